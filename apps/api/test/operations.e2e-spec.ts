import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createWebsite, customerIp, newClient, scratchDatabase, baseUrl, freePort } from './helpers.js';
import { ensureApiBuilt } from './own-processes.js';

/**
 * Operations: liveness and readiness, X-Request-Id on every answer (Express and the
 * fast routes), JSON logs that carry it, readiness turning 503 when the database goes away.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const GENERATED_ID = /^[0-9a-f]{8}-[0-9a-z]+$/;

describe('GET /api/health and GET /api/health/ready (shared server)', () => {
  it('liveness is unchanged: 200 {"status":"ok"}', async () => {
    const res = await call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('readiness: 200 {ready: true} with migrations done and the database answering; never cached', async () => {
    const res = await call('GET', '/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ready: true, database: 'ok', migrations: 'done' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('X-Request-Id', () => {
  it('echoes a sane incoming id and generates one otherwise (Express routes)', async () => {
    const echoed = await call('GET', '/api/health', { headers: { 'x-request-id': 'lb-7f3a-0001' } });
    expect(echoed.headers.get('x-request-id')).toBe('lb-7f3a-0001');

    const generated = await call('GET', '/api/health');
    const id = generated.headers.get('x-request-id')!;
    expect(id).toMatch(GENERATED_ID);
    expect((await call('GET', '/api/health')).headers.get('x-request-id')).not.toBe(id);

    for (const insane of ['x'.repeat(129), 'has space', 'tab\there']) {
      const res = await call('GET', '/api/health', { headers: { 'x-request-id': insane } });
      expect(res.headers.get('x-request-id')).toMatch(GENERATED_ID);
    }
  });

  it('is on errors, static files and CORS-exposed', async () => {
    const missing = await call('GET', '/api/no-such-route', { headers: { 'x-request-id': 'err-1' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-request-id')).toBe('err-1');
    const preflight = await fetch(baseUrl() + '/api/health', {
      method: 'OPTIONS',
      headers: { origin: 'app://cod', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-request-id' },
    });
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-request-id');
    const cors = await fetch(baseUrl() + '/api/health', { headers: { origin: 'app://cod' } });
    expect(cors.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('x-request-id');
  });

  it('fast routes carry it too: a cached sales page, its 304, the 404 page, a public order, tls-allowed', async () => {
    const owner = await newClient(await adminToken());
    const { website } = await createWebsite(owner.token);
    const url = `${baseUrl()}/${website.customUrl}`;
    await fetch(url); // rendered and cached
    const cached = await fetch(url, { headers: { 'x-request-id': 'page-1' } });
    expect(cached.status).toBe(200);
    expect(cached.headers.get('x-request-id')).toBe('page-1');
    expect(cached.headers.get('etag')).toBeTruthy();
    const notModified = await fetch(url, { headers: { 'if-none-match': cached.headers.get('etag')! } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('x-request-id')).toMatch(GENERATED_ID);

    const missing = await fetch(`${baseUrl()}/nema-takvog-sajta-${Date.now()}`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-request-id')).toMatch(GENERATED_ID);

    const order = await call('POST', '/api/orders', { body: { websiteId: website.id }, headers: { 'x-request-id': 'order-1', 'x-forwarded-for': customerIp() } });
    expect(order.status).toBe(400);
    expect(order.headers.get('x-request-id')).toBe('order-1');

    const tls = await call('GET', '/api/domains/tls-allowed?domain=nepoznat.example');
    expect(tls.status).toBe(404);
    expect(tls.headers.get('x-request-id')).toMatch(GENERATED_ID);
  });
});

// ——— an API process of its own: LOG_FORMAT=json on a scratch database that then goes away ———

describe('an API process with LOG_FORMAT=json whose database goes away', () => {
  let db: Awaited<ReturnType<typeof scratchDatabase>>;
  let child: ChildProcess | undefined;
  let exited: Promise<unknown> | undefined;
  let base = '';
  let stdout = '';
  let stderr = '';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cod-operations-'));

  beforeAll(async () => {
    // The compiled server, as operators run it.
    ensureApiBuilt();
    db = await scratchDatabase('cod_ops');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const { ADMIN_PASSWORD: _a, LOG_LEVEL: _b, ...env } = process.env;
    child = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
      env: {
        ...env,
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        ADMIN_EMAIL: 'ops-admin@test.local',
        ADMIN_PASSWORD: 'ops-admin-pass',
        AI_PROVIDER: 'offline',
        SYNC_TARGETS: '',
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'log',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (stdout += d));
    child.stderr!.on('data', (d) => (stderr += d));
    exited = new Promise((r) => child!.on('exit', r));
    const until = Date.now() + 60_000;
    while (!/"message":"Ready"/.test(stdout)) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${stdout}${stderr}`);
      if (Date.now() > until) throw new Error(`server did not start:\n${stdout}${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 180_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child!.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  const jsonLines = (text: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('logs one JSON object per line: time, level, pid, context, message', async () => {
    const lines = jsonLines(stdout);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(new Date(line.time as string).toISOString()).toBe(line.time);
      expect(['log', 'warn', 'debug', 'verbose']).toContain(line.level);
      expect(line.pid).toBe(child!.pid);
      expect(typeof line.message).toBe('string');
    }
    expect(lines).toContainEqual(expect.objectContaining({ context: 'Database', message: expect.stringMatching(/^Applied migrations: /) }));
    expect(lines).toContainEqual(expect.objectContaining({ context: 'Setup', message: 'Seeded the first admin ops-admin@test.local' }));
    // Every line is JSON, the start-up banner and the first admin's login included.
    expect(stdout.split('\n').filter((line) => line.trim() && !line.startsWith('{'))).toEqual([]);
    expect(lines).toContainEqual(
      expect.objectContaining({ context: 'Setup', message: 'First admin account created (user id 1)', params: { email: 'ops-admin@test.local', password: '(the value of ADMIN_PASSWORD)' } }),
    );
    expect(lines).toContainEqual(expect.objectContaining({ context: 'Server', message: 'Ready', params: expect.objectContaining({ database: 'DATABASE_URL', url: base.replace('127.0.0.1', 'localhost') }) }));
  });

  it('is ready on its database; X-Request-Id works the same', async () => {
    const res = await fetch(`${base}/api/health/ready`, { headers: { 'x-request-id': 'ops-ready-1' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ready: true, database: 'ok', migrations: 'done' });
    expect(res.headers.get('x-request-id')).toBe('ops-ready-1');
  });

  it('database dropped: readiness 503 {ready: false, reason}, liveness 503, the warning logged as JSON with the request id', async () => {
    await db.drop(); // terminates the process's connections; new ones find no database
    let res: Response | undefined;
    const until = Date.now() + 15_000;
    let n = 0;
    do {
      await new Promise((r) => setTimeout(r, 300));
      res = await fetch(`${base}/api/health/ready`, { headers: { 'x-request-id': `ops-probe-${++n}` } });
    } while (res.status === 200 && Date.now() < until);
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body).toMatchObject({ ready: false, reason: 'database-unreachable', statusCode: 503, error: 'Service Unavailable' });
    expect(res.headers.get('x-request-id')).toBe(`ops-probe-${n}`);

    expect((await fetch(`${base}/api/health`)).status).toBe(503);

    // The state change is logged once, inside the probe's request.
    const warning = jsonLines(stdout).find((l) => l.context === 'Readiness');
    expect(warning).toMatchObject({ level: 'warn', requestId: `ops-probe-${n}`, message: expect.stringMatching(/^Not ready: database unreachable/) });
    expect(jsonLines(stdout).filter((l) => l.context === 'Readiness')).toHaveLength(1);
    // Whatever went to stderr meanwhile (the lost connections) is JSON as well.
    for (const line of stderr.split('\n').filter((l) => l.trim())) expect(() => JSON.parse(line)).not.toThrow();
  }, 30_000);
});
