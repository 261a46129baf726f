import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The seller's shop identity and terms: one row per seller, the market terms as JSON. The orders' index by
 * website gains the order time, for the sales pages' real count of the last 24 hours (same index count).
 */
export class ShopProfiles1764700000000 implements MigrationInterface {
  name = 'ShopProfiles1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE shop_profiles (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        shop_name varchar(100),
        legal_name varchar(150),
        tax_id varchar(13),
        registration_number varchar(20),
        address varchar(200),
        city varchar(100),
        phone varchar(40),
        email varchar(254),
        return_days smallint CHECK (return_days BETWEEN 14 AND 365),
        warranty_months smallint CHECK (warranty_months BETWEEN 0 AND 120),
        markets jsonb NOT NULL DEFAULT '{}'::jsonb,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX orders_website_created_idx ON orders (website_id, created_at)`);
    await q.query(`DROP INDEX orders_website_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX orders_website_idx ON orders (website_id)`);
    await q.query(`DROP INDEX orders_website_created_idx`);
    await q.query(`DROP TABLE shop_profiles`);
  }
}
