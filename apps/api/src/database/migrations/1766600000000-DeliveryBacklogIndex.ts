import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The metrics' delivery backlog (deliveries not sent, and failed ones) read without scanning every delivery ever made. */
export class DeliveryBacklogIndex1766600000000 implements MigrationInterface {
  name = 'DeliveryBacklogIndex1766600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX deliveries_backlog_idx ON deliveries (channel, state) WHERE state IN ('waiting', 'sending', 'failed')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX deliveries_backlog_idx`);
  }
}
