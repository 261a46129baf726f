import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from './config.js';
import { createServerStore } from './server-store.js';

/** The first-run choice against real HTTP servers on 127.0.0.1, saved in a real temporary folder. */
let dir: string;
let servers: http.Server[] = [];

async function serve(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const healthy: http.RequestListener = (req, res) => {
  if (req.url === '/api/health') res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
  else res.writeHead(404).end();
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cod-desktop-server-'));
});
afterEach(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
  servers = [];
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('server store', () => {
  it('nothing saved: the first run (null)', () => {
    expect(createServerStore({ file: path.join(dir, 'server.json') }).get()).toBeNull();
  });

  it('saves the origin only when /api/health answers {"status":"ok"}, and reads it back after a restart', async () => {
    const origin = await serve(healthy);
    const file = path.join(dir, 'nested', 'server.json');
    const store = createServerStore({ file });
    expect(await store.set(`${origin}/login/`)).toEqual({ ok: true, origin });
    expect(store.get()).toBe(origin);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ origin });
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    expect(createServerStore({ file }).get()).toBe(origin);
  });

  it('answers in Serbian: invalid addresses, servers that are not there, not healthy, or too slow', async () => {
    const file = path.join(dir, 'server.json');
    const store = createServerStore({ file, timeoutMs: 300 });
    expect(await store.set('file:///etc/passwd')).toEqual({ ok: false, message: SERVER_MESSAGES.invalid });
    expect(SERVER_MESSAGES).toEqual({ invalid: 'Adresa nije ispravna', unreachable: 'Server nije dostupan na toj adresi' });

    const dead = await serve(healthy);
    servers.pop()!.close();
    const notCod = await serve((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>'));
    const failing = await serve((_req, res) => res.writeHead(503, { 'content-type': 'application/json' }).end('{"status":"starting"}'));
    const slow = await serve((_req, res) => setTimeout(() => res.writeHead(200).end('{"status":"ok"}'), 2000));
    for (const url of [dead, notCod, failing, slow]) {
      const started = Date.now();
      expect(await store.set(url), url).toEqual({ ok: false, message: SERVER_MESSAGES.unreachable });
      expect(Date.now() - started).toBeLessThan(1500);
    }
    expect(store.get()).toBeNull();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('follows a redirect and saves the address that answered', async () => {
    const target = await serve(healthy);
    const redirecting = await serve((req, res) => res.writeHead(301, { location: `${target}${req.url}` }).end());
    const store = createServerStore({ file: path.join(dir, 'server.json') });
    expect(await store.set(redirecting)).toEqual({ ok: true, origin: target });
  });

  it('forget() removes it; COD_SERVER_URL is used while nothing is saved', async () => {
    const origin = await serve(healthy);
    const file = path.join(dir, 'server.json');
    const store = createServerStore({ file, override: 'http://override.example' });
    expect(store.get()).toBe('http://override.example');
    await store.set(origin);
    expect(store.get()).toBe(origin);
    await store.forget();
    expect(fs.existsSync(file)).toBe(false);
    expect(store.get()).toBe('http://override.example');
    expect(createServerStore({ file }).get()).toBeNull();
  });

  it('a damaged file counts as nothing saved', () => {
    const file = path.join(dir, 'server.json');
    for (const content of ['{', '{"origin":"file:///etc"}', '[]', 'null']) {
      fs.writeFileSync(file, content);
      expect(createServerStore({ file }).get()).toBeNull();
    }
  });
});
