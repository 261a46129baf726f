import type pg from 'pg';
import { prepared } from '../../database/sql-pool.js';

/** What pg-boss runs its statements on. */
export interface BossDb {
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/** A session advisory lock (the jobs' set-up takes turns across processes). */
export async function lockSession(client: pg.ClientBase, key: number): Promise<void> {
  await client.query('SELECT pg_advisory_lock($1)', [key]);
}

export async function unlockSession(client: pg.ClientBase, key: number): Promise<void> {
  await client.query('SELECT pg_advisory_unlock($1)', [key]);
}

/** pg-boss's statements on the caller's transaction, as prepared statements. */
export const onTransaction = (client: pg.ClientBase): BossDb => ({ executeSql: (text, values) => client.query(prepared(text, values)) });

/** The jobs taken and not settled (pg-boss has no call listing them; its job table is read for their ids and queues only). */
export async function activeJobs(db: BossDb): Promise<{ id: string; name: string }[]> {
  return (await db.executeSql(`SELECT id, name FROM pgboss.job WHERE state = 'active'`, [])).rows as { id: string; name: string }[];
}
