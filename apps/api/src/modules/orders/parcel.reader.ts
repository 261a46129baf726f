import { Injectable } from '@nestjs/common';
import type { MarketId } from '@cod/contracts';
import { prepared, SqlPool } from '../../database/sql-pool.js';
import { isoTime, orderColumns, type OrderRow } from './order.table.js';

/** An upsell accepted on the thank-you page: it rides in its order's parcel. */
export interface ParcelUpsell {
  id: number;
  orderId: string;
  upsellProductId: number;
  title: string | null;
  sku: string | null;
  quantity: number;
  totalPrice: number;
  status: string;
  createdAt: string;
}

/** An order with what its deliveries need: its website and its upsells. */
export interface Parcel {
  order: OrderRow;
  website: { id: number; title: string | null; productId: string; sku: string | null; customUrl: string | null; market: MarketId };
  upsells: ParcelUpsell[];
}

/** What one delivery job delivers: the order itself, or one of its upsells (a follow-up). */
export type DeliverySubject = { ref: string; parcel: Parcel; upsell: ParcelUpsell | null };

const FIND = `
  SELECT o.order_id AS ref, o.id AS "orderId" FROM orders o WHERE o.order_id = ANY($1::varchar[])
  UNION ALL
  SELECT u.order_id, u.original_order_id FROM upsell_orders u WHERE u.order_id = ANY($1::varchar[])`;

const PARCELS = `
  SELECT ${orderColumns('o')},
         json_build_object('id', o.website_id, 'title', w.title, 'productId', coalesce(w.product_id, o.product_id), 'sku', w.sku,
                           'customUrl', w.custom_url, 'market', coalesce(w.target_market, 'Serbia')) AS "parcelWebsite",
         (SELECT coalesce(json_agg(json_build_object(
                   'id', u.id, 'orderId', u.order_id, 'upsellProductId', u.upsell_product_id, 'title', p.title, 'sku', p.sku,
                   'quantity', u.quantity, 'totalPrice', u.total_price::float8, 'status', u.status, 'createdAt', ${isoTime('u.created_at')})
                   ORDER BY u.id), '[]'::json)
            FROM upsell_orders u LEFT JOIN upsell_products p ON p.id = u.upsell_product_id WHERE u.original_order_id = o.id) AS "parcelUpsells"
    FROM orders o LEFT JOIN websites w ON w.id = o.website_id
   WHERE o.id = ANY($1::int[])`;

/** Reads orders and upsell orders, by public number, as the delivery workers need them. */
@Injectable()
export class ParcelReader {
  constructor(private readonly sql: SqlPool) {}

  async subjects(refs: string[]): Promise<Map<string, DeliverySubject>> {
    if (!refs.length) return new Map();
    const { rows: found } = await this.sql.pool.query<{ ref: string; orderId: number }>(prepared(FIND, [refs]));
    const { rows } = await this.sql.pool.query<OrderRow & { parcelWebsite: Parcel['website']; parcelUpsells: ParcelUpsell[] }>(
      prepared(PARCELS, [[...new Set(found.map((f) => f.orderId))]]),
    );
    const parcels = new Map<number, Parcel>(rows.map(({ parcelWebsite, parcelUpsells, ...order }) => [order.id, { order, website: parcelWebsite, upsells: parcelUpsells }]));
    const subjects = new Map<string, DeliverySubject>();
    for (const { ref, orderId } of found) {
      const parcel = parcels.get(orderId);
      if (!parcel) continue;
      subjects.set(ref, { ref, parcel, upsell: ref === parcel.order.orderId ? null : (parcel.upsells.find((u) => u.orderId === ref) ?? null) });
    }
    return subjects;
  }

}
