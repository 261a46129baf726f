import { Injectable } from '@nestjs/common';
import { slugify, type SyncTestCreateRequest, type SyncTestCreateResponse } from '@cod/contracts';
import { randomBytes } from 'node:crypto';
import { WebsiteGenerator } from '../generation/index.js';
import { ProductReader } from '../products/index.js';
import type { User } from '../users/index.js';
import { WebsitesService } from '../websites/index.js';
import { CrossSyncService } from './cross-sync.service.js';

/** The spec's default unit price when a page shows none (000 §9). */
const DEFAULT_PRICE = 2990;

/**
 * The sync tool's test variant of create-website: a test site (inactive, marked as a test) from the
 * first link, the rest as its upsells, written with the brief; plus which configured deployments answer.
 */
@Injectable()
export class SyncTestService {
  constructor(
    private readonly generator: WebsiteGenerator,
    private readonly reader: ProductReader,
    private readonly websites: WebsitesService,
    private readonly crossSync: CrossSyncService,
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
          customUrl: await this.freeSlug(`test-${slugify(name)}`),
          productLink: first,
          productName: name,
          images: [],
          currentPrice: page.product?.price ?? DEFAULT_PRICE,
          upsellProductLinks: rest,
        },
        { brief: body, productPage: page, test: true },
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
