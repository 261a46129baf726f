import type { CreateOrderResponse, WebsiteResponse } from '@cod/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, baseUrl, call, createWebsite, customerIp, freePort, newClient } from './helpers.js';

/**
 * deploy/nginx-cache.conf, as it is (its cache folder, API address and port replaced), in Debian's nginx in front
 * of this worker's API: pages come from the cache, each encoding apart, a browser's ETag gets 304 from it, a
 * seller's save shows through it within the pages' s-maxage, and what holds a customer's data never stays in it.
 * nginx is a Debian package (`apt-get install nginx-light`); `.ci/run` installs it. Without it the file is
 * skipped, except in CI (CI set), where it fails.
 */
const CONFIG = path.resolve(import.meta.dirname, '../../../deploy/nginx-cache.conf');
const NGINX = ['/usr/sbin/nginx', ...(process.env.PATH ?? '').split(path.delimiter).map((d) => path.join(d, 'nginx'))].find((p) => fs.existsSync(p));
const skip = !NGINX && !process.env.CI;
if (skip) console.warn('nginx-cache.e2e-spec.ts skipped: nginx not found (Debian: apt-get install nginx-light)');

let nginx: ChildProcess | undefined;
let work: string | undefined;
let proxy = '';
let log = '';
let owner: Awaited<ReturnType<typeof newClient>>;
let site: WebsiteResponse;

const get = async (p: string, headers: Record<string, string> = {}) => {
  const res = await fetch(proxy + p, { headers: { 'accept-encoding': 'identity', ...headers } });
  return { status: res.status, cache: res.headers.get('x-cache-status'), headers: res.headers, body: await res.text() };
};

beforeAll(async () => {
  if (skip) return;
  if (!NGINX) throw new Error('CI is set but nginx is not installed; .ci/run installs nginx-light with apt-get');
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'cod-nginx-'));
  const port = await freePort();
  const api = new URL(baseUrl());
  const config = fs
    .readFileSync(CONFIG, 'utf8')
    .replace('/var/cache/nginx/cod', path.join(work, 'cache'))
    .replace('server 127.0.0.1:3000;', `server ${api.host};`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  expect(config).toContain(api.host);
  fs.writeFileSync(path.join(work, 'cod-cache.conf'), config);
  const temp = (name: string) => path.join(work!, name);
  fs.writeFileSync(
    path.join(work, 'nginx.conf'),
    `daemon off;
master_process off;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${temp('cod-cache.conf')};
}
`,
  );
  nginx = spawn(NGINX, ['-p', work, '-e', temp('error.log'), '-c', temp('nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.stdout!.on('data', (d) => (log += d));
  nginx.stderr!.on('data', (d) => (log += d));
  proxy = `http://127.0.0.1:${port}`;
  const until = Date.now() + 15_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx stopped: ${log}`);
    if (await fetch(`${proxy}/api/health`).then((r) => r.ok, () => false)) break;
    if (Date.now() > until) throw new Error(`nginx did not answer within 15 s: ${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  owner = await newClient(await adminToken());
  site = (await createWebsite(owner.token, { customUrl: `nginx-${randomUUID().slice(0, 8)}` })).website;
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx!.once('exit', r));
    nginx.kill('SIGQUIT');
    await exited;
  }
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe.skipIf(skip)('deploy/nginx-cache.conf in front of the API', () => {
  it('serves a page from its cache, each encoding apart, and answers a browser’s ETag with 304', async () => {
    const first = await get(`/${site.customUrl}`);
    expect(first.status).toBe(200);
    expect(first.body).toContain(site.title);
    expect(first.cache).toBe('MISS');
    const second = await get(`/${site.customUrl}`);
    expect(second.cache).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toContain('s-maxage=10');

    const gz = await fetch(`${proxy}/${site.customUrl}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('etag')).toMatch(/-gz"$/);
    expect(await gz.text()).toBe(first.body);
    const gzAgain = await fetch(`${proxy}/${site.customUrl}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzAgain.headers.get('x-cache-status')).toBe('HIT');
    expect(gzAgain.headers.get('content-encoding')).toBe('gzip');

    const revalidated = await get(`/${site.customUrl}`, { 'if-none-match': first.headers.get('etag')! });
    expect(revalidated.status).toBe(304);
  });

  it('shows a seller’s save within the pages’ s-maxage (10 s)', { timeout: 30_000 }, async () => {
    expect((await get(`/${site.customUrl}`)).cache).toMatch(/HIT|MISS|EXPIRED|UPDATING|STALE/);
    const savedAt = Date.now();
    expect((await call('PUT', `/api/websites/id/${site.id}`, { token: owner.token, body: { hook: 'Nova udica kroz keš' } })).status).toBe(200);
    let seenAfter = -1;
    while (Date.now() - savedAt < 20_000) {
      if ((await get(`/${site.customUrl}`)).body.includes('Nova udica kroz keš')) {
        seenAfter = Date.now() - savedAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(seenAfter).toBeGreaterThanOrEqual(0);
    // Kept at most 10 s; the first request after that gets the stale copy and refreshes it for the next.
    expect(seenAfter).toBeLessThan(11_500);
  });

  it('never keeps a thank-you page with an order, nor an API answer', async () => {
    const order = await call<CreateOrderResponse>('POST', '/api/orders', {
      body: { websiteId: site.id, quantity: 1, customerData: { name: 'Ana Anić', phone: '064 123 4567', address: 'Ulica 1', city: 'Niš' } },
      headers: { 'x-forwarded-for': customerIp() },
    });
    expect(order.status).toBe(201);
    for (const p of [order.body.redirectUrl, `/api/orders/${order.body.orderId}`, '/api/health']) {
      const a = await get(p);
      const b = await get(p);
      expect(a.status, p).toBe(200);
      expect([a.cache, b.cache], p).not.toContain('HIT');
    }
    expect((await get(order.body.redirectUrl)).body).toContain(order.body.orderId);
  });
});
