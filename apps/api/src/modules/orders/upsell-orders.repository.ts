import type pg from 'pg';

export async function setUpsellTrackingIds(client: pg.ClientBase, ids: number[], trackingId: string): Promise<void> {
  await client.query(`UPDATE upsell_orders SET tracking_id = $2, updated_at = now() WHERE id = ANY($1::int[])`, [ids, trackingId]);
}
