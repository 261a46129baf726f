import pg from 'pg';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { typeormOptions } from '../src/database/typeorm-options.js';
import { scratchDatabase } from './helpers.js';

/** Migration OrderOwnerIsSiteOwner: an order's seller is its website's owner, checked by one key on both columns. */
let db: Awaited<ReturnType<typeof scratchDatabase>>;
let client: pg.Client;

const FOREIGN_KEY_VIOLATION = '23503';
const sqlError = (p: Promise<unknown>) => p.then(() => null, (err: { code?: string; constraint?: string }) => ({ code: err.code, constraint: err.constraint }));

const addOrder = (userId: number, websiteId: number, orderId: string) =>
  client.query<{ id: number }>(
    `INSERT INTO orders (user_id, website_id, order_id, product_id, total_price, first_name, phone, address, city)
     VALUES ($1, $2, $3, 'p1', 2990, 'Ana', '0641234567', 'Ulica 1', 'Niš') RETURNING id`,
    [userId, websiteId, orderId],
  );
const addUpsell = (userId: number, websiteId: number, originalId: number, orderId: string) =>
  client.query(
    `INSERT INTO upsell_orders (original_order_id, upsell_product_id, website_id, user_id, order_id, total_price, currency, currency_symbol, customer_data)
     VALUES ($1, $2, $3, $4, $5, 990, 'RSD', 'RSD', '{}')`,
    [originalId, websiteId, websiteId, userId, orderId],
  );
const count = async (table: string) => (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
const foreignKeys = async (table: string) =>
  (await client.query<{ d: string }>(`SELECT pg_get_constraintdef(oid) AS d FROM pg_constraint WHERE conrelid = $1::regclass AND contype = 'f' ORDER BY 1`, [table])).rows.map(
    (r) => r.d,
  );

beforeAll(async () => {
  db = await scratchDatabase('cod_order_owner');
  const source = new DataSource({ ...typeormOptions(db.url), migrations: MIGRATIONS });
  await source.initialize();
  await source.runMigrations({ transaction: 'all' });
  await source.destroy();
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  for (const id of [1, 2]) {
    await client.query(`INSERT INTO users (id, email, password, first_name, last_name) VALUES ($1, $2, 'x', 'Prodavac', 'Test')`, [id, `prodavac${id}@primer.rs`]);
    await client.query(
      `INSERT INTO websites (id, user_id, offers, palette, urgency_elements, design_recommendations, hook, product_id, product_link, seo_title, seo_description, custom_url, title, short_name)
       VALUES ($1, $1, '{}', '{}', '{}', '{}', 'h', $2, 'https://primer.rs/p1', 's', 's', $2, 'Sat', 'Sat')`,
      [id, `sat-${id}`],
    );
    await client.query(`INSERT INTO upsell_products (id, website_id, original_url, title, original_price, discount_price, savings) VALUES ($1, $1, 'https://primer.rs/u', 'Jastuk', 1990, 990, 1000)`, [id]);
  }
}, 60_000);

afterAll(async () => {
  await client?.end();
  await db?.drop();
});

describe("an order's seller is its website's owner", () => {
  it('refuses an order or an upsell order whose seller is not the owner of its website', async () => {
    const { rows } = await addOrder(1, 1, 'NOWNER0000001');
    expect(await sqlError(addOrder(2, 1, 'NOWNER0000002'))).toEqual({ code: FOREIGN_KEY_VIOLATION, constraint: 'orders_website_owner_fkey' });
    expect(await sqlError(addOrder(1, 99, 'NOWNER0000003'))).toEqual({ code: FOREIGN_KEY_VIOLATION, constraint: 'orders_website_owner_fkey' });
    expect(await sqlError(addUpsell(2, 1, rows[0].id, 'NOWNER0000001-U'))).toEqual({ code: FOREIGN_KEY_VIOLATION, constraint: 'upsell_orders_website_owner_fkey' });
    expect(await sqlError(addUpsell(1, 1, rows[0].id, 'NOWNER0000001-U'))).toBeNull();
    expect(await foreignKeys('orders')).toEqual(['FOREIGN KEY (website_id, user_id) REFERENCES websites(id, user_id) ON UPDATE CASCADE ON DELETE CASCADE']);
  });

  it("deleting a seller deletes their orders and upsell orders (through their websites), and nobody else's", async () => {
    const { rows } = await addOrder(2, 2, 'NOWNER0000010');
    await addUpsell(2, 2, rows[0].id, 'NOWNER0000010-U');
    await client.query(`DELETE FROM users WHERE id = 1`);
    expect((await client.query(`SELECT user_id FROM orders UNION ALL SELECT user_id FROM upsell_orders`)).rows).toEqual([{ user_id: 2 }, { user_id: 2 }]);
  });

  it('undone, the two keys of one column each come back, and the checks they made hold', async () => {
    const source = new DataSource({ ...typeormOptions(db.url), migrations: MIGRATIONS });
    await source.initialize();
    try {
      await source.undoLastMigration({ transaction: 'all' });
      expect(await foreignKeys('orders')).toEqual([
        'FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE',
        'FOREIGN KEY (website_id) REFERENCES websites(id) ON DELETE CASCADE',
      ]);
      expect(await sqlError(addOrder(2, 99, 'NOWNER0000020'))).toMatchObject({ code: FOREIGN_KEY_VIOLATION });
      await source.runMigrations({ transaction: 'all' });
      expect(await foreignKeys('upsell_orders')).toContain('FOREIGN KEY (website_id, user_id) REFERENCES websites(id, user_id) ON UPDATE CASCADE ON DELETE CASCADE');
      expect(await count('orders')).toBe(1);
    } finally {
      await source.destroy();
    }
  });
});
