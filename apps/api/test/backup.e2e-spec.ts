import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { API, type CreateOrderResponse } from '@cod/contracts';
import { startServer, type RunningServer } from '../src/bootstrap.js';
import { loadConfig } from '../src/config/app-config.js';
import { ADMIN, adminToken, call, createWebsite, newClient, useServer } from './helpers.js';

/**
 * `npm run backup` / `npm run restore` on a server of this file's own (embedded PostgreSQL in a DATA_DIR of
 * its own): backup while it runs, change and delete data, restore, start again, everything is back.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cod-backup-'));
fs.chmodSync(dataDir, 0o755);
// The embedded database whatever the shared server uses (an empty setting counts as unset).
const settings = { DATA_DIR: dataDir, DATABASE_URL: '', STORAGE: 'local', LOG_LEVEL: 'error' };

let server: RunningServer | undefined;

async function start() {
  server = await startServer(
    loadConfig({
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AI_PROVIDER: 'offline',
      SYNC_TARGETS: '',
      OUTBOUND_ALLOW_PRIVATE: '1', // the fake shop runs on localhost
      ...settings,
    }),
  );
  useServer(`http://127.0.0.1:${server.port}`, server.databaseUrl);
  return server;
}

async function stop() {
  await server?.stop();
  server = undefined;
}

/** Runs one of the scripts as an operator would (node scripts/X.mjs …). */
function script(name: string, args: string[] = []): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', name), ...args], {
      cwd: root,
      env: { ...process.env, ...settings },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

async function sqlOn(url: string, text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run backup / npm run restore (embedded PostgreSQL)', () => {
  it('round trip: a user, a site, an order and an upload survive a backup, deletions and a restore', async () => {
    const timings: Record<string, number> = {};
    let t = Date.now();
    await start();
    const owner = await newClient(await adminToken());
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0EA5E9' } }).png().toBuffer();
    const form = new FormData();
    form.append('image', new Blob([png], { type: 'image/png' }), 'slika.png');
    const uploaded = await fetch(`http://127.0.0.1:${server!.port}${API.images.upload}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(uploaded.status).toBe(200);
    const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
    const imageBytes = Buffer.from(await (await fetch(`http://127.0.0.1:${server!.port}${imageUrl}`)).arrayBuffer());
    const { website } = await createWebsite(owner.token, { images: [imageUrl] });
    const order = await call<CreateOrderResponse>('POST', API.orders.root, {
      body: {
        websiteId: website.id,
        quantity: 1,
        totalPrice: 1,
        customerData: { name: 'Petar Petrović', phone: '064 123 4567', address: 'Bulevar 73', city: 'Beograd', postalCode: '11000' },
      },
    });
    expect(order.status).toBe(201);
    const orderId = order.body.orderId;
    timings.setup = Date.now() - t;

    // Backup while the server runs.
    t = Date.now();
    const backup = await script('backup.mjs');
    timings.backup = Date.now() - t;
    expect(backup.code, backup.out).toBe(0);
    const file = /Backup written in [\d.]+ s: (\S+\.tar)/.exec(backup.out)?.[1];
    expect(file, backup.out).toMatch(new RegExp(`^${dataDir}/backups/backup-\\d{8}-\\d{6}\\.tar$`));
    expect(fs.statSync(file!).mode & 0o777).toBe(0o600);
    expect(backup.out).toMatch(/users: 2\b/);
    expect(backup.out).toMatch(/websites: 1\b/);
    expect(backup.out).toMatch(/orders: 1\b/);
    expect(backup.out).toMatch(/upload files: [1-9]/);

    // Changes after the backup: the order and the upload go, a new client comes.
    await sqlOn(server!.databaseUrl, 'DELETE FROM orders WHERE order_id = $1', [orderId]);
    fs.rmSync(path.join(dataDir, imageUrl.replace(/^\//, '')));
    const later = await newClient(await adminToken());
    expect((await fetch(`http://127.0.0.1:${server!.port}${imageUrl}`)).status).toBe(404);

    // Restore refuses while the server uses DATA_DIR.
    const refused = await script('restore.mjs', [file!]);
    expect(refused.code, refused.out).toBe(3);
    expect(refused.out).toContain('Stop it first, or add --force');
    expect(fs.readdirSync(dataDir).filter((f) => f.includes('before-restore'))).toEqual([]);

    await stop();
    t = Date.now();
    const restored = await script('restore.mjs', [file!]);
    timings.restore = Date.now() - t;
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toMatch(/users: 2\b/);
    expect(restored.out).toMatch(/orders: 1\b/);
    expect(fs.readdirSync(dataDir).filter((f) => f.includes('before-restore') || f.startsWith('.restore-'))).toEqual([]);

    // Started again: everything from the backup is back, what came after is gone.
    await start();
    const again = await call('POST', API.auth.login, { body: { email: owner.email, password: owner.password } });
    expect(again.status).toBe(200);
    const token = again.body.token as string;
    const site = await call('GET', API.websites.byId(website.id), { token });
    expect(site.status).toBe(200);
    expect(JSON.stringify(site.body)).toContain(imageUrl);
    const orders = await call('GET', `${API.orders.my}?q=${orderId}`, { token });
    expect(orders.status).toBe(200);
    expect(JSON.stringify(orders.body)).toContain(orderId);
    const served = await fetch(`http://127.0.0.1:${server!.port}${imageUrl}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(imageBytes)).toBe(true);
    expect((await call('POST', API.auth.login, { body: { email: later.email, password: later.password } })).status).toBe(401);
    console.log(`backup round trip timings (ms): ${JSON.stringify(timings)}; archive ${(fs.statSync(file!).size / 1024 / 1024).toFixed(1)} MB`);
  }, 90_000);
});
