import { Inject, Injectable, Optional, type OnApplicationShutdown } from '@nestjs/common';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { APP_CONFIG, OPERATIONS_DEFAULTS, type AppConfig } from '../config/app-config.js';
import { DATABASE_URL } from './tokens.js';
import { hotPoolOptions } from './typeorm-options.js';

/** A statement sent as a named prepared statement: PostgreSQL plans it once per connection. */
export const prepared = (text: string, values: unknown[]): pg.QueryConfig => ({
  name: `p${createHash('sha1').update(text).digest('hex').slice(0, 16)}`,
  text,
  values,
});

/**
 * A look-up by a list of keys in a table that grows (orders, deliveries), planned with its values at each call
 * (an unnamed statement). A connection's cached plan made while the table was small scans the whole table
 * once it has grown, until the next ANALYZE: on a fresh database under an order burst, a minute of that.
 */
export const plannedPerCall = (text: string, values: unknown[]): pg.QueryConfig => ({ text, values });

/**
 * A plain pg pool for the few hot paths (public orders), where TypeORM's per-query work shows:
 * one client per transaction, prepared statements, nothing else.
 */
@Injectable()
export class SqlPool implements OnApplicationShutdown {
  readonly pool: pg.Pool;

  /** `config` unset (a test's own pool): the default pool size and statement timeout. */
  constructor(@Inject(DATABASE_URL) url: string, @Optional() @Inject(APP_CONFIG) config?: AppConfig) {
    const settings = config?.database ?? { poolSize: OPERATIONS_DEFAULTS.databasePoolSize, statementTimeoutMs: OPERATIONS_DEFAULTS.statementTimeoutMs };
    this.pool = new pg.Pool(hotPoolOptions(url, settings));
    this.pool.on('error', () => undefined); // an idle client dropped by the server; the pool replaces it
  }

  /** Runs `work` in one transaction on one client. */
  async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  async onApplicationShutdown() {
    await this.pool.end().catch(() => undefined);
  }
}
