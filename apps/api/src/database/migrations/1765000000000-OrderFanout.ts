import type { MigrationInterface, QueryRunner } from 'typeorm';

const OLD_QUEUES = `('order-created', 'upsell-order-created')`;

/**
 * The fan-out outbox: one row per order and per upsell order (its public number), written in the order's own
 * transaction and claimed with FOR UPDATE SKIP LOCKED in the transaction that opens its deliveries, in
 * place of a pg-boss job per order. A claimed row was marked done (kept an hour; since FanoutClaimedByDelete
 * it is deleted); a claim that fails is tried again after `run_after`. The old queues' jobs that had not run
 * yet become outbox rows, so an upgrade in the middle of traffic loses none.
 */
export class OrderFanout1765000000000 implements MigrationInterface {
  name = 'OrderFanout1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE order_fanout (
        order_id varchar(32) PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now(),
        run_after timestamptz NOT NULL DEFAULT now(),
        attempts int NOT NULL DEFAULT 0,
        last_error varchar(500),
        done_at timestamptz
      )`);
    await q.query(`CREATE INDEX order_fanout_pending_idx ON order_fanout (created_at) WHERE done_at IS NULL`);
    await q.query(`CREATE INDEX order_fanout_done_idx ON order_fanout (done_at) WHERE done_at IS NOT NULL`);
    const [{ boss }] = await q.query(`SELECT to_regclass('pgboss.job') IS NOT NULL AS boss`);
    if (!boss) return;
    await q.query(`
      INSERT INTO order_fanout (order_id, created_at)
      SELECT singleton_key, min(created_on) FROM pgboss.job
       WHERE name IN ${OLD_QUEUES} AND state IN ('created', 'retry', 'active') AND singleton_key IS NOT NULL
       GROUP BY singleton_key
      ON CONFLICT DO NOTHING`);
    await q.query(`DELETE FROM pgboss.job WHERE name IN ${OLD_QUEUES} AND state IN ('created', 'retry', 'active')`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Rows not fanned out yet go back to the old queues as pg-boss jobs, if pg-boss's tables are there.
    const [{ boss }] = await q.query(`SELECT to_regclass('pgboss.job') IS NOT NULL AS boss`);
    if (boss) {
      await q.query(`
        INSERT INTO pgboss.job (name, data, singleton_key, retry_limit, retry_delay, retry_backoff)
        SELECT CASE WHEN f.order_id LIKE 'U%' THEN 'upsell-order-created' ELSE 'order-created' END,
               jsonb_build_object('id', coalesce(o.id, u.id), 'orderId', f.order_id), f.order_id, 8, 10, true
          FROM order_fanout f
          LEFT JOIN orders o ON o.order_id = f.order_id
          LEFT JOIN upsell_orders u ON u.order_id = f.order_id
         WHERE f.done_at IS NULL`);
    }
    await q.query(`DROP TABLE order_fanout`);
  }
}
