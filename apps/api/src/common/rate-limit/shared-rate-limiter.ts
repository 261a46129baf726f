import { Logger } from '@nestjs/common';
import { prepared, type SqlPool } from '../../database/sql-pool.js';

const logger = new Logger('RateLimit');

// One fixed window per key; the counters live in an unlogged table every API process shares.
const HIT = `
  INSERT INTO rate_limit_hits AS h (bucket, key, window_start, count)
  VALUES ($1, $2, to_timestamp(floor(extract(epoch FROM now()) / $3) * $3), 1)
  ON CONFLICT (bucket, key, window_start) DO UPDATE SET count = h.count + 1
  RETURNING h.count, extract(epoch FROM h.window_start + make_interval(secs => $3) - now())::float8 AS wait`;

const SWEEP = `DELETE FROM rate_limit_hits WHERE window_start < now() - make_interval(secs => $1)`;

/**
 * `limit` hits per window for one key (an address) across every API process, counted in PostgreSQL
 * like the login throttle. If the database cannot count, the request is let through (the work it asks
 * for needs the database anyway).
 */
export class SharedRateLimiter {
  constructor(
    private readonly sql: SqlPool,
    /** Which budget ('orders', 'lookups'): one table holds them all. */
    private readonly bucket: string,
    private readonly limit: number,
    private readonly windowSeconds = 60,
  ) {}

  /** Counts one hit; the seconds to wait when the key is over its limit, else 0. */
  async hit(key: string): Promise<number> {
    try {
      const { rows } = await this.sql.pool.query(prepared(HIT, [this.bucket, key.slice(0, 200), this.windowSeconds]));
      return rows[0].count > this.limit ? Math.max(1, Math.ceil(rows[0].wait)) : 0;
    } catch (err) {
      logger.warn(`could not count ${this.bucket} for ${key}: ${(err as Error).message}`);
      return 0;
    }
  }

  /** Drops the windows that are over (any process may do it). */
  async sweep(): Promise<void> {
    await this.sql.pool.query(SWEEP, [this.windowSeconds * 2]).catch(() => undefined);
  }
}
