// Shared helpers of the benchmarks: start the compiled server on a fresh data folder, sign in, create a site.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** The build the benches start: this checkout, or BENCH_ROOT (another built checkout, measured by this one's scripts). */
export const root = path.resolve(process.env.BENCH_ROOT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));

export const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/**
 * The compiled server (as `npm start` runs it) on a fresh DATA_DIR, or on `extraEnv.DATA_DIR` (the caller's:
 * kept at stop, e.g. to start again on it); rate limits raised for load.
 */
export async function startServer(extraEnv = {}) {
  const ownDir = !extraEnv.DATA_DIR;
  const dataDir = extraEnv.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cod-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const child = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), path.join(root, 'apps/api/dist/main.js')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: 'bench-pass',
      LOG_LEVEL: 'error',
      OUTBOUND_ALLOW_PRIVATE: '1',
      RATE_LIMIT_ORDERS_PER_MIN: '100000000',
      RATE_LIMIT_ORDER_LOOKUPS_PER_MIN: '100000000',
      RATE_LIMIT_LOGIN_PER_MIN: '1000',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (child.exitCode !== null || i > 1200) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  const login = await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'bench-pass' }) })).json();
  return {
    base,
    port,
    token: login.token,
    /** A JSON call to this server; an answer that is not 2xx throws with its body. */
    async json(apiPath, opts = {}) {
      const res = await fetch(base + apiPath, { ...opts, headers: { 'content-type': 'application/json', ...(opts.headers ?? {}) } });
      if (!res.ok) throw new Error(`${apiPath}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    /** The embedded database of this server (for seeding and EXPLAIN). */
    databaseUrl() {
      const password = fs.readFileSync(path.join(dataDir, 'secrets', 'postgres-password'), 'utf8').trim();
      const pgPort = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3].trim();
      return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/cod`;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.on('exit', r));
        child.kill('SIGINT');
        await exited;
      }
      if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A Sales Template site with an uploaded product photo, like a seller's. */
export async function createSite(server, { templateName = 'Sales Template', customUrl = `bench-${Date.now()}` } = {}) {
  const photo = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#0D9488' } })
    .composite([{ input: Buffer.from('<svg width="1200" height="1200"><circle cx="600" cy="600" r="400" fill="#F59E0B"/></svg>') }])
    .jpeg({ quality: 85 })
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'proizvod.jpg');
  const up = await (await fetch(`${server.base}/api/images/upload`, { method: 'POST', headers: { authorization: `Bearer ${server.token}` }, body: form })).json();
  const res = await fetch(`${server.base}/api/sync/create-website`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}` },
    body: JSON.stringify({
      customUrl,
      productLink: 'https://example.invalid/proizvod',
      productName: 'Bežični masažer za vrat i ramena',
      images: [up.imageUrl],
      currentPrice: 2990,
      originalPrice: 4990,
      templateName,
      targetMarket: 'Serbia',
    }),
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return (await res.json()).website;
}

/** The Authorization header of a token. */
export const as = (token) => ({ authorization: `Bearer ${token}` });

export const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
