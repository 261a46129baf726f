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

/**
 * The active jobs by queue and start: every process looks for stale ones every few seconds, and pg-boss keeps
 * completed jobs in the same table for hours. On the partitioned table, so every queue's partition has it.
 */
export async function indexActiveJobs(db: BossDb): Promise<void> {
  await db.executeSql(`CREATE INDEX IF NOT EXISTS cod_job_active ON pgboss.job (name, started_on) WHERE state = 'active'`, []);
}

/** Keeps the jobs a living process holds from looking orphaned: their start time is now. */
export async function touchJobs(db: BossDb, queues: string[], ids: string[]): Promise<void> {
  await db.executeSql(`UPDATE pgboss.job SET started_on = now() WHERE name = ANY($1::text[]) AND id = ANY($2::uuid[]) AND state = 'active'`, [queues, ids]);
}

/**
 * Active jobs of these queues whose start (or their holder's last touch) is older than `seconds`: their
 * process died. They go back to their queue now, as retries (their tries are counted by the work they do).
 */
export async function requeueStaleJobs(db: BossDb, queues: string[], seconds: number): Promise<{ id: string; name: string }[]> {
  return (await db.executeSql(
    `UPDATE pgboss.job SET state = 'retry', start_after = now()
      WHERE name = ANY($1::text[]) AND state = 'active' AND started_on < now() - make_interval(secs => $2)
      RETURNING id, name`,
    [queues, seconds],
  )).rows as { id: string; name: string }[];
}

/** Jobs waiting in each queue (created or to be retried). */
export async function queueDepths(db: BossDb): Promise<{ name: string; n: number }[]> {
  return (await db.executeSql(`SELECT name, count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'retry') GROUP BY name`, [])).rows as { name: string; n: number }[];
}
