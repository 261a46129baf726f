import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { UpsellProduct } from './upsell-product.entity.js';
import { UpsellProductsRepository } from './upsell-products.repository.js';

/** A new upsell offer, before it belongs to a saved website. */
export type UpsellDraft = Omit<UpsellProduct, 'id' | 'websiteId' | 'createdAt' | 'updatedAt'>;

/** Upsell offers (spec 001 §3 Upsell product). */
@Injectable()
export class UpsellsService {
  constructor(private readonly repo: UpsellProductsRepository) {}

  /** The active offers of a live site (switched on, its seller active), in the seller's order; none for an unknown or inactive site. */
  publicOffers(websiteId: number): Promise<UpsellProduct[]> {
    return this.repo.publicOffers(websiteId);
  }

  /** One active offer of a live site, or null (what an upsell order may buy). */
  activeOffer(id: number): Promise<UpsellProduct | null> {
    return this.repo.activeOffer(id);
  }

  byWebsite(websiteId: number): Promise<UpsellProduct[]> {
    return this.repo.byWebsite(websiteId);
  }

  /** Saves a new site's offers inside the transaction that saves the site. */
  async insertForWebsite(tx: EntityManager, websiteId: number, drafts: UpsellDraft[]): Promise<void> {
    if (!drafts.length) return;
    await this.repo.insert(tx, drafts.map((d) => ({ ...d, websiteId })));
  }
}
