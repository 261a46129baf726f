import { Logger } from '@nestjs/common';
import type { SqlPool } from '../../database/sql-pool.js';
import { RateLimitHitsRepository, type WindowCount } from './rate-limit-hits.repository.js';

const logger = new Logger('RateLimit');

/** A budget as a statement counts it: its bucket, its window and the hits a key may have in one window. */
export interface RateBudget {
  bucket: string;
  windowSeconds: number;
  limit: number;
}

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
      const hit = await this.hits.hit(this.bucket, SharedRateLimiter.keyOf(key), this.windowSeconds);
      return hit.count > this.limit ? Math.max(1, Math.ceil(hit.wait)) : 0;
    } catch (err) {
      logger.warn(`could not count ${this.bucket} for ${key}: ${(err as Error).message}`);
      return 0;
    }
  }

  /** A key as it is counted (`rate_limit_hits.key`). */
  static keyOf(key: string): string {
    return key.slice(0, 200);
  }

  /**
   * What a batch's statement counts with (rate-limit-hits.repository.ts `budgetHitsOf`) and lets through: the
   * n-th hit of a key in the batch passes while `count - hits of the key in the batch + n <= limit`.
   */
  get budget(): RateBudget {
    return { bucket: this.bucket, windowSeconds: this.windowSeconds, limit: this.limit };
  }

  /**
   * For each hit of a batch (`keys`, as keyOf gives them, in order), the seconds to wait when it is over the
   * limit, else 0, from each key's count after the batch (`counted`): the rule `budget` states.
   */
  verdicts(keys: string[], counted: ReadonlyMap<string, Omit<WindowCount, 'key'>>): number[] {
    const inBatch = new Map<string, number>();
    for (const key of keys) inBatch.set(key, (inBatch.get(key) ?? 0) + 1);
    const seen = new Map<string, number>();
    return keys.map((key) => {
      const after = counted.get(key);
      if (!after) return 0;
      const nth = (seen.get(key) ?? 0) + 1;
      seen.set(key, nth);
      return after.count - inBatch.get(key)! + nth > this.limit ? Math.max(1, Math.ceil(after.wait)) : 0;
    });
  }

  /** Drops the windows that are over (any process may do it). */
  async sweep(): Promise<void> {
    await this.hits.sweep(this.windowSeconds * 2).catch(() => undefined);
  }
}
