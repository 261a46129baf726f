import { toMinor, type UpsellOrderResponse } from '@cod/contracts';
import type pg from 'pg';
import type { DataSource } from 'typeorm';
import { minorAsMajor } from '../../database/table.js';
import { dayOf, sinceDay, type DailyParams } from './orders.repository.js';

const INSERT_UPSELL_ORDER = `
  INSERT INTO upsell_orders (original_order_id, upsell_product_id, website_id, user_id, order_id, quantity, total_price,
                             currency, currency_symbol, customer_data)
  VALUES ($1, $2, $3, $4, $5, 1, $6, $7, $8, $9)
  ON CONFLICT (original_order_id, upsell_product_id) DO NOTHING
  RETURNING id, order_id AS "orderId", upsell_product_id AS "upsellProductId", website_id AS "websiteId", quantity,
            ${minorAsMajor('total_price')} AS "totalPrice", currency, currency_symbol AS "currencySymbol", status, created_at AS "createdAt"`;

/** An upsell order as stored: the answer's fields and its id. */
export type UpsellOrderRow = Omit<UpsellOrderResponse['upsellOrder'], 'originalOrderId' | 'createdAt'> & { id: number; createdAt: string | Date };

/** Stores an upsell of an order (quantity 1); null when that order already has this upsell. */
export async function insertUpsellOrder(
  client: pg.ClientBase,
  u: { originalOrderId: number; upsellProductId: number; websiteId: number; userId: number; orderId: string; totalPrice: number; currency: string; currencySymbol: string; customerData: object },
): Promise<UpsellOrderRow | null> {
  const { rows } = await client.query<UpsellOrderRow>(INSERT_UPSELL_ORDER, [
    u.originalOrderId,
    u.upsellProductId,
    u.websiteId,
    u.userId,
    u.orderId,
    toMinor(u.totalPrice),
    u.currency,
    u.currencySymbol,
    JSON.stringify(u.customerData),
  ]);
  return rows[0] ?? null;
}

export async function setUpsellTrackingIds(client: pg.ClientBase, ids: number[], trackingId: string): Promise<void> {
  await client.query(`UPDATE upsell_orders SET tracking_id = $2, updated_at = now() WHERE id = ANY($1::int[])`, [ids, trackingId]);
}

/** Upsell revenue per day and currency since a day, of orders not cancelled. */
export function dailyUpsells(db: DataSource, params: DailyParams): Promise<{ day: string; currency: string; revenue: number }[]> {
  return db.query(
    `SELECT ${dayOf('u.created_at')} AS day, u.currency, ${minorAsMajor('sum(u.total_price)')} AS revenue
       FROM upsell_orders u JOIN orders o ON o.id = u.original_order_id
      WHERE ($1::int IS NULL OR u.user_id = $1) AND u.created_at >= ${sinceDay} AND o.status <> $4
      GROUP BY 1, 2`,
    params,
  );
}
