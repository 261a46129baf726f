import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The courier's answer: every shipment status Trackify reports (pushed or asked for), once per
 * (tracking number, status, time); the parcel's last status on the order (the buyer's history counts it);
 * why the system changed an order's status; the seller's webhook secret (sealed); the automatic block.
 */
export class CourierAnswers1766200000000 implements MigrationInterface {
  name = 'CourierAnswers1766200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN shipment_status varchar(20)`);
    await q.query(`CREATE INDEX orders_open_shipments_idx ON orders (id) WHERE tracking_id IS NOT NULL AND (shipment_status IS NULL OR shipment_status NOT IN ('delivered', 'returned', 'refused'))`);
    await q.query(`CREATE INDEX orders_tracking_idx ON orders (tracking_id) WHERE tracking_id IS NOT NULL`);
    await q.query(`ALTER TABLE order_status_changes ADD COLUMN reason varchar(300)`);
    await q.query(`
      CREATE TABLE shipment_events (
        id serial PRIMARY KEY,
        order_id int NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        tracking_id varchar(100) NOT NULL,
        status varchar(20) NOT NULL,
        at timestamptz NOT NULL,
        note varchar(500),
        source varchar(10) NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (tracking_id, status, at)
      )`);
    await q.query(`CREATE INDEX shipment_events_order_idx ON shipment_events (order_id, at)`);
    await q.query(`
      CREATE TABLE trackify_webhook_secrets (
        user_id int PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        secret text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`ALTER TABLE shop_profiles ADD COLUMN auto_block_after_refusals int NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE shop_profiles DROP COLUMN auto_block_after_refusals`);
    await q.query(`DROP TABLE trackify_webhook_secrets`);
    await q.query(`DROP TABLE shipment_events`);
    await q.query(`ALTER TABLE order_status_changes DROP COLUMN reason`);
    await q.query(`DROP INDEX orders_tracking_idx`);
    await q.query(`DROP INDEX orders_open_shipments_idx`);
    await q.query(`ALTER TABLE orders DROP COLUMN shipment_status`);
  }
}
