import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Users (spec 000 §3, with the integration fields later issues use), revocable sessions, login failures. */
export class Foundation1763800000000 implements MigrationInterface {
  name = 'Foundation1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        email varchar(254) NOT NULL,
        password varchar(255) NOT NULL,
        first_name varchar(100) NOT NULL,
        last_name varchar(100) NOT NULL,
        role varchar(16) NOT NULL DEFAULT 'client' CHECK (role IN ('admin', 'client')),
        is_active boolean NOT NULL DEFAULT true,
        company_name varchar(200),
        phone varchar(40),
        notes text,
        telegram_bot_id varchar(255),
        telegram_chat_id varchar(255),
        facebook_pixel_id varchar(64),
        google_sheets_id varchar(255),
        trackify_api_key varchar(255),
        trackify_api_key_srb varchar(255),
        custom_domain varchar(255),
        custom_domain_status varchar(32) NOT NULL DEFAULT 'pending',
        custom_domain_dns_instructions jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`);
    await q.query(`CREATE INDEX users_role_idx ON users (role)`);

    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        ip varchar(64),
        user_agent varchar(512)
      )`);
    await q.query(`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`);

    // Rate-limit bookkeeping: not worth WAL, shared by every API process.
    await q.query(`
      CREATE UNLOGGED TABLE login_failures (
        id bigserial PRIMARY KEY,
        key varchar(400) NOT NULL,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX login_failures_key_at_idx ON login_failures (key, at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE login_failures`);
    await q.query(`DROP TABLE sessions`);
    await q.query(`DROP TABLE users`);
  }
}
