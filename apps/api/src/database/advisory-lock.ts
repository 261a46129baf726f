import type pg from 'pg';

/**
 * Runs `work` only if no other process holds the named session advisory lock now (one process of many does a
 * periodic round); undefined when another does. The lock is held on a connection of its own for the whole work,
 * which `work` may use too.
 */
export async function whileHoldingLock<T>(pool: pg.Pool, name: string, work: (client: pg.PoolClient) => Promise<T>): Promise<T | undefined> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(hashtext($1)) AS locked`, [name]);
    if (!rows[0].locked) return undefined;
    try {
      return await work(client);
    } finally {
      await client.query(`SELECT pg_advisory_unlock(hashtext($1))`, [name]);
    }
  } finally {
    client.release();
  }
}
