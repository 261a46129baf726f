import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from '../src/bootstrap.js';
import { loadConfig } from '../src/config/app-config.js';
import { startProductSite } from './fakes/product-site.js';

export const ADMIN_EMAIL = 'admin@test.local';
export const ADMIN_PASSWORD = 'admin-pass-123';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    loginLimit: number;
    shopUrl: string;
  }
}

let server: RunningServer | undefined;
let shop: Awaited<ReturnType<typeof startProductSite>> | undefined;
let dataDir: string | undefined;

/**
 * One real server for the API end-to-end tests: the app booted from source on a random port, on a
 * fresh embedded PostgreSQL (or on DATABASE_URL when set, as in production).
 */
export async function setup(project: TestProject) {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cod-api-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const loginLimit = 5;
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    RATE_LIMIT_LOGIN_PER_MIN: String(loginLimit),
    LOG_LEVEL: 'error',
    // The fake shop below runs on localhost.
    OUTBOUND_ALLOW_PRIVATE: '1',
    AI_PROVIDER: 'offline',
    SYNC_TARGETS: '',
    // Tests play many customers by sending X-Forwarded-For (one address each).
    TRUST_PROXY: '1',
    RATE_LIMIT_ORDERS_PER_MIN: '20',
    RATE_LIMIT_ORDER_LOOKUPS_PER_MIN: '30',
    // Event-stream heartbeats (and the session re-checks they carry) every second, so tests see them.
    EVENTS_HEARTBEAT_SECONDS: '1',
  });
  shop = await startProductSite();
  server = await startServer(config);
  project.provide('baseUrl', `http://127.0.0.1:${server.port}`);
  project.provide('databaseUrl', server.databaseUrl);
  project.provide('loginLimit', loginLimit);
  project.provide('shopUrl', shop.base);
}

export async function teardown() {
  await server?.stop();
  await shop?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
