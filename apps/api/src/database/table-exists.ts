import type { DataSource } from 'typeorm';

/**
 * Whether a table exists yet. The foundation counts and lists rows of tables that later
 * migrations add (websites, orders) and treats a missing table as empty.
 */
export async function tableExists(dataSource: DataSource, table: string): Promise<boolean> {
  const [{ present }] = await dataSource.query('SELECT to_regclass($1) IS NOT NULL AS present', [`public.${table}`]);
  return present;
}
