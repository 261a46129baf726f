import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders run by the seller: the admin's permission per client, the seller's notes on an order, and every
 * correction of the buyer's data (field, old and new value, who, when).
 */
export class SellerRunOrders1766100000000 implements MigrationInterface {
  name = 'SellerRunOrders1766100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN manage_own_orders boolean NOT NULL DEFAULT false`);
    await q.query(`
      CREATE TABLE order_notes (
        id serial PRIMARY KEY,
        order_id int NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        text varchar(1000) NOT NULL,
        author_id int REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX order_notes_order_idx ON order_notes (order_id, id)`);
    await q.query(`
      CREATE TABLE order_customer_changes (
        id serial PRIMARY KEY,
        order_id int NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        field varchar(20) NOT NULL,
        from_value varchar(200),
        to_value varchar(200),
        changed_by int REFERENCES users(id) ON DELETE SET NULL,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX order_customer_changes_order_idx ON order_customer_changes (order_id, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE order_customer_changes`);
    await q.query(`DROP TABLE order_notes`);
    await q.query(`ALTER TABLE users DROP COLUMN manage_own_orders`);
  }
}
