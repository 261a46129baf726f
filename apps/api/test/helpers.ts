import http from 'node:http';
import net from 'node:net';
import { inject } from 'vitest';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { API, type ApiErrorBody, type CreateWebsiteResponse, type LoginResponse, type UserResponse } from '@cod/contracts';

export const ADMIN = { email: 'admin@test.local', password: 'admin-pass-123' };

// This worker's test server and its database (global-setup.ts), unless a file runs its own (useServer).
let server: { baseUrl: string; databaseUrl: string } | undefined;

/** Points every helper of this test file (calls, SQL) at another server and database than the worker's. */
export function useServer(baseUrl: string, databaseUrl: string) {
  server = { baseUrl, databaseUrl };
}

const worker = () => Math.max(0, Number(process.env.VITEST_POOL_ID ?? 1) - 1);
/** The address of this worker's test server (files run in parallel, each worker on its own server and database). */
export const baseUrl = (): string => server?.baseUrl ?? inject('baseUrls')[worker()];
/** The database of this worker's test server. */
export const databaseUrl = (): string => server?.databaseUrl ?? inject('databaseUrls')[worker()];

export interface Res<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A JSON call against the test server. `token` goes into the bearer header; `cookie` as a Cookie header. */
export async function call<T = any>(
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; cookie?: string; rawBody?: string; headers?: Record<string, string>; base?: string } = {},
): Promise<Res<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined || opts.rawBody !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  const res = await fetch((opts.base ?? baseUrl()) + path, {
    method,
    headers,
    body: opts.rawBody ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined),
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, headers: res.headers };
}

export async function login(email: string, password: string): Promise<LoginResponse> {
  const res = await call<LoginResponse>('POST', '/api/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export const adminToken = async () => (await login(ADMIN.email, ADMIN.password)).token;

export const uniqueEmail = (prefix = 'client') => `${prefix}-${randomUUID().slice(0, 8)}@test.local`;

/** Creates a client through the admin API and signs it in. */
export async function newClient(admin: string, extra: Partial<Record<string, string>> = {}) {
  const email = uniqueEmail();
  const password = 'client-pass-1';
  const res = await call<UserResponse>('POST', '/api/admin/clients', {
    token: admin,
    body: { email, password, firstName: 'Marko', lastName: 'Marković', ...extra },
  });
  if (res.status !== 201) throw new Error(`create client failed: ${res.status} ${JSON.stringify(res.body)}`);
  const session = await login(email, password);
  return { user: res.body, email, password, token: session.token };
}

/**
 * Runs a burst against a fixed-window rate limit (one window per clock minute) until one run starts and ends
 * in the same minute, so all of its calls are counted in one window: a run that straddles a minute's end is
 * run again (each run with a budget of its own, e.g. a new user) instead of waiting for the next minute.
 */
export async function inOneClockMinute<T>(burst: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const minute = Math.floor(Date.now() / 60_000);
    const result = await burst();
    if (Math.floor(Date.now() / 60_000) === minute || attempt === 3) return result;
  }
}

/**
 * A customer's own address for one call (the test server trusts X-Forwarded-For): random, so the
 * per-address rate limits never decide a test, whichever files ran before.
 */
export const customerIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join('.')}`;

/** A picture already in our storage (nothing to fetch when a site is created with it). */
export const STORED_IMAGE = '/uploads/images/0123456789abcdef0123456789abcdef.webp';

/** The builder's create payload: the fake shop's page without a product, one stored picture. */
export function websitePayload(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    customUrl: `sajt-${randomUUID().slice(0, 8)}`,
    productLink: `${inject('shopUrl')}/empty`,
    productName: 'Masažer za vrat',
    images: [STORED_IMAGE],
    currentPrice: 2990,
    ...over,
  };
}

/** Creates a website through the API (201 or it throws). */
export async function createWebsite(token: string, over: Record<string, unknown> = {}): Promise<CreateWebsiteResponse> {
  const res = await call<CreateWebsiteResponse>('POST', API.sync.createWebsite, { token, body: websitePayload(over) });
  if (res.status !== 201) throw new Error(`create-website failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

let pool: pg.Pool | undefined;

/** Direct SQL, to check what the API stored (one small pool per test file). */
export async function sql<T = any>(text: string, params: unknown[] = []): Promise<T[]> {
  if (!pool) {
    pool = new pg.Pool({ connectionString: databaseUrl(), max: 2, idleTimeoutMillis: 1000, allowExitOnIdle: true });
    // A file's scratch database is dropped WITH (FORCE) at its end, terminating this pool's idle client.
    pool.on('error', () => undefined);
  }
  return (await pool.query(text, params)).rows as T[];
}

/** Expects the API's JSON error shape with a given status and Serbian message. */
export function expectError(res: Res, status: number, message?: string): asserts res is Res<ApiErrorBody> {
  const shape = { statusCode: res.body?.statusCode, hasError: typeof res.body?.error === 'string' };
  if (res.status !== status || shape.statusCode !== status || !shape.hasError || (message && res.body.message !== message)) {
    throw new Error(`expected ${status} ${message ?? ''}, got ${res.status} ${JSON.stringify(res.body)}`);
  }
}

/** Runs one statement on the worker's database server (creating or dropping a database). */
async function onRoot(statement: string) {
  const root = new pg.Client({ connectionString: inject('databaseUrls')[worker()] });
  await root.connect();
  try {
    await root.query(statement);
  } finally {
    await root.end();
  }
}

/**
 * A database of its own beside the shared one, for a file that starts its own API processes (two
 * processes on one database, other settings): its URL, and `drop()` for afterAll.
 */
export async function scratchDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomUUID().slice(0, 8)}`;
  await onRoot(`CREATE DATABASE ${name}`);
  const url = new URL(inject('databaseUrls')[worker()]);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => onRoot(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A GET to `base` with the Host header a browser would send for `host` (the request goes to base's address). */
export function getOnHost(base: string, host: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname: url.hostname, port: url.port, path: url.pathname + url.search, headers: { ...headers, host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      })
      .on('error', reject);
  });
}

/** A port nobody listens on right now (the OS's pick, released again for a child process to take). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
