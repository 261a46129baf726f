import type { OrderStatus } from '@cod/contracts';
import type pg from 'pg';

/** Who changed an order's status, from what to what (the time is the row's). */
export async function recordStatusChange(client: pg.ClientBase, orderId: number, from: OrderStatus, to: OrderStatus, by: number): Promise<void> {
  await client.query(`INSERT INTO order_status_changes (order_id, from_status, to_status, changed_by) VALUES ($1, $2, $3, $4)`, [orderId, from, to, by]);
}
