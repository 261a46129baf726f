import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The orders console: search and duplicate columns with their indexes, status history, the
 * sellers' blocklist, the event log behind GET /api/events, and the rate-limit counters every process shares.
 */
export class OrdersConsole1764200000000 implements MigrationInterface {
  name = 'OrdersConsole1764200000000';

  async up(q: QueryRunner): Promise<void> {
    // Substring search (`q`) uses trigrams when the server allows the extension (a managed server may not:
    // the search then still works, without the index). A GIN index with a large pending list: new orders
    // only append to the list (autovacuum merges it in the background), so an order never waits for a
    // merge; with the default 4 MB list the merges put p99 of POST /api/orders at 55 ms, a GiST index
    // searched 2–10× slower.
    await q.query(`
      DO $$ BEGIN
        CREATE EXTENSION IF NOT EXISTS pg_trgm;
      EXCEPTION WHEN insufficient_privilege OR undefined_file THEN
        RAISE NOTICE 'pg_trgm is not available: order search runs without its index';
      END $$`);

    // What `q` matches in an order: its number, names, e-mail and the phone's digits (the product is matched
    // through its website); folded like searchFold() in contracts (lower case, Serbian letters without their
    // marks: 'Šarić' → 'saric'), whatever the database's locale (the embedded one is C, where lower() leaves Š).
    await q.query(`
      ALTER TABLE orders
        ADD COLUMN search_text text GENERATED ALWAYS AS (
          translate(
            lower(order_id || ' ' || first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || regexp_replace(phone, '\\D', '', 'g')),
            'ŠĐČĆŽšđčćž', 'sdcczsdccz')
        ) STORED,
        ADD COLUMN phone_tail varchar(9) GENERATED ALWAYS AS (right(regexp_replace(phone, '\\D', '', 'g'), 9)) STORED`);
    await q.query(`
      DO $$ BEGIN
        IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
          CREATE INDEX orders_search_trgm_idx ON orders USING gin (search_text gin_trgm_ops) WITH (gin_pending_list_limit = 16384);
        END IF;
      END $$`);
    await q.query(`CREATE INDEX orders_created_idx ON orders (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX orders_user_phone_idx ON orders (user_id, phone_tail, created_at)`);
    await q.query(`CREATE INDEX orders_status_created_idx ON orders (status, created_at DESC)`);
    await q.query(`DROP INDEX orders_status_idx`);

    await q.query(`
      CREATE TABLE order_status_changes (
        id serial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        from_status varchar(16),
        to_status varchar(16) NOT NULL,
        changed_by integer REFERENCES users (id) ON DELETE SET NULL,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX order_status_changes_order_idx ON order_status_changes (order_id, changed_at)`);

    await q.query(`
      CREATE TABLE order_blocks (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind varchar(16) NOT NULL CHECK (kind IN ('phone', 'address')),
        key varchar(400) NOT NULL,
        value varchar(400) NOT NULL,
        from_order_id varchar(32),
        created_by integer REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, kind, key)
      )`);

    // Written in the same transaction as the change it tells of; GET /api/events reads it (live and replay).
    await q.query(`
      CREATE TABLE events (
        id bigserial PRIMARY KEY,
        name varchar(32) NOT NULL,
        user_id integer NOT NULL,
        website_id integer NOT NULL,
        data jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX events_user_idx ON events (user_id, id)`);
    await q.query(`CREATE INDEX events_created_idx ON events (created_at)`);

    // Counters, not records: unlogged (no WAL), a crash only resets the current minute.
    await q.query(`
      CREATE UNLOGGED TABLE rate_limit_hits (
        bucket varchar(32) NOT NULL,
        key varchar(200) NOT NULL,
        window_start timestamptz NOT NULL,
        count integer NOT NULL,
        PRIMARY KEY (bucket, key, window_start)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rate_limit_hits`);
    await q.query(`DROP TABLE events`);
    await q.query(`DROP TABLE order_blocks`);
    await q.query(`DROP TABLE order_status_changes`);
    await q.query(`CREATE INDEX orders_status_idx ON orders (status)`);
    await q.query(`DROP INDEX orders_status_created_idx`);
    await q.query(`DROP INDEX orders_user_phone_idx`);
    await q.query(`DROP INDEX orders_created_idx`);
    await q.query(`DROP INDEX IF EXISTS orders_search_trgm_idx`);
    await q.query(`ALTER TABLE orders DROP COLUMN phone_tail, DROP COLUMN search_text`);
  }
}
