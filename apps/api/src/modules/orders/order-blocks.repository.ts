import type { OrderBlock, OrderBlockKind } from '@cod/contracts';
import type pg from 'pg';
import { isoTime } from '../../database/table.js';

const COLUMNS = `id, kind, value, from_order_id AS "fromOrderId", ${isoTime('created_at')} AS "createdAt"`;

/** A seller's blocked keys: phones by their last 9 digits, addresses by their key. */
export async function blockKeysOf(pool: pg.Pool, sellerId: number): Promise<{ kind: string; key: string }[]> {
  return (await pool.query<{ kind: string; key: string }>('SELECT kind, key FROM order_blocks WHERE user_id = $1', [sellerId])).rows;
}

/** A seller's blocks (null: everyone's), newest first. */
export async function listBlocks(pool: pg.Pool, userId: number | null): Promise<OrderBlock[]> {
  const { rows } = await pool.query<OrderBlock>(`SELECT ${COLUMNS} FROM order_blocks WHERE ($1::int IS NULL OR user_id = $1) ORDER BY created_at DESC, id DESC`, [userId]);
  return rows;
}

/** Blocks a key for a seller (again: the shown value is updated). */
export async function saveBlock(
  pool: pg.Pool,
  b: { userId: number; kind: OrderBlockKind; key: string; value: string; fromOrderId: string; createdBy: number },
): Promise<OrderBlock> {
  const { rows } = await pool.query<OrderBlock>(
    `INSERT INTO order_blocks (user_id, kind, key, value, from_order_id, created_by) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id, kind, key) DO UPDATE SET value = EXCLUDED.value
     RETURNING ${COLUMNS}`,
    [b.userId, b.kind, b.key, b.value, b.fromOrderId, b.createdBy],
  );
  return rows[0];
}

/** Removes a block of the seller (null: anyone's); returns whose it was, or null when there was none. */
export async function deleteBlock(pool: pg.Pool, id: number, userId: number | null): Promise<number | null> {
  const { rows } = await pool.query<{ userId: number }>(`DELETE FROM order_blocks WHERE id = $1 AND ($2::int IS NULL OR user_id = $2) RETURNING user_id AS "userId"`, [id, userId]);
  return rows[0]?.userId ?? null;
}
