import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations/index.js';
import { SnakeNamingStrategy } from './naming.strategy.js';

/** How the app's pools connect (DATABASE_POOL_SIZE, DATABASE_STATEMENT_TIMEOUT_MS). */
export interface PoolSettings {
  /** Connections of the main (TypeORM) pool. */
  poolSize: number;
  /** PostgreSQL `statement_timeout` in ms for every connection of the pool; 0: none. */
  statementTimeoutMs: number;
}

/** Connections of the migration DataSource: the advisory lock's and the migrations' own. */
const MIGRATION_POOL_SIZE = 2;

/**
 * One description of the database connection for migrations and the TypeORM CLI: no statement
 * timeout (a migration may rewrite a large table). Entities are not named here: each module registers
 * its own (TypeOrmModule.forFeature, autoLoadEntities); migrations are SQL.
 */
export function typeormOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [],
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'all',
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    extra: { max: MIGRATION_POOL_SIZE, connectionTimeoutMillis: 10_000 },
    logging: false,
  };
}

/**
 * The app's main pool: the migration options with the pool size and the statement timeout (pg sends
 * `statement_timeout` as a start-up parameter of each connection, so it holds for every query on it).
 */
export function appTypeormOptions(url: string, settings: PoolSettings): DataSourceOptions {
  const base = typeormOptions(url);
  return { ...base, extra: { ...base.extra, max: settings.poolSize, ...statementTimeout(settings) } } as DataSourceOptions;
}

/** The public order path's pg pool (SqlPool): 4/5 of the main pool (16 at the default 20), the same timeout. */
export function hotPoolOptions(url: string, settings: PoolSettings) {
  return {
    connectionString: url,
    max: Math.max(1, Math.round(settings.poolSize * 0.8)),
    application_name: 'cod-hot',
    ...statementTimeout(settings),
  };
}

const statementTimeout = (settings: PoolSettings) => (settings.statementTimeoutMs > 0 ? { statement_timeout: settings.statementTimeoutMs } : {});
