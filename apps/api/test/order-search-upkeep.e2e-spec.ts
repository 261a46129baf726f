import type { RunningServer } from '../src/bootstrap.js';
import { API, type OrderListItem } from '@cod/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnServers } from './own-servers.js';
import { ADMIN, call, createWebsite, customerIp, login, newClient, scratchDatabase, sql, useServer } from './helpers.js';

/**
 * The search index's pending list (GIN's fast update) is emptied while orders come in, not left to grow until
 * an order batch passes its limit and empties it itself, holding every order of the moment. Autovacuum, which
 * would also empty it, is off for `orders` here.
 */
const own = new OwnServers('cod-order-search-upkeep');
let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
let server: RunningServer;
let websiteId: number;
let token: string;

const pending = async () => (await sql<{ n: number }>(`SELECT pending_tuples::int AS n FROM pgstatginindex('orders_search_trgm_idx')`))[0].n;

beforeAll(async () => {
  scratch = await scratchDatabase('cod_order_search');
  server = await own.start({
    DATABASE_URL: scratch.url,
    JWT_SECRET: 'search-tests-jwt-secret-0123456789abcdef012345',
    SECRETS_KEY: 'search-tests-secrets-key-0123456789abcdef0123',
    TRUST_PROXY: '1',
  });
  useServer(`http://127.0.0.1:${server.port}`, scratch.url);
  await sql(`CREATE EXTENSION IF NOT EXISTS pgstattuple`);
  await sql(`ALTER TABLE orders SET (autovacuum_enabled = off)`);
  token = (await login(ADMIN.email, ADMIN.password)).token;
  const seller = await newClient(token);
  websiteId = (await createWebsite(seller.token, { customUrl: `pretraga-${randomUUID().slice(0, 8)}` })).website.id;
}, 60_000);

afterAll(async () => {
  await own.stopAll();
  await scratch?.drop();
}, 60_000);

describe('the order search index', () => {
  it('has its pending list emptied within seconds of new orders, and finds them', async () => {
    const names = Array.from({ length: 30 }, (_, i) => `Kupac${i} Pretražić`);
    const placed = await Promise.all(
      names.map((name) =>
        call('POST', '/api/orders', {
          body: { websiteId, quantity: 1, customerData: { name, phone: '064 765 4321', address: 'Ulica 2', city: 'Kragujevac' } },
          headers: { 'x-forwarded-for': customerIp() },
        }),
      ),
    );
    expect(placed.map((r) => r.status)).toEqual(names.map(() => 201));
    await expect.poll(pending, { timeout: 5000, interval: 200 }).toBe(0);
    const found = await call<OrderListItem[]>('GET', `${API.orders.root}?q=pretrazic&limit=50`, { token });
    expect(found.status).toBe(200);
    expect(found.body.map((o) => o.orderId).sort()).toEqual(placed.map((r) => r.body.orderId).sort());
  });
});
