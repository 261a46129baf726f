import type { DataSourceOptions } from 'typeorm';
import { Session } from '../modules/auth/session.entity.js';
import { UpsellProduct } from '../modules/upsells/upsell-product.entity.js';
import { User } from '../modules/users/user.entity.js';
import { Website } from '../modules/websites/website.entity.js';
import { MIGRATIONS } from './migrations/index.js';
import { SnakeNamingStrategy } from './naming.strategy.js';

export const ENTITIES = [User, Session, Website, UpsellProduct];

/** One description of the database connection for the app and the TypeORM CLI. */
export function typeormOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'all',
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    extra: { max: 20, connectionTimeoutMillis: 10_000 },
    logging: false,
  };
}
