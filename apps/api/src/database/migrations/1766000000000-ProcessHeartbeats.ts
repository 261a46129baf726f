import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which API processes are alive: a row per process, its heartbeat every few seconds (modules/jobs). A delivery
 * being sent names the process sending it (`holder`), so another process can take it over once that process's
 * heartbeat stops, instead of waiting for its lease to run out.
 */
export class ProcessHeartbeats1766000000000 implements MigrationInterface {
  name = 'ProcessHeartbeats1766000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_processes (
        id uuid PRIMARY KEY,
        pid int NOT NULL,
        host varchar(255) NOT NULL,
        started_at timestamptz NOT NULL DEFAULT now(),
        heartbeat_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`ALTER TABLE deliveries ADD COLUMN holder uuid`);
    // The deliveries being sent, looked at every few seconds by every process: few rows of a large table.
    await q.query(`CREATE INDEX deliveries_sending_idx ON deliveries (holder) WHERE state = 'sending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX deliveries_sending_idx`);
    await q.query(`ALTER TABLE deliveries DROP COLUMN holder`);
    await q.query(`DROP TABLE api_processes`);
  }
}
