import { DataSource } from 'typeorm';
import { typeormOptions } from './typeorm-options.js';

// Any constant works; it only has to be the same in every API process.
const MIGRATION_LOCK = 727_001;

/** Runs pending migrations under an advisory lock, so API processes starting together take turns. */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const done = await dataSource.runMigrations({ transaction: 'all' });
    return done.map((m) => m.name);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
}

/**
 * Migrates on connections of their own (typeormOptions: no statement timeout, two connections): the
 * app's pools carry DATABASE_STATEMENT_TIMEOUT_MS, which a long migration must not hit.
 */
export async function runMigrationsAt(url: string): Promise<string[]> {
  const dataSource = new DataSource(typeormOptions(url));
  await dataSource.initialize();
  try {
    return await runMigrations(dataSource);
  } finally {
    await dataSource.destroy().catch(() => undefined);
  }
}
