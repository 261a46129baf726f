import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { API } from '@cod/contracts';

/** Shared pieces of the crash tests: the compiled server as a real OS process on a DATA_DIR of the test's own. */
export const root = path.resolve(import.meta.dirname, '../../../..');
export const main = path.join(root, 'apps/api/dist/main.js');
export const ADMIN = { email: 'admin@faults.local', password: 'faults-admin-pass-1' };
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function freshDataDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `cod-faults-${prefix}-`));
  fs.chmodSync(dir, 0o755);
  return dir;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface Api {
  child: ChildProcess;
  pid: number;
  base: string;
  output: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

/** Starts dist/main.js on `dataDir` and waits for its "Open http://" line. */
export async function startApi(dataDir: string, env: Record<string, string> = {}): Promise<Api> {
  const api = await spawnApi(dataDir, env);
  await untilOpen(api);
  return api;
}

/** Waits for a spawned server's "Open http://" line (90 s at most). */
export async function untilOpen(api: Api): Promise<void> {
  const until = Date.now() + 90_000;
  while (!/Open http:\/\//.test(api.output())) {
    if (api.child.exitCode !== null || api.child.signalCode !== null) throw new Error(`server exited early:\n${api.output()}`);
    if (Date.now() > until) throw new Error(`server did not start:\n${api.output()}`);
    await sleep(100);
  }
}

/** Spawns dist/main.js on `dataDir` without waiting for it. */
export async function spawnApi(dataDir: string, env: Record<string, string> = {}): Promise<Api> {
  const port = await freePort();
  const { ADMIN_PASSWORD: _a, ADMIN_EMAIL: _b, DATABASE_URL: _c, ...base } = process.env;
  const child = spawn(process.execPath, [main], {
    env: {
      ...base,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'error',
      OUTBOUND_ALLOW_PRIVATE: '1',
      AI_PROVIDER: 'offline',
      SYNC_TARGETS: '',
      RATE_LIMIT_ORDERS_PER_MIN: '100000000',
      RATE_LIMIT_ORDER_LOOKUPS_PER_MIN: '100000000',
      RATE_LIMIT_LOGIN_PER_MIN: '1000',
      JOB_RETRY_DELAY_SECONDS: '1',
      // No proxy watches readiness here; the drain test sets its own delay.
      SHUTDOWN_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return { child, pid: child.pid!, base: `http://127.0.0.1:${port}`, output: () => out, exit };
}

export async function json<T = any>(base: string, method: string, p: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const res = await fetch(base + p, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let parsed: any = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed };
}

/** A seller (client account) with Telegram connected to the fake, and one Serbian site. */
export async function sellerWithSite(base: string, telegram?: { botToken: string; chatId: string }) {
  const admin = await json(base, 'POST', '/api/auth/login', ADMIN);
  if (admin.status !== 200) throw new Error(`admin login: ${admin.status} ${JSON.stringify(admin.body)}`);
  const email = `seller-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@faults.local`;
  const created = await json(base, 'POST', API.admin.clients, { email, password: 'seller-pass-1', firstName: 'Marko', lastName: 'Marković' }, admin.body.token);
  if (created.status !== 201) throw new Error(`create client: ${created.status} ${JSON.stringify(created.body)}`);
  const token = (await json(base, 'POST', '/api/auth/login', { email, password: 'seller-pass-1' })).body.token as string;
  if (telegram) {
    const r = await json(base, 'PATCH', API.userSettings.telegram, { telegramBotId: telegram.botToken, telegramChatId: telegram.chatId }, token);
    if (r.status !== 200) throw new Error(`telegram settings: ${r.status} ${JSON.stringify(r.body)}`);
  }
  const site = await json(
    base,
    'POST',
    API.sync.createWebsite,
    {
      customUrl: `faults-${Date.now().toString(36)}`,
      productLink: 'https://example.invalid/proizvod',
      productName: 'Bežični masažer za vrat i ramena',
      images: ['/uploads/images/0123456789abcdef0123456789abcdef.webp'],
      currentPrice: 2990,
      originalPrice: 4990,
      templateName: 'Sales Template',
      targetMarket: 'Serbia',
    },
    token,
  );
  if (site.status !== 201) throw new Error(`create website: ${site.status} ${JSON.stringify(site.body)}`);
  return { token, websiteId: site.body.website.id as number };
}

/** A valid order body; `i` varies the phone (and the name) so no two look like the same customer. */
export function orderBody(websiteId: number, i: number) {
  return {
    websiteId,
    quantity: 1,
    totalPrice: 1,
    customerData: {
      name: `Kupac Broj ${i}`,
      phone: `064 ${String(1000000 + i).slice(1, 4)} ${String(1000000 + i).slice(4)}`,
      address: `Kneza Miloša ${(i % 200) + 1}`,
      city: 'Novi Sad',
      postalCode: '21000',
    },
  };
}

export type PostResult = { ok: true; status: number; body: any } | { ok: false; error: string };

/** POST over a connection of its own (no pooling), so "sent" means this request's bytes were written to the server. */
export function postOwnConnection(base: string, p: string, body: unknown, onSent?: () => void): Promise<PostResult> {
  const data = Buffer.from(JSON.stringify(body));
  const url = new URL(base + p);
  return new Promise((resolve) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': data.length, connection: 'close' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          let parsed: any = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            /* keep text */
          }
          resolve({ ok: true, status: res.statusCode!, body: parsed });
        });
        res.on('error', (e) => resolve({ ok: false, error: String((e as NodeJS.ErrnoException).code ?? e) }));
      },
    );
    req.on('error', (e) => resolve({ ok: false, error: String((e as NodeJS.ErrnoException).code ?? e) }));
    req.on('finish', () => onSent?.());
    req.end(data);
  });
}

/** The embedded cluster's postmaster pid (or undefined without a postmaster.pid). */
export function postmasterPid(dataDir: string): number | undefined {
  const f = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!fs.existsSync(f)) return undefined;
  return Number(fs.readFileSync(f, 'utf8').split('\n')[0]) || undefined;
}

/** A direct connection to the embedded database (`cod`, or another of the cluster) of a running server on `dataDir`. */
export async function dbClient(dataDir: string, database = 'cod'): Promise<pg.Client> {
  const password = fs.readFileSync(path.join(dataDir, 'secrets', 'postgres-password'), 'utf8').trim();
  const pgPort = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3].trim();
  const c = new pg.Client({ connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/${database}` });
  // The tests kill this server's PostgreSQL under the client: its 'terminating connection' notice may arrive
  // while it is idle, as an 'error' event that nobody awaits (a query in flight still rejects).
  c.on('error', () => undefined);
  await c.connect();
  return c;
}

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

/** Leaves nothing running: the server (SIGKILL) and a postmaster still holding `dataDir`. */
export async function cleanup(api: Api | undefined, dataDir: string) {
  if (api && api.child.exitCode === null && api.child.signalCode === null) {
    api.child.kill('SIGKILL');
    await api.exit;
  }
  const pid = postmasterPid(dataDir);
  if (pid && alive(pid)) {
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && alive(pid); i++) await sleep(100);
    if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** How many of `messages` name each of `orders` (an order number appears in its Telegram message). */
export function messagesPerOrder(messages: { text: string }[], orders: string[]): Map<string, number> {
  const perOrder = new Map<string, number>();
  for (const m of messages) {
    const id = orders.find((o) => m.text.includes(o));
    if (id) perOrder.set(id, (perOrder.get(id) ?? 0) + 1);
  }
  return perOrder;
}
