import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { build } from '../../../scripts/build.mjs';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../src/database/embedded-postgres.js';
import { startProductSite } from './fakes/product-site.js';
import { ownServerEnv } from './own-servers.js';

/** GET /metrics of the shared servers. */
const TEST_METRICS_TOKEN = 'metrics-token-of-the-tests-0123';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One API server per vitest worker (index: VITEST_POOL_ID - 1), each on a database of its own. */
    baseUrls: string[];
    databaseUrls: string[];
    loginLimit: number;
    shopUrl: string;
    /** The shared servers' METRICS_TOKEN. */
    metricsToken: string;
  }
}

const root = path.resolve(import.meta.dirname, '../../..');
const LOGIN_LIMIT = 5;

let postgres: EmbeddedPostgresHandle | undefined;
let shop: Awaited<ReturnType<typeof startProductSite>> | undefined;
const servers: { child: ChildProcess; exited: Promise<unknown> }[] = [];
let dataDir: string | undefined;

/**
 * The API end-to-end tests' servers: files run in parallel, one per vitest worker, and each worker has a
 * server of its own (the compiled app as an OS process, as `npm start` runs it) on a database of its own
 * in one embedded PostgreSQL (or on DATABASE_URL's server when set), so no file sees another's writes
 * while it runs and rate limits stay predictable.
 */
export async function setup(project: TestProject) {
  build();
  const workers = Math.max(1, Number(project.globalConfig.maxWorkers) || 1);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cod-api-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const rootUrl = process.env.DATABASE_URL ?? (postgres = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), database: 'postgres', log: () => undefined })).url;
  const databaseUrls = await Promise.all(Array.from({ length: workers }, (_, i) => freshDatabase(rootUrl, `cod_e2e_${process.pid}_${i + 1}`)));
  shop = await startProductSite();
  const baseUrls = await Promise.all(databaseUrls.map((url, i) => startApi(url, path.join(dataDir!, `api-${i + 1}`))));
  project.provide('baseUrls', baseUrls);
  project.provide('databaseUrls', databaseUrls);
  project.provide('loginLimit', LOGIN_LIMIT);
  project.provide('shopUrl', shop.base);
  project.provide('metricsToken', TEST_METRICS_TOKEN);
}

export async function teardown() {
  await Promise.all(servers.map(({ child, exited }) => (child.exitCode === null ? (child.kill('SIGTERM'), exited) : undefined)));
  await shop?.close();
  await postgres?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

async function freshDatabase(rootUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: rootUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(rootUrl);
  url.pathname = `/${name}`;
  return url.href;
}

async function startApi(databaseUrl: string, apiDataDir: string): Promise<string> {
  fs.mkdirSync(apiDataDir, { recursive: true, mode: 0o755 });
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
    env: ownServerEnv(apiDataDir, {
      DATABASE_URL: databaseUrl,
      LOG_FORMAT: 'plain',
      SHUTDOWN_DELAY_MS: '0',
      RATE_LIMIT_LOGIN_PER_MIN: String(LOGIN_LIMIT),
      // The fake shop runs on localhost.
      OUTBOUND_ALLOW_PRIVATE: '1',
      // Tests play many customers by sending X-Forwarded-For (one address each).
      TRUST_PROXY: '1',
      RATE_LIMIT_ORDERS_PER_MIN: '20',
      RATE_LIMIT_ORDER_LOOKUPS_PER_MIN: '30',
      // Event-stream heartbeats (and the session re-checks they carry) every second, so tests see them.
      EVENTS_HEARTBEAT_SECONDS: '1',
      METRICS_TOKEN: TEST_METRICS_TOKEN,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  servers.push({ child, exited });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  // Errors the server logs while the tests run reach the test output.
  child.stderr!.on('data', (d) => process.stderr.write(d));
  const end = Date.now() + 90_000;
  let match: RegExpExecArray | null;
  while (!(match = /Open http:\/\/[^:\s]+:(\d+)/.exec(out))) {
    if (child.exitCode !== null) throw new Error(`The test server could not start: ${out.trim()}`);
    if (Date.now() > end) throw new Error(`The test server did not start within 90 s:\n${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  child.stdout!.removeAllListeners('data');
  child.stdout!.resume();
  return `http://127.0.0.1:${match[1]}`;
}
