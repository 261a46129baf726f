import type { OrderStatus } from '@cod/contracts';
import type pg from 'pg';

/** Who changed an order's status (null: the system, e.g. the courier's answer), from what to what, and why (the time is the row's). */
export async function recordStatusChange(client: pg.ClientBase, orderId: number, from: OrderStatus, to: OrderStatus, by: number | null, reason: string | null = null): Promise<void> {
  await client.query(`INSERT INTO order_status_changes (order_id, from_status, to_status, changed_by, reason) VALUES ($1, $2, $3, $4, $5)`, [orderId, from, to, by, reason]);
}
