import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { liveSite } from '../websites/index.js';
import { UpsellProduct } from './upsell-product.entity.js';

/** A new upsell offer, before it belongs to a saved website. */
export type UpsellDraft = Omit<UpsellProduct, 'id' | 'websiteId' | 'createdAt' | 'updatedAt'>;

/** Storage of upsell offers (spec 001 §3 Upsell product). */
@Injectable()
export class UpsellsService {
  constructor(@InjectRepository(UpsellProduct) private readonly repo: Repository<UpsellProduct>) {}

  /** The active offers of a live site (switched on, its seller active), in the seller's order; none for an unknown or inactive site. */
  publicOffers(websiteId: number): Promise<UpsellProduct[]> {
    return this.repo
      .createQueryBuilder('u')
      .innerJoin('websites', 'w', `w.id = u.website_id AND ${liveSite('w')}`)
      .where('u.website_id = :websiteId AND u.is_active', { websiteId })
      .orderBy('u.position', 'ASC')
      .addOrderBy('u.id', 'ASC')
      .getMany();
  }

  /** One active offer of a live site, or null (what an upsell order may buy). */
  async activeOffer(id: number): Promise<UpsellProduct | null> {
    return this.repo
      .createQueryBuilder('u')
      .innerJoin('websites', 'w', `w.id = u.website_id AND ${liveSite('w')}`)
      .where('u.id = :id AND u.is_active', { id })
      .getOne();
  }

  byWebsite(websiteId: number): Promise<UpsellProduct[]> {
    return this.repo.find({ where: { websiteId }, order: { position: 'ASC', id: 'ASC' } });
  }

  /** Saves a new site's offers inside the transaction that saves the site. */
  async insertForWebsite(manager: EntityManager, websiteId: number, drafts: UpsellDraft[]): Promise<void> {
    if (!drafts.length) return;
    const repo = manager.getRepository(UpsellProduct);
    await repo.save(drafts.map((d) => repo.create({ ...d, websiteId })));
  }
}
