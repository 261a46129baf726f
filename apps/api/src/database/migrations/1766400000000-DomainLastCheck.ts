import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The last verification or DNS test of a domain and its result, kept on its card. */
export class DomainLastCheck1766400000000 implements MigrationInterface {
  name = 'DomainLastCheck1766400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE domains ADD COLUMN last_check_at timestamptz, ADD COLUMN last_check_ok boolean, ADD COLUMN last_check_message varchar(2000)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE domains DROP COLUMN last_check_at, DROP COLUMN last_check_ok, DROP COLUMN last_check_message`);
  }
}
