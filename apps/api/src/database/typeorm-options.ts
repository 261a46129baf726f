import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations/index.js';
import { SnakeNamingStrategy } from './naming.strategy.js';

/**
 * One description of the database connection for the app and the TypeORM CLI. Entities are not named
 * here: each module registers its own (TypeOrmModule.forFeature, autoLoadEntities); migrations are SQL.
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
    extra: { max: 20, connectionTimeoutMillis: 10_000 },
    logging: false,
  };
}
