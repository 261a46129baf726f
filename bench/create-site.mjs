#!/usr/bin/env node
// Time to create a website with the offline copywriter, the product page served locally:
// POST /api/sync/create-website end to end (read the page, write the copy, import the pictures, save).
// Usage: npm run build && node bench/create-site.mjs [runs=15]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv[2] ?? 15);

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

// A shop page with JSON-LD and three 1200×900 product photos (distinct per run, so nothing is cached).
async function startShop() {
  const photos = new Map();
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    const base = `http://127.0.0.1:${server.address().port}`;
    const m = /^\/p\/(\d+)$/.exec(url.pathname);
    if (m) {
      const imgs = [0, 1, 2].map((i) => `${base}/img/${m[1]}-${i}.jpg`);
      const ld = { '@context': 'https://schema.org', '@type': 'Product', name: `Bežični masažer ${m[1]}`, description: 'Masažer sa toplotom, tri nivoa jačine, punjiv.', image: imgs, offers: { '@type': 'Offer', price: 3490, priceCurrency: 'RSD' } };
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html><head><title>Masažer</title><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><h1>Masažer</h1>${imgs.map((s) => `<img src="${s}">`).join('')}</body></html>`);
      return;
    }
    const img = /^\/img\/(\d+)-(\d)\.jpg$/.exec(url.pathname);
    if (img) {
      if (!photos.has(url.pathname)) {
        const n = Number(img[1]) * 3 + Number(img[2]);
        photos.set(url.pathname, await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: n % 255, g: (n * 7) % 255, b: 160 } } }).jpeg({ quality: 85 }).toBuffer());
      }
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photos.get(url.pathname));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { base: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

const shop = await startShop();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cod-bench-create-'));
fs.chmodSync(dataDir, 0o755);
const port = await freePort();
const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD: 'bench-pass', LOG_LEVEL: 'error', OUTBOUND_ALLOW_PRIVATE: '1', AI_PROVIDER: 'offline' },
  stdio: 'ignore',
});
const api = `http://127.0.0.1:${port}`;
for (;;) {
  try {
    if ((await fetch(`${api}/api/health`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 50));
}
const { token } = await (await fetch(`${api}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'bench-pass' }) })).json();

async function createOnce(i, withImages) {
  const body = {
    customUrl: `bench-${withImages ? 'img' : 'txt'}-${i}-${Date.now()}`,
    productLink: withImages ? `${shop.base}/p/${i}` : `${shop.base}/none`,
    productName: 'Bežični masažer za vrat',
    images: withImages ? [`${shop.base}/img/${1000 + i}-0.jpg`] : ['https://example.com/a.jpg'],
    currentPrice: 2990,
    originalPrice: 4990,
    templateName: 'Sales Template',
    targetMarket: 'Serbia',
  };
  const started = performance.now();
  const res = await fetch(`${api}/api/sync/create-website`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  await res.json();
  if (res.status !== 201) throw new Error(`HTTP ${res.status}`);
  return performance.now() - started;
}

const stats = (a) => {
  const s = [...a].sort((x, y) => x - y);
  return { median: s[Math.floor(s.length / 2)], p90: s[Math.floor(s.length * 0.9)], max: s.at(-1) };
};
try {
  await createOnce(-1, true); // warm-up
  const full = [];
  const textOnly = [];
  for (let i = 0; i < runs; i++) {
    full.push(await createOnce(i, true));
    textOnly.push(await createOnce(i, false));
  }
  const f = stats(full);
  const t = stats(textOnly);
  console.log(`create-website, page read + copy + 4 pictures imported (1200×900 JPEG → WebP ×4 widths): median ${f.median.toFixed(0)} ms, p90 ${f.p90.toFixed(0)} ms, max ${f.max.toFixed(0)} ms (${runs} runs)`);
  console.log(`create-website, unreadable page, no picture imported (copy + save only):         median ${t.median.toFixed(0)} ms, p90 ${t.p90.toFixed(0)} ms, max ${t.max.toFixed(0)} ms`);
} finally {
  child.kill('SIGINT');
  shop.close();
  await new Promise((r) => child.on('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
