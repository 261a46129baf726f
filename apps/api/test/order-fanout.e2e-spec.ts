import type { CreateOrderResponse, WebsiteResponse } from '@cod/contracts';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { typeormOptions } from '../src/database/typeorm-options.js';
import { adminToken, call, createWebsite, customerIp, newClient, scratchDatabase, sql } from './helpers.js';

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

/** An order's fan-out: done (its row gone, its deliveries opened, in one transaction), or its row while it waits. */
const fanout = async (orderId: string) =>
  (await sql<{ done: boolean; attempts: number | null; lastError: string | null }>(
    `SELECT f.order_id IS NULL AND EXISTS (SELECT 1 FROM deliveries d JOIN orders o ON o.id = d.order_id WHERE o.order_id = $1) AS done,
            f.attempts, f.last_error AS "lastError"
       FROM (SELECT 1) one LEFT JOIN order_fanout f ON f.order_id = $1`,
    [orderId],
  ))[0];

async function poison() {
  await sql(`CREATE FUNCTION fanout_poison() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM orders WHERE order_id = OLD.order_id AND first_name = 'Otrov') THEN
        RAISE EXCEPTION 'otrovna narudžbina %', OLD.order_id;
      END IF;
      RETURN NULL;
    END $$`);
  await sql(`CREATE CONSTRAINT TRIGGER fanout_poison AFTER DELETE ON order_fanout DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fanout_poison()`);
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
    await expect.poll(async () => (await fanout(bad.body.orderId)).attempts ?? 0, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const waiting = await fanout(bad.body.orderId);
    expect(waiting.done).toBe(false);
    expect(waiting.lastError).toContain('otrovna narudžbina');

    await cure();
    await expect.poll(async () => (await fanout(bad.body.orderId)).done, { timeout: 20_000 }).toBe(true);
    // Each order fanned out once: no row left, one delivery per channel that applies (the shipment's, off).
    const ids = [bad, ...good].map((r) => r.body.orderId);
    expect((await sql(`SELECT count(*)::int AS n FROM order_fanout WHERE order_id = ANY($1)`, [ids]))[0].n).toBe(0);
    const opened = await sql(`SELECT o.order_id AS "orderId", d.channel FROM deliveries d JOIN orders o ON o.id = d.order_id WHERE o.order_id = ANY($1)`, [ids]);
    expect(opened.map((d) => `${d.orderId}:${d.channel}`).sort()).toEqual(ids.map((id) => `${id}:shipment`).sort());
  }, 40_000);
});

describe('migrations OrderFanout and FanoutClaimedByDelete', () => {
  const OUTBOX_MIGRATIONS = ['OrderFanout1765000000000', 'FanoutClaimedByDelete1767000000000'];

  it('move the old queues’ waiting jobs into the outbox (done ones stay), and back when undone', async () => {
    const db = await scratchDatabase('cod_fanout_migration');
    const source = new DataSource({ ...typeormOptions(db.url), migrations: MIGRATIONS.filter((m) => !OUTBOX_MIGRATIONS.includes(m.name!)) });
    const boss = new PgBoss({ connectionString: db.url, schema: 'pgboss', max: 2 });
    boss.on('error', () => undefined);
    const client = new pg.Client({ connectionString: db.url });
    try {
      await source.initialize();
      await source.runMigrations({ transaction: 'all' });
      await source.destroy();
      // An upgrade in the middle of traffic: pg-boss's tables with jobs of the old queues in every state.
      await boss.start();
      for (const q of ['order-created', 'upsell-order-created']) await boss.createQueue(q, { name: q });
      await boss.send('order-created', { id: 1, orderId: 'NWAITING000001' }, { singletonKey: 'NWAITING000001' });
      await boss.send('upsell-order-created', { id: 2, orderId: 'UWAITING000002' }, { singletonKey: 'UWAITING000002' });
      const doneId = (await boss.send('order-created', { id: 3, orderId: 'NDONE000000003' }, { singletonKey: 'NDONE000000003' }))!;
      // A process took both order-created jobs and finished one: the other is left active.
      expect(await boss.fetch('order-created', { batchSize: 10 })).toHaveLength(2);
      await boss.complete('order-created', doneId);
      await boss.stop({ graceful: false, wait: true, timeout: 2000 });

      const all = new DataSource({ ...typeormOptions(db.url), migrations: MIGRATIONS });
      await all.initialize();
      await all.runMigrations({ transaction: 'all' });
      await client.connect();
      const outbox = (await client.query(`SELECT order_id FROM order_fanout ORDER BY order_id`)).rows.map((r) => r.order_id);
      // The waiting job and the one taken but not finished; not the completed one.
      expect(outbox).toEqual(['NWAITING000001', 'UWAITING000002']);
      const left = (await client.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name IN ('order-created', 'upsell-order-created') AND state IN ('created', 'retry', 'active')`)).rows[0].n;
      expect(left).toBe(0);

      await all.undoLastMigration({ transaction: 'all' });
      await all.undoLastMigration({ transaction: 'all' });
      await all.destroy();
      expect((await client.query(`SELECT to_regclass('order_fanout') IS NULL AS gone`)).rows[0].gone).toBe(true);
      const back = (await client.query(`SELECT name, singleton_key FROM pgboss.job WHERE state = 'created' ORDER BY singleton_key`)).rows;
      expect(back).toEqual(outbox.map((id) => ({ name: id.startsWith('U') ? 'upsell-order-created' : 'order-created', singleton_key: id })));
    } finally {
      await client.end().catch(() => undefined);
      await boss.stop({ graceful: false, wait: true, timeout: 2000 }).catch(() => undefined);
      await db.drop();
    }
  }, 60_000);
});
