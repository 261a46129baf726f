import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sellers' custom domains (spec 000 §3 Domain). Uniqueness: a seller lists a host once
 * (`domains_user_host_key`); any number of sellers may add the same host unverified, but only one row per
 * host may be verified (`domains_verified_host_key`): the first to prove the TXT record owns it, and the
 * service refuses adding or verifying a host another seller has verified. One primary per seller.
 */
export class Domains1764500000000 implements MigrationInterface {
  name = 'Domains1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE domains (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        host varchar(253) NOT NULL,
        verification_token varchar(64) NOT NULL,
        is_primary boolean NOT NULL DEFAULT false,
        verified_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT domains_primary_verified CHECK (NOT is_primary OR verified_at IS NOT NULL)
      )`);
    await q.query(`CREATE UNIQUE INDEX domains_user_host_key ON domains (user_id, lower(host))`);
    await q.query(`CREATE UNIQUE INDEX domains_verified_host_key ON domains (lower(host)) WHERE verified_at IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX domains_one_primary_key ON domains (user_id) WHERE is_primary`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE domains`);
  }
}
