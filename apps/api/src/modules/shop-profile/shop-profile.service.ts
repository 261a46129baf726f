import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EMPTY_SHOP_PROFILE, missingShopProfileFields, normalizeShopProfile, type MarketTerms, type ShopProfile, type ShopProfileRequest, type ShopProfileResponse } from '@cod/contracts';
import { DomainEvents, type DomainEvent } from '../events/index.js';
import { ShopProfilesRepository, type ShopProfileRow as Row } from './shop-profiles.repository.js';

const MAX_CACHED_SELLERS = 10_000;

const changed = (userId: number): DomainEvent => ({ name: 'shop-profile.changed', payload: { userId } });

/**
 * The seller's shop identity and terms (CONTRACT "Shop identity and honest pages"). Public pages read it
 * from memory; a change drops it, and the seller's cached pages, in every process.
 */
@Injectable()
export class ShopProfileService implements OnModuleInit {
  private readonly cache = new Map<number, ShopProfile | null>();

  constructor(
    private readonly rows: ShopProfilesRepository,
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
    return toResponse(await this.rows.find(userId));
  }

  /** Merges the request into the stored profile (a field left out keeps its value) and tells every process. */
  async update(userId: number, req: ShopProfileRequest): Promise<ShopProfileResponse> {
    const row = await this.rows.transaction(async (tx) => {
      const current = await this.rows.findLocked(tx, userId);
      const saved = await this.rows.upsert(tx, userId, normalizeShopProfile(req, current ? profileOf(current) : EMPTY_SHOP_PROFILE));
      await this.events.emit(tx, [changed(userId)]);
      return saved;
    });
    // This process drops the profile (and the seller's pages) at once; the others when the notification
    // reaches them, and this one once more then, which is harmless.
    this.events.tellThisProcess([changed(userId)]);
    return toResponse(row);
  }

  /** The profile public pages show (null: the seller has none), from memory. */
  async profileOf(userId: number): Promise<ShopProfile | null> {
    if (this.cache.has(userId)) return this.cache.get(userId)!;
    const row = await this.rows.find(userId);
    const profile = row ? profileOf(row) : null;
    if (this.cache.size >= MAX_CACHED_SELLERS) this.cache.clear();
    this.cache.set(userId, profile);
    return profile;
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
