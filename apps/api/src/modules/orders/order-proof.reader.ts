import { Injectable, type OnModuleInit } from '@nestjs/common';
import { SqlPool } from '../../database/sql-pool.js';
import { DomainEvents } from '../events/index.js';
import { countLast24h } from './orders.repository.js';

const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

/**
 * The real figure behind a sales page's social proof: the site's orders of the last 24 hours (cancelled
 * ones left out). Every page view of a campaign asks, so each process keeps the count: a new order (heard
 * from any process) adds one at once, a status change (a cancellation) drops it, and it is counted again after 30 s, when
 * orders leave the 24 hours.
 */
@Injectable()
export class OrderProofReader implements OnModuleInit {
  private readonly cache = new Map<number, { count: number; at: number }>();

  constructor(
    private readonly sql: SqlPool,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit() {
    this.events.on('order.created', ({ websiteId }) => {
      const hit = this.cache.get(websiteId);
      if (hit) hit.count += 1;
    });
    this.events.on('order.updated', ({ websiteId, status }) => {
      if (status) this.cache.delete(websiteId);
    });
  }

  async ordersLast24h(websiteId: number): Promise<number> {
    const hit = this.cache.get(websiteId);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.count;
    const count = await countLast24h(this.sql.pool, websiteId);
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    this.cache.set(websiteId, { count, at: Date.now() });
    return count;
  }
}
