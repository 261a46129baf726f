import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A failed sign-in keeps its address on its own, so the failures of one address over all e-mails
 * (RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MIN) are one index range; the per-e-mail count reads the same rows.
 * The table holds a minute or two of rows: the default fills the old ones, no rewrite.
 */
export class LoginFailuresByAddress1764810000000 implements MigrationInterface {
  name = 'LoginFailuresByAddress1764810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE login_failures ADD COLUMN address varchar(64) NOT NULL DEFAULT ''`);
    await q.query(`CREATE INDEX login_failures_address_at_idx ON login_failures (address, at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX login_failures_address_at_idx`);
    await q.query(`ALTER TABLE login_failures DROP COLUMN address`);
  }
}
