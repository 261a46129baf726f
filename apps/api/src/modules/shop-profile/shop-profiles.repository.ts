import { Injectable } from '@nestjs/common';
import type { ShopProfile } from '@cod/contracts';
import type pg from 'pg';
import { SqlPool } from '../../database/sql-pool.js';
import { defineTable, type ColumnDef } from '../../database/table.js';

/** A stored profile: the contract's profile and when it last changed (ISO). */
export type ShopProfileRow = ShopProfile & { updatedAt: string };

/** `shop_profiles` (migration 1764700000000-ShopProfiles), keyed by `user_id`; every profile field is written by the upsert. */
const SHOP_PROFILES = defineTable('shop_profiles', {
  shopName: { sql: 'varchar', insert: true, nullable: true },
  legalName: { sql: 'varchar', insert: true, nullable: true },
  taxId: { sql: 'varchar', insert: true, nullable: true },
  registrationNumber: { sql: 'varchar', insert: true, nullable: true },
  address: { sql: 'varchar', insert: true, nullable: true },
  city: { sql: 'varchar', insert: true, nullable: true },
  phone: { sql: 'varchar', insert: true, nullable: true },
  email: { sql: 'varchar', insert: true, nullable: true },
  returnDays: { sql: 'smallint', insert: true, nullable: true },
  warrantyMonths: { sql: 'smallint', insert: true, nullable: true },
  markets: { sql: 'jsonb', insert: true },
  autoBlockAfterRefusals: { sql: 'int', insert: true },
  updatedAt: { sql: 'timestamptz' },
} as const satisfies Record<keyof ShopProfileRow, ColumnDef>);

const COLUMNS = SHOP_PROFILES.select();
const UPSERT = `INSERT INTO shop_profiles (user_id, ${SHOP_PROFILES.insertList}, updated_at)
  VALUES ($1, ${SHOP_PROFILES.placeholders(2)}, now())
  ON CONFLICT (user_id) DO UPDATE SET ${SHOP_PROFILES.insertColumns.map((c) => `${c.column} = EXCLUDED.${c.column}`).join(', ')}, updated_at = now()
  RETURNING ${COLUMNS}`;

/** The SQL of `shop_profiles`. */
@Injectable()
export class ShopProfilesRepository {
  constructor(private readonly sql: SqlPool) {}

  async find(userId: number): Promise<ShopProfileRow | null> {
    const { rows } = await this.sql.pool.query<ShopProfileRow>(`SELECT ${COLUMNS} FROM shop_profiles WHERE user_id = $1`, [userId]);
    return rows[0] ?? null;
  }

  /** Runs `work` in one transaction (`tx`): the profile read locked, then written. */
  transaction<T>(work: (tx: pg.PoolClient) => Promise<T>): Promise<T> {
    return this.sql.transaction(work);
  }

  async findLocked(tx: pg.PoolClient, userId: number): Promise<ShopProfileRow | null> {
    const { rows } = await tx.query<ShopProfileRow>(`SELECT ${COLUMNS} FROM shop_profiles WHERE user_id = $1 FOR UPDATE`, [userId]);
    return rows[0] ?? null;
  }

  async upsert(tx: pg.PoolClient, userId: number, profile: ShopProfile): Promise<ShopProfileRow> {
    const { rows } = await tx.query<ShopProfileRow>(UPSERT, [userId, ...SHOP_PROFILES.insertValues(profile)]);
    return rows[0];
  }
}
