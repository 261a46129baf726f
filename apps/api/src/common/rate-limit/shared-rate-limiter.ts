import { Logger } from '@nestjs/common';
import { prepared, type SqlPool } from '../../database/sql-pool.js';

const logger = new Logger('RateLimit');

// One fixed window per key; the counters live in an unlogged table every API process shares.
const HIT = `
  INSERT INTO rate_limit_hits AS h (bucket, key, window_start, count)
  VALUES ($1, $2, to_timestamp(floor(extract(epoch FROM now()) / $3) * $3), 1)
  ON CONFLICT (bucket, key, window_start) DO UPDATE SET count = h.count + 1
  RETURNING h.count, extract(epoch FROM h.window_start + make_interval(secs => $3) - now())::float8 AS wait`;

// Several hits at once (each key once, locked in key order so two batches never deadlock).
const HIT_MANY = `
  INSERT INTO rate_limit_hits AS h (bucket, key, window_start, count)
  SELECT $1, u.k, to_timestamp(floor(extract(epoch FROM now()) / $3) * $3), u.n
    FROM unnest($2::varchar[], $4::int[]) AS u(k, n) ORDER BY u.k
  ON CONFLICT (bucket, key, window_start) DO UPDATE SET count = h.count + EXCLUDED.count
  RETURNING h.key, h.count, extract(epoch FROM h.window_start + make_interval(secs => $3) - now())::float8 AS wait`;

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

  /**
   * Counts one hit per key, a batch in one statement (the orders that arrive together); for each hit, in
   * order, the seconds to wait when it is over the limit, else 0. Its own statement, not the orders'
   * transaction: a counter row is then locked for microseconds, not until the orders are on disk.
   */
  async hitMany(keys: string[]): Promise<number[]> {
    const counts = new Map<string, number>();
    for (const key of keys.map((k) => k.slice(0, 200))) counts.set(key, (counts.get(key) ?? 0) + 1);
    const { rows } = await this.sql.pool.query<{ key: string; count: number; wait: number }>(
      prepared(HIT_MANY, [this.bucket, [...counts.keys()], this.windowSeconds, [...counts.values()]]),
    );
    const state = new Map(rows.map((r) => [r.key, { before: r.count - counts.get(r.key)!, seen: 0, wait: Math.max(1, Math.ceil(r.wait)) }]));
    return keys.map((k) => {
      const s = state.get(k.slice(0, 200))!;
      return s.before + ++s.seen > this.limit ? s.wait : 0;
    });
  }

  /** Drops the windows that are over (any process may do it). */
  async sweep(): Promise<void> {
    await this.sql.pool.query(SWEEP, [this.windowSeconds * 2]).catch(() => undefined);
  }
}
