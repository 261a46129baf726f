import pg from 'pg';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { typeormOptions } from '../src/database/typeorm-options.js';
import { openingRows, parcelOrderIds, settledNotifications } from '../src/modules/deliveries/deliveries.repository.js';
import { scratchDatabase } from './helpers.js';

/**
 * The fan-out's look-ups by a list of order numbers on a fresh database that fills up under a burst. A plan a
 * connection cached while `orders` held a few rows (a scan of the whole table) must not be used once it holds
 * thousands: every fan-out round would then read all of them (PostgreSQL re-plans only after an ANALYZE, which
 * autovacuum runs about a minute later).
 */
let db: Awaited<ReturnType<typeof scratchDatabase>>;
let client: pg.Client;

const addOrders = (from: number, to: number) =>
  client.query(
    `INSERT INTO orders (user_id, website_id, order_id, product_id, total_price, first_name, phone, address, city)
     SELECT 1, 1, 'NG' || lpad(i::text, 11, '0'), 'p1', 2990, 'Ana', '0641234567', 'Ulica 1', 'Niš' FROM generate_series($1::int, $2::int) AS i`,
    [from, to],
  );
const numbers = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `NG${String(from + i).padStart(11, '0')}`);

/** Rows of `orders` this connection's statements read by scanning the table, in the running transaction. */
const scannedInTransaction = async () =>
  Number((await client.query(`SELECT coalesce(seq_tup_read, 0) AS n FROM pg_stat_xact_user_tables WHERE relname = 'orders'`)).rows[0]?.n ?? 0);

beforeAll(async () => {
  db = await scratchDatabase('cod_growing');
  const source = new DataSource({ ...typeormOptions(db.url), migrations: MIGRATIONS });
  await source.initialize();
  await source.runMigrations({ transaction: 'all' });
  await source.destroy();
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query(`INSERT INTO users (id, email, password, first_name, last_name) VALUES (1, 'rast@primer.rs', 'x', 'Rast', 'Test')`);
  await client.query(
    `INSERT INTO websites (id, user_id, offers, palette, urgency_elements, design_recommendations, hook, product_id, product_link, seo_title, seo_description, custom_url, title, short_name)
     VALUES (1, 1, '{}', '{}', '{}', '{}', 'h', 'p1', 'https://primer.rs/p1', 's', 's', 'rast', 'Sat', 'Sat')`,
  );
  await addOrders(1, 20);
}, 60_000);

afterAll(async () => {
  await client?.end();
  await db?.drop();
});

describe('look-ups by order numbers as the orders table grows', () => {
  it('read the asked orders through the index after the table grew from 20 to 20 000 orders on the same connection', async () => {
    const ids = (refs: string[]) => parcelOrderIds(client, refs).then((rows) => rows.map((r) => r.orderId));
    // More calls than PostgreSQL's five custom plans before it settles on a cached one.
    for (let i = 0; i < 8; i++) {
      expect(await openingRows(client, numbers(1, 10))).toHaveLength(10);
      expect(await parcelOrderIds(client, numbers(1, 10))).toHaveLength(10);
      expect(await settledNotifications(client, await ids(numbers(1, 10)), ['telegram'])).toHaveLength(10);
    }
    await addOrders(21, 20_000);

    await client.query('BEGIN');
    try {
      const refs = numbers(19_991, 20_000);
      expect((await openingRows<{ ref: string }>(client, refs)).map((r) => r.ref).sort()).toEqual(refs);
      expect(await parcelOrderIds(client, refs)).toHaveLength(10);
      expect(await settledNotifications(client, await ids(refs), ['telegram'])).toHaveLength(10);
      expect(await scannedInTransaction()).toBeLessThan(1_000);
    } finally {
      await client.query('COMMIT');
    }
  });
});
