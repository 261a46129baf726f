import { Injectable } from '@nestjs/common';
import type pg from 'pg';
import { namedOrders, setNotificationsSent, setTrackingId, type NamedOrder } from './orders.repository.js';
import { setUpsellTrackingIds } from './upsell-orders.repository.js';

/**
 * What happens to placed orders after checkout, as other modules report it (the deliveries): on the
 * caller's transaction, so it is stored with the report.
 */
@Injectable()
export class OrderProgress {
  /** The orders by id, as their events name them. */
  named(client: pg.ClientBase, ids: number[]): Promise<NamedOrder[]> {
    return namedOrders(client, ids);
  }

  /** Every notification of these orders was delivered. */
  markNotificationsSent(client: pg.ClientBase, ids: number[]): Promise<void> {
    return setNotificationsSent(client, ids);
  }

  /** The courier's tracking number, on the order and on the upsells that went in its parcel. */
  async recordTracking(client: pg.ClientBase, orderId: number, upsellIds: number[], trackingId: string): Promise<void> {
    await setTrackingId(client, orderId, trackingId);
    if (upsellIds.length) await setUpsellTrackingIds(client, upsellIds, trackingId);
  }
}
