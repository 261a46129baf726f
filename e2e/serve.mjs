#!/usr/bin/env node
// The server for the browser tests: the compiled app (as `npm start` runs it) on a fresh data folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_ADMIN } from './fixtures/accounts.mjs';
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
  // The product pages of the browser tests come from the local shop below.
  OUTBOUND_ALLOW_PRIVATE: '1',
  AI_PROVIDER: 'offline',
});
await startShop();
// Telegram, Google Sheets, Meta and Trackify: local fakes speaking their protocols.
Object.assign(process.env, (await startE2eIntegrations()).env);
delete process.env.DATABASE_URL;
await import('../apps/api/dist/main.js');
