import type { DataSource } from 'typeorm';

/** `SELECT 1` on the main pool: the database answers (health and readiness). */
export async function ping(dataSource: Pick<DataSource, 'query'>): Promise<void> {
  await dataSource.query('SELECT 1');
}
