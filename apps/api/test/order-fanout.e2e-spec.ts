import type { CreateOrderResponse, WebsiteResponse } from '@cod/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createWebsite, customerIp, newClient, sql } from './helpers.js';

/**
 * The fan-out outbox (order_fanout): a batch whose fan-out fails is tried order by order, so one bad order
 * holds up no other; the bad one waits a growing time with its reason, and goes once the cause is gone.
 * The failure is a deferred constraint trigger: it fires at the commit of the fan-out's transaction, after
 * the rows were claimed and the deliveries decided, for orders of a buyer named "Otrov".
 */
let site: WebsiteResponse;

const order = (name: string) =>
  call<CreateOrderResponse>('POST', '/api/orders', {
    body: { websiteId: site.id, quantity: 1, customerData: { name, phone: '064 123 4567', address: 'Ulica 1', city: 'Niš' } },
    headers: { 'x-forwarded-for': customerIp() },
  });

const fanout = async (orderId: string) =>
  (await sql<{ done: boolean; attempts: number; lastError: string | null; waits: boolean }>(
    `SELECT done_at IS NOT NULL AS done, attempts, last_error AS "lastError", run_after > now() AS waits FROM order_fanout WHERE order_id = $1`,
    [orderId],
  ))[0];

async function poison() {
  await sql(`CREATE FUNCTION fanout_poison() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.done_at IS NOT NULL AND EXISTS (SELECT 1 FROM orders WHERE order_id = NEW.order_id AND first_name = 'Otrov') THEN
        RAISE EXCEPTION 'otrovna narudžbina %', NEW.order_id;
      END IF;
      RETURN NULL;
    END $$`);
  await sql(`CREATE CONSTRAINT TRIGGER fanout_poison AFTER UPDATE ON order_fanout DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fanout_poison()`);
}

async function cure() {
  await sql(`DROP TRIGGER IF EXISTS fanout_poison ON order_fanout`);
  await sql(`DROP FUNCTION IF EXISTS fanout_poison()`);
}

beforeAll(async () => {
  const owner = await newClient(await adminToken());
  site = (await createWebsite(owner.token, { customUrl: `fanout-${randomUUID().slice(0, 8)}` })).website;
  await poison();
});

afterAll(cure);

describe('order fan-out outbox', () => {
  it('isolates an order whose fan-out fails: the others go, it waits with its reason, and goes once the cause is gone', async () => {
    const [bad, ...good] = await Promise.all([order('Otrov Test'), order('Ana Anić'), order('Marko Marković'), order('Jelena Jovanović')]);
    expect([bad, ...good].map((r) => r.status)).toEqual([201, 201, 201, 201]);

    for (const r of good) await expect.poll(async () => (await fanout(r.body.orderId)).done, { timeout: 10_000 }).toBe(true);
    await expect.poll(async () => (await fanout(bad.body.orderId)).attempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const waiting = await fanout(bad.body.orderId);
    expect(waiting.done).toBe(false);
    expect(waiting.lastError).toContain('otrovna narudžbina');

    await cure();
    await expect.poll(async () => (await fanout(bad.body.orderId)).done, { timeout: 20_000 }).toBe(true);
    // Each order has one row: fanned out once.
    const ids = [bad, ...good].map((r) => r.body.orderId);
    expect((await sql(`SELECT count(*)::int AS n FROM order_fanout WHERE order_id = ANY($1) AND done_at IS NOT NULL`, [ids]))[0].n).toBe(4);
  }, 40_000);
});
