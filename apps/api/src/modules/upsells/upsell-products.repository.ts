import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { liveSite } from '../websites/index.js';
import { UpsellProduct } from './upsell-product.entity.js';

/** The SQL of `upsell_products`: the TypeORM entity is used here only. */
@Injectable()
export class UpsellProductsRepository {
  constructor(@InjectRepository(UpsellProduct) private readonly repo: Repository<UpsellProduct>) {}

  /** The active offers of a live site, in the seller's order. */
  publicOffers(websiteId: number): Promise<UpsellProduct[]> {
    return this.repo
      .createQueryBuilder('u')
      .innerJoin('websites', 'w', `w.id = u.website_id AND ${liveSite('w')}`)
      .where('u.website_id = :websiteId AND u.is_active', { websiteId })
      .orderBy('u.position', 'ASC')
      .addOrderBy('u.id', 'ASC')
      .getMany();
  }

  /** One active offer of a live site, or null. */
  activeOffer(id: number): Promise<UpsellProduct | null> {
    return this.repo
      .createQueryBuilder('u')
      .innerJoin('websites', 'w', `w.id = u.website_id AND ${liveSite('w')}`)
      .where('u.id = :id AND u.is_active', { id })
      .getOne();
  }

  byWebsite(websiteId: number): Promise<UpsellProduct[]> {
    return this.repo.find({ where: { websiteId }, order: { position: 'ASC', id: 'ASC' } });
  }

  /** Inside the transaction (`tx`) that saves their website. */
  async insert(tx: EntityManager, offers: Omit<UpsellProduct, 'id' | 'createdAt' | 'updatedAt'>[]): Promise<void> {
    const repo = tx.getRepository(UpsellProduct);
    await repo.save(offers.map((o) => repo.create(o)));
  }
}
