import { Logger } from '@nestjs/common';
import type { SqlPool } from '../../database/sql-pool.js';
import { RateLimitHitsRepository } from './rate-limit-hits.repository.js';

const logger = new Logger('RateLimit');

/**
 * `limit` hits per window for one key (an address) across every API process, counted in PostgreSQL
 * like the login throttle. If the database cannot count, the request is let through (the work it asks
 * for needs the database anyway).
 */
export class SharedRateLimiter {
  private readonly hits: RateLimitHitsRepository;

  constructor(
    sql: SqlPool,
    /** Which budget ('orders', 'lookups'): one table holds them all. */
    private readonly bucket: string,
    private readonly limit: number,
    private readonly windowSeconds = 60,
  ) {
    this.hits = new RateLimitHitsRepository(sql);
  }

  /** Counts one hit; the seconds to wait when the key is over its limit, else 0. */
  async hit(key: string): Promise<number> {
    try {
      const hit = await this.hits.hit(this.bucket, key.slice(0, 200), this.windowSeconds);
      return hit.count > this.limit ? Math.max(1, Math.ceil(hit.wait)) : 0;
    } catch (err) {
      logger.warn(`could not count ${this.bucket} for ${key}: ${(err as Error).message}`);
      return 0;
    }
  }

  /**
   * Counts one hit per key, a batch in one statement (the orders that arrive together); for each hit, in
   * order, the seconds to wait when it is over the limit, else 0. Its own statement, not the orders'
   * transaction: a counter row is then locked for microseconds, not until the orders are on disk.
   */
  async hitMany(keys: string[]): Promise<number[]> {
    const counts = new Map<string, number>();
    for (const key of keys.map((k) => k.slice(0, 200))) counts.set(key, (counts.get(key) ?? 0) + 1);
    const rows = await this.hits.hitMany(this.bucket, counts, this.windowSeconds);
    const state = new Map(rows.map((r) => [r.key, { before: r.count - counts.get(r.key)!, seen: 0, wait: Math.max(1, Math.ceil(r.wait)) }]));
    return keys.map((k) => {
      const s = state.get(k.slice(0, 200))!;
      return s.before + ++s.seen > this.limit ? s.wait : 0;
    });
  }

  /** Drops the windows that are over (any process may do it). */
  async sweep(): Promise<void> {
    await this.hits.sweep(this.windowSeconds * 2).catch(() => undefined);
  }
}
