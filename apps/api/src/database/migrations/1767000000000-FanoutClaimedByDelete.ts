import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A fan-out row is deleted when it is claimed, in the transaction that opens the order's deliveries (which
 * say what happened), instead of being marked done and deleted an hour later. Marking it was an update that
 * could not stay on its page (a new row version, two index entries and a dead row per order): under the
 * orders bench, WAL per order 37 → 31 records (4.5 → 3.8 KB). Every row left is waiting.
 */
export class FanoutClaimedByDelete1767000000000 implements MigrationInterface {
  name = 'FanoutClaimedByDelete1767000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM order_fanout WHERE done_at IS NOT NULL`);
    await q.query(`DROP INDEX order_fanout_done_idx`);
    await q.query(`DROP INDEX order_fanout_pending_idx`);
    await q.query(`ALTER TABLE order_fanout DROP COLUMN done_at`);
    await q.query(`CREATE INDEX order_fanout_created_idx ON order_fanout (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX order_fanout_created_idx`);
    await q.query(`ALTER TABLE order_fanout ADD COLUMN done_at timestamptz`);
    await q.query(`CREATE INDEX order_fanout_pending_idx ON order_fanout (created_at) WHERE done_at IS NULL`);
    await q.query(`CREATE INDEX order_fanout_done_idx ON order_fanout (done_at) WHERE done_at IS NOT NULL`);
  }
}
