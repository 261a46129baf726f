import type { OrderNote } from '@cod/contracts';
import type pg from 'pg';
import { isoTime } from '../../database/table.js';

/** The SQL of `order_notes`: the seller's (and the admin's) notes on an order. */
export async function insertOrderNote(client: pg.ClientBase, orderId: number, text: string, authorId: number): Promise<void> {
  await client.query(`INSERT INTO order_notes (order_id, text, author_id) VALUES ($1, $2, $3)`, [orderId, text, authorId]);
}

/** An order's notes, oldest first, each with its author's display name. */
export async function notesOf(client: pg.ClientBase, orderId: number): Promise<OrderNote[]> {
  const { rows } = await client.query<OrderNote>(
    `SELECT n.text, ${isoTime('n.created_at')} AS at, CASE WHEN a.id IS NULL THEN NULL ELSE trim(a.first_name || ' ' || a.last_name) END AS author
       FROM order_notes n LEFT JOIN users a ON a.id = n.author_id WHERE n.order_id = $1 ORDER BY n.id`,
    [orderId],
  );
  return rows;
}
