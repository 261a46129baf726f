import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The last real result of each seller's integration (a delivery settled, or a test), for "connected" that is true. */
export class IntegrationStatus1766300000000 implements MigrationInterface {
  name = 'IntegrationStatus1766300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE integration_status (
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        channel varchar(20) NOT NULL,
        result varchar(10) NOT NULL,
        error varchar(500),
        at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, channel)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE integration_status`);
  }
}
