import type pg from 'pg';

/** An order as its events name it. */
export interface NamedOrder {
  id: number;
  orderId: string;
  userId: number;
  websiteId: number;
}

export async function namedOrders(client: pg.ClientBase, ids: number[]): Promise<NamedOrder[]> {
  const { rows } = await client.query<NamedOrder>(
    `SELECT id, order_id AS "orderId", user_id AS "userId", website_id AS "websiteId" FROM orders WHERE id = ANY($1::int[])`,
    [ids],
  );
  return rows;
}

export async function setNotificationsSent(client: pg.ClientBase, ids: number[]): Promise<void> {
  await client.query(`UPDATE orders SET notifications_sent = true, updated_at = now() WHERE id = ANY($1::int[]) AND NOT notifications_sent`, [ids]);
}

export async function setTrackingId(client: pg.ClientBase, id: number, trackingId: string): Promise<void> {
  await client.query(`UPDATE orders SET tracking_id = $2, updated_at = now() WHERE id = $1`, [id, trackingId]);
}
