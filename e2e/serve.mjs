#!/usr/bin/env node
// The server for the browser tests: the compiled app (as `npm start` runs it) on a fresh data folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_ADMIN } from './fixtures/accounts.mjs';
import { E2E_DNS_PORT, startE2eDns } from './fixtures/dns.mjs';
import { startE2eIntegrations } from './fixtures/integrations.mjs';
import { startShop } from './fixtures/shop.mjs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cod-e2e-'));
fs.chmodSync(dataDir, 0o755);
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));

Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: process.env.E2E_PORT ?? '3217',
  HOST: '127.0.0.1',
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  LOG_LEVEL: 'warn',
  // No proxy watches readiness here: stop at once.
  SHUTDOWN_DELAY_MS: '0',
  // The product pages of the browser tests come from the local shop below.
  OUTBOUND_ALLOW_PRIVATE: '1',
  AI_PROVIDER: 'offline',
  // Our own address, as in production: Host routing then answers a name that is neither ours nor a
  // verified domain with the 404 page (e2e/domains.spec.ts). The same host as the tests' baseURL, so no page
  // counts as a preview; the CNAME target shown in DNS Setup is a name, not 127.0.0.1.
  PUBLIC_BASE_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3217'}`,
  DOMAIN_CNAME_TARGET: 'sajtovi.platforma-e2e.rs',
});
// A second server for one worker (e2e/own-server.ts) uses the first one's shop and DNS server, which listen on fixed ports.
const shared = process.env.E2E_SHARED_FIXTURES === '1';
if (!shared) await startShop();
// Telegram, Google Sheets, Meta and Trackify: local fakes speaking their protocols.
Object.assign(process.env, (await startE2eIntegrations()).env);
// Domain verification asks a local DNS server; the tests publish its records over HTTP (fixtures/dns.mjs).
Object.assign(process.env, shared ? { DNS_SERVERS: `127.0.0.1:${E2E_DNS_PORT}` } : (await startE2eDns()).env);
delete process.env.DATABASE_URL;
await import('../apps/api/dist/main.js');
