import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../events/index.js';
import { WebsitesRepository, type OrderableSite } from './websites.repository.js';

const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

/**
 * Websites as the order path reads them (several orders a second on one site during a campaign):
 * kept briefly in memory, dropped at once when a site (or its seller's account status) changes in any process.
 */
@Injectable()
export class OrderableSites implements OnModuleInit {
  private readonly cache = new Map<number, { site: OrderableSite | null; at: number }>();
  /** Bumped by every change notice: a read that was under way when its site changed is not kept. */
  private generation = 0;

  constructor(
    private readonly sites: WebsitesRepository,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit() {
    this.events.on('website.changed', ({ id }) => this.forget(id));
  }

  /** Drops a site at once (the process that changed it does not wait for the notification). */
  forget(id: number) {
    this.generation++;
    this.cache.delete(id);
  }

  async get(id: number): Promise<OrderableSite | null> {
    const hit = this.cache.get(id);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.site;
    const generation = this.generation;
    const site = await this.sites.orderable(id);
    if (generation !== this.generation) return site;
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    this.cache.set(id, { site, at: Date.now() });
    return site;
  }
}
