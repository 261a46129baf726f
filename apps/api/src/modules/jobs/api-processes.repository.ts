import type pg from 'pg';
import { prepared } from '../../database/sql-pool.js';

/** The SQL of `api_processes`: one row per running API process and its last heartbeat. */
export async function beatProcess(pool: pg.Pool, id: string, pid: number, host: string): Promise<void> {
  // A row removed by another process (this one looked dead for a while) comes back.
  await pool.query(prepared(`INSERT INTO api_processes (id, pid, host) VALUES ($1, $2, left($3, 255)) ON CONFLICT (id) DO UPDATE SET heartbeat_at = now()`, [id, pid, host]));
}

/** The processes whose heartbeat is younger than `seconds`. */
export async function liveProcesses(pool: pg.Pool, seconds: number): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(prepared(`SELECT id FROM api_processes WHERE heartbeat_at > now() - make_interval(secs => $1)`, [seconds]));
  return rows.map((r) => r.id);
}

/** Forgets processes silent for `seconds` (their work was taken over long before). */
export async function forgetSilentProcesses(pool: pg.Pool, seconds: number): Promise<void> {
  await pool.query(`DELETE FROM api_processes WHERE heartbeat_at < now() - make_interval(secs => $1)`, [seconds]);
}

export async function unregisterProcess(pool: pg.Pool, id: string): Promise<void> {
  await pool.query(`DELETE FROM api_processes WHERE id = $1`, [id]);
}
