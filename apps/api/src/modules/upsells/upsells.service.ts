import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Website } from '../websites/website.entity.js';
import { UpsellProduct } from './upsell-product.entity.js';

@Injectable()
export class UpsellsService {
  constructor(
    @InjectRepository(UpsellProduct) private readonly repo: Repository<UpsellProduct>,
    @InjectRepository(Website) private readonly websites: Repository<Website>,
  ) {}

  /** The active offers of an active site, in the seller's order; none for an unknown or inactive site. */
  async publicOffers(websiteId: number): Promise<UpsellProduct[]> {
    const site = await this.websites.findOne({ where: { id: websiteId, isActive: true }, select: { id: true } });
    if (!site) return [];
    return this.repo.find({ where: { websiteId, isActive: true }, order: { position: 'ASC', id: 'ASC' } });
  }

  byWebsite(websiteId: number): Promise<UpsellProduct[]> {
    return this.repo.find({ where: { websiteId }, order: { position: 'ASC', id: 'ASC' } });
  }
}
