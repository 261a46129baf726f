import { Inject, Injectable } from '@nestjs/common';
import { slugify, type SyncTestCreateRequest, type SyncTestCreateResponse } from '@cod/contracts';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { WebsiteGenerator } from '../generation/website-generator.service.js';
import { ProductReader } from '../products/index.js';
import type { User } from '../users/user.entity.js';
import { WebsitesService } from '../websites/websites.service.js';
import { CrossSyncService } from './cross-sync.service.js';

/** The spec's default unit price when a page shows none (000 §9). */
const DEFAULT_PRICE = 2990;

/**
 * The sync tool's test variant of create-website: a real site from the first link (the rest become
 * upsells) with the seller's brief, plus which configured deployments answer.
 */
@Injectable()
export class SyncTestService {
  constructor(
    private readonly generator: WebsiteGenerator,
    private readonly reader: ProductReader,
    private readonly websites: WebsitesService,
    private readonly crossSync: CrossSyncService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(user: User, body: SyncTestCreateRequest): Promise<SyncTestCreateResponse> {
    const [first, ...rest] = body.urls;
    const syncTargets = await this.crossSync.reachability();
    try {
      const page = await this.reader.read(first);
      const name = page.product?.name?.slice(0, 200) || 'Test proizvod';
      const result = await this.generator.create(
        user,
        {
          customUrl: await this.freeSlug(name),
          productLink: first,
          productName: name,
          images: [],
          currentPrice: page.product?.price ?? DEFAULT_PRICE,
          upsellProductLinks: rest,
        },
        undefined,
        body,
      );
      return { success: true, websiteUrl: result.websiteUrl, syncTargets };
    } catch (err) {
      return { success: false, error: err instanceof Error ? err.message : String(err), syncTargets };
    }
  }

  private async freeSlug(name: string): Promise<string> {
    const base = (slugify(name) || 'test').slice(0, 50).replace(/-+$/, '') || 'test';
    for (let i = 0; i < 5; i++) {
      const candidate = i === 0 ? base : `${base}-${randomBytes(2).toString('hex')}`;
      if (!(await this.websites.isCustomUrlTaken(candidate))) return candidate;
    }
    return `${base}-${randomBytes(4).toString('hex')}`;
  }
}
