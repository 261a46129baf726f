import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EMPTY_SHOP_PROFILE, missingShopProfileFields, normalizeShopProfile, type MarketTerms, type ShopProfile, type ShopProfileRequest, type ShopProfileResponse } from '@cod/contracts';
import type pg from 'pg';
import { SqlPool } from '../../database/sql-pool.js';
import { DomainEvents, type DomainEvent } from '../events/index.js';

const COLUMNS = `shop_name AS "shopName", legal_name AS "legalName", tax_id AS "taxId", registration_number AS "registrationNumber",
  address, city, phone, email, return_days AS "returnDays", warranty_months AS "warrantyMonths", markets,
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;
const MAX_CACHED_SELLERS = 10_000;

type Row = ShopProfile & { updatedAt: string };

const changed = (userId: number): DomainEvent => ({ name: 'shop-profile.changed', payload: { userId } });

/**
 * The seller's shop identity and terms (CONTRACT "Shop identity and honest pages"). Public pages read it
 * from memory; a change drops it, and the seller's cached pages, in every process.
 */
@Injectable()
export class ShopProfileService implements OnModuleInit {
  private readonly cache = new Map<number, ShopProfile | null>();

  constructor(
    private readonly sql: SqlPool,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit() {
    this.events.on('shop-profile.changed', ({ userId }) => this.cache.delete(userId));
  }

  /** Subscribes to changes of any seller's profile (the page cache drops that seller's pages). */
  onChange(handler: (userId: number) => void): () => void {
    return this.events.on('shop-profile.changed', ({ userId }) => handler(userId));
  }

  async get(userId: number): Promise<ShopProfileResponse> {
    const { rows } = await this.sql.pool.query<Row>(`SELECT ${COLUMNS} FROM shop_profiles WHERE user_id = $1`, [userId]);
    return toResponse(rows[0] ?? null);
  }

  /** Merges the request into the stored profile (a field left out keeps its value) and tells every process. */
  async update(userId: number, req: ShopProfileRequest): Promise<ShopProfileResponse> {
    const row = await this.sql.transaction(async (client) => {
      const current = await this.locked(client, userId);
      const next = normalizeShopProfile(req, current ?? EMPTY_SHOP_PROFILE);
      const { rows } = await client.query<Row>(
        `INSERT INTO shop_profiles (user_id, shop_name, legal_name, tax_id, registration_number, address, city, phone, email, return_days, warranty_months, markets, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now())
         ON CONFLICT (user_id) DO UPDATE SET shop_name = $2, legal_name = $3, tax_id = $4, registration_number = $5, address = $6, city = $7,
           phone = $8, email = $9, return_days = $10, warranty_months = $11, markets = $12, updated_at = now()
         RETURNING ${COLUMNS}`,
        [userId, next.shopName, next.legalName, next.taxId, next.registrationNumber, next.address, next.city, next.phone, next.email, next.returnDays, next.warrantyMonths, JSON.stringify(next.markets)],
      );
      await this.events.emit(client, [changed(userId)]);
      return rows[0];
    });
    // This process drops the profile (and the seller's pages) at once; the others when the notification
    // reaches them, and this one once more then, which is harmless.
    this.events.tellThisProcess([changed(userId)]);
    return toResponse(row);
  }

  /** The profile public pages show (null: the seller has none), from memory. */
  async profileOf(userId: number): Promise<ShopProfile | null> {
    if (this.cache.has(userId)) return this.cache.get(userId)!;
    const { rows } = await this.sql.pool.query<Row>(`SELECT ${COLUMNS} FROM shop_profiles WHERE user_id = $1`, [userId]);
    const profile = rows[0] ? profileOf(rows[0]) : null;
    if (this.cache.size >= MAX_CACHED_SELLERS) this.cache.clear();
    this.cache.set(userId, profile);
    return profile;
  }

  private async locked(client: pg.PoolClient, userId: number): Promise<ShopProfile | null> {
    const { rows } = await client.query<Row>(`SELECT ${COLUMNS} FROM shop_profiles WHERE user_id = $1 FOR UPDATE`, [userId]);
    return rows[0] ? profileOf(rows[0]) : null;
  }

}

function profileOf(row: Row): ShopProfile {
  const { updatedAt: _, ...profile } = row;
  return { ...profile, markets: (row.markets ?? {}) as Record<string, MarketTerms> };
}

function toResponse(row: Row | null): ShopProfileResponse {
  const profile = row ? profileOf(row) : EMPTY_SHOP_PROFILE;
  const missing = missingShopProfileFields(profile);
  return { ...profile, complete: missing.length === 0, missing, updatedAt: row?.updatedAt ?? null };
}
