import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The money columns besides a site's offers, as `[table, column]`: each becomes integer minor units. */
const MONEY: [string, string][] = [
  ['orders', 'total_price'],
  ['upsell_orders', 'total_price'],
  ['upsell_products', 'original_price'],
  ['upsell_products', 'discount_price'],
  ['upsell_products', 'savings'],
];

/**
 * Money in integer minor units (the amount × 100 for RSD, EUR and KM alike), like a site's offers: order and
 * upsell order totals and the upsell offers' prices become bigint. The API still answers major units
 * (`database/table.ts` reads a `minor` column as the amount, the upsell entity's transformer likewise).
 */
export class MinorUnitMoney1764950000000 implements MigrationInterface {
  name = 'MinorUnitMoney1764950000000';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, column] of MONEY) await q.query(`ALTER TABLE ${table} ALTER COLUMN ${column} TYPE bigint USING round(${column} * 100)::bigint`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table, column] of MONEY) await q.query(`ALTER TABLE ${table} ALTER COLUMN ${column} TYPE numeric(12, 2) USING ${column} / 100.0`);
  }
}
