import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Personal API tokens: kept as a sha256 hash with their scopes, expiry, last use and revocation. */
export class ApiTokens1766700000000 implements MigrationInterface {
  name = 'ApiTokens1766700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_tokens (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name varchar(100) NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        prefix varchar(12) NOT NULL,
        scopes varchar(20)[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz,
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX api_tokens_user_idx ON api_tokens (user_id) WHERE revoked_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE api_tokens`);
  }
}
