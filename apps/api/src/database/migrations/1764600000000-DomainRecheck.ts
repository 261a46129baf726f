import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The daily re-check of verified domains: when the verification TXT record is first found missing
 * (`record_missing_since`) and when each domain was last checked (the job takes the oldest first).
 */
export class DomainRecheck1764600000000 implements MigrationInterface {
  name = 'DomainRecheck1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE domains ADD COLUMN record_missing_since timestamptz, ADD COLUMN checked_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE domains DROP COLUMN record_missing_since, DROP COLUMN checked_at`);
  }
}
