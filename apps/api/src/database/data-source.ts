import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { typeormOptions } from './typeorm-options.js';

/** For the TypeORM CLI (`npm run migration:run -w @cod/api`), against DATABASE_URL. */
if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to run the TypeORM CLI');
export default new DataSource(typeormOptions(process.env.DATABASE_URL));
