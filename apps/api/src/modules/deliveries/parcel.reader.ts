import { Injectable } from '@nestjs/common';
import type { MarketId } from '@cod/contracts';
import { SqlPool } from '../../database/sql-pool.js';
import type { OrderRow } from '../orders/index.js';
import { openingRows, parcelOrderIds, parcelRows } from './deliveries.repository.js';

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

/** What a channel decides its opening on (ChannelHandler.opening), and what the opened delivery row needs. */
export interface OpeningSubject {
  ref: string;
  /** The order's id (an upsell's: its original order's). */
  orderId: number;
  userId: number;
  /** Set for an upsell order. */
  upsellId: number | null;
  market: MarketId;
  /** The order's upsell window end (ISO), when the shipment may go. */
  upsellDelayedUntil: string | null;
}

/** Reads orders and upsell orders, by public number, as the delivery workers need them. */
@Injectable()
export class ParcelReader {
  constructor(private readonly sql: SqlPool) {}

  /** By ref, what the fan-out decides on (one statement, a few columns); a ref whose order is gone is left out. */
  async openings(refs: string[]): Promise<OpeningSubject[]> {
    return refs.length ? openingRows<OpeningSubject>(this.sql.pool, refs) : [];
  }

  async subjects(refs: string[]): Promise<Map<string, DeliverySubject>> {
    if (!refs.length) return new Map();
    const found = await parcelOrderIds(this.sql.pool, refs);
    const rows = await parcelRows<Parcel['website'], ParcelUpsell>(this.sql.pool, [...new Set(found.map((f) => f.orderId))]);
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
