import type { RunningServer } from '../src/bootstrap.js';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnServers } from './own-servers.js';
import { ADMIN, createWebsite, customerIp, login, newClient, scratchDatabase, sql, useServer } from './helpers.js';

/**
 * A buyer's order that waits in the order writer's queue when the server is told to stop, and whose connection
 * is gone by then (a phone that lost its network): the HTTP drain no longer counts it, yet it is stored before
 * the database pools close.
 */
const own = new OwnServers('cod-shutdown-orders');
let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
let server: RunningServer;
let websiteId: number;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  scratch = await scratchDatabase('cod_shutdown_orders');
  server = await own.start({
    DATABASE_URL: scratch.url,
    JWT_SECRET: 'shutdown-tests-jwt-secret-0123456789abcdef0123',
    SECRETS_KEY: 'shutdown-tests-secrets-key-0123456789abcdef01',
    OUTBOUND_ALLOW_PRIVATE: '1',
    TRUST_PROXY: '1',
  });
  useServer(`http://127.0.0.1:${server.port}`, scratch.url);
  const seller = await newClient((await login(ADMIN.email, ADMIN.password)).token);
  websiteId = (await createWebsite(seller.token, { customUrl: `gasenje-${randomUUID().slice(0, 8)}` })).website.id;
}, 60_000);

afterAll(async () => {
  await own.stopAll();
  await scratch?.drop();
}, 60_000);

describe('stopping the server', () => {
  it('stores an order still queued for its batch whose buyer has gone', async () => {
    // The order budgets' table held by another transaction: the writer's batch waits on its count.
    const holder = new pg.Client({ connectionString: scratch.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE rate_limit_hits IN EXCLUSIVE MODE');
      const buyer = new AbortController();
      const sent = fetch(`http://127.0.0.1:${server.port}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': customerIp() },
        body: JSON.stringify({ websiteId, quantity: 1, customerData: { name: 'Prekinuta Veza', phone: '064 765 4321', address: 'Ulica 2', city: 'Kragujevac' } }),
        signal: buyer.signal,
      }).catch(() => 'gone');
      await expect.poll(async () => (await sql(`SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%rate_limit_hits%'`)).length).toBe(1);
      buyer.abort();
      expect(await sent).toBe('gone');
      const stopped = server.stop();
      await sleep(500);
      await holder.query('COMMIT');
      await stopped;
    } finally {
      await holder.end();
    }
    expect(await sql(`SELECT order_id FROM orders WHERE first_name = 'Prekinuta' AND website_id = $1`, [websiteId])).toHaveLength(1);
  });
});
