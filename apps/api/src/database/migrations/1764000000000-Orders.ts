import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Orders and upsell orders (spec 000 §3, 001 §3). The pg-boss job tables live in schema `pgboss`, managed by pg-boss. */
export class Orders1764000000000 implements MigrationInterface {
  name = 'Orders1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE orders (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        website_id integer NOT NULL REFERENCES websites (id) ON DELETE CASCADE,
        order_id varchar(32) NOT NULL UNIQUE,
        product_id varchar(32) NOT NULL,
        quantity smallint NOT NULL DEFAULT 1 CHECK (quantity BETWEEN 1 AND 100),
        total_price numeric(12, 2) NOT NULL,
        currency varchar(8) NOT NULL DEFAULT 'RSD',
        currency_symbol varchar(8) NOT NULL DEFAULT 'RSD',
        first_name varchar(120) NOT NULL,
        last_name varchar(120) NOT NULL DEFAULT '',
        email varchar(254),
        phone varchar(20) NOT NULL,
        address varchar(200) NOT NULL,
        city varchar(100) NOT NULL,
        postal_code varchar(12),
        notes text,
        status varchar(16) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processing', 'completed', 'cancelled')),
        product_name varchar(300),
        tracking_id varchar(100),
        notifications_sent boolean NOT NULL DEFAULT false,
        upsell_delayed_until timestamptz,
        idempotency_key varchar(100),
        client_ip varchar(64),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX orders_idempotency_key ON orders (website_id, idempotency_key) WHERE idempotency_key IS NOT NULL`);
    await q.query(`CREATE INDEX orders_user_created_idx ON orders (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX orders_website_idx ON orders (website_id)`);
    await q.query(`CREATE INDEX orders_status_idx ON orders (status)`);

    await q.query(`
      CREATE TABLE upsell_orders (
        id serial PRIMARY KEY,
        original_order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        upsell_product_id integer NOT NULL REFERENCES upsell_products (id) ON DELETE CASCADE,
        website_id integer NOT NULL REFERENCES websites (id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        order_id varchar(32) NOT NULL UNIQUE,
        quantity smallint NOT NULL DEFAULT 1,
        total_price numeric(12, 2) NOT NULL,
        currency varchar(8) NOT NULL,
        currency_symbol varchar(8) NOT NULL,
        customer_data jsonb NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'pending',
        tracking_id varchar(100),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (original_order_id, upsell_product_id)
      )`);
    await q.query(`CREATE INDEX upsell_orders_user_idx ON upsell_orders (user_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE upsell_orders`);
    await q.query(`DROP TABLE orders`);
  }
}
