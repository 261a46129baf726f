import { prepared, type SqlPool } from '../../database/sql-pool.js';

// One fixed window per key; the counters live in an unlogged table every API process shares.
const HIT = `
  INSERT INTO rate_limit_hits AS h (bucket, key, window_start, count)
  VALUES ($1, $2, to_timestamp(floor(extract(epoch FROM now()) / $3) * $3), 1)
  ON CONFLICT (bucket, key, window_start) DO UPDATE SET count = h.count + 1
  RETURNING h.count, extract(epoch FROM h.window_start + make_interval(secs => $3) - now())::float8 AS wait`;

/**
 * A statement's part (a WITH entry `budget_hits`): one hit per row of the WITH entry `rows`, counted under its
 * column `keyColumn` (each key once, locked in key order so two batches never deadlock). Gives each key's count
 * in its window after these hits and the seconds until the window ends. `bucket`, `windowSeconds`: parameters.
 */
export const budgetHitsOf = (rows: string, keyColumn: string, bucket: string, windowSeconds: string) => `
  budget_hits AS (
    INSERT INTO rate_limit_hits AS h (bucket, key, window_start, count)
    SELECT ${bucket}::varchar, r.${keyColumn}, to_timestamp(floor(extract(epoch FROM now()) / ${windowSeconds}::int) * ${windowSeconds}::int), count(*)
      FROM ${rows} r GROUP BY r.${keyColumn} ORDER BY r.${keyColumn}
    ON CONFLICT (bucket, key, window_start) DO UPDATE SET count = h.count + EXCLUDED.count
    RETURNING h.key, h.count, extract(epoch FROM h.window_start + make_interval(secs => ${windowSeconds}::int) - now())::float8 AS wait)`;

const SWEEP = `DELETE FROM rate_limit_hits WHERE window_start < now() - make_interval(secs => $1)`;

/** A key's count in its window after the hits, and the seconds until the window ends. */
export interface WindowCount {
  key: string;
  count: number;
  wait: number;
}

/** The SQL of `rate_limit_hits`, on the plain pool (prepared statements: the order path counts every request). */
export class RateLimitHitsRepository {
  constructor(private readonly sql: SqlPool) {}

  async hit(bucket: string, key: string, windowSeconds: number): Promise<Omit<WindowCount, 'key'>> {
    const { rows } = await this.sql.pool.query(prepared(HIT, [bucket, key, windowSeconds]));
    return rows[0];
  }

  async sweep(olderThanSeconds: number): Promise<void> {
    await this.sql.pool.query(SWEEP, [olderThanSeconds]);
  }
}
