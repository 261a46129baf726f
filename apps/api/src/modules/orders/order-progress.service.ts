import { Injectable } from '@nestjs/common';
import { REFUSED_SHIPMENT_STATUSES, SHIPMENT_REASONS, type OrderStatus, type ShipmentStatus } from '@cod/contracts';
import type pg from 'pg';
import { DomainEvents } from '../events/index.js';
import { recordStatusChange } from './order-status-changes.repository.js';
import { namedOrders, setNotificationsSent, setStatus, setTrackingId, type NamedOrder } from './orders.repository.js';
import { insertShipmentEvent, lockTrackedOrder, openShipments, refusalsOf, setShipmentStatus } from './shipment-events.repository.js';
import { setUpsellTrackingIds } from './upsell-orders.repository.js';

/** One status of a parcel as the courier reported it. */
export interface CourierReport {
  userId: number;
  trackingId: string;
  status: ShipmentStatus;
  at: string;
  note: string | null;
  source: 'push' | 'pull';
}

/** What a report did: `unknown` (no such parcel of this seller), `repeat` (stored before), or stored. */
export type CourierOutcome =
  | { kind: 'unknown' }
  | { kind: 'repeat' }
  | { kind: 'stored'; orderId: string; userId: number; phoneTail: string; refused: boolean; refusals: number };

/**
 * What happens to placed orders after checkout, as other modules report it (the deliveries): on the
 * caller's transaction, so it is stored with the report.
 */
@Injectable()
export class OrderProgress {
  constructor(private readonly events: DomainEvents) {}

  /** Parcels still on their way (a tracking number, no final status), oldest first. */
  openShipments(db: pg.Pool | pg.ClientBase, limit: number) {
    return openShipments(db, limit);
  }

  /**
   * The courier's answer: stored once per (tracking number, status, time); the newest status becomes the
   * parcel's; `delivered` completes the order, `returned`/`refused` cancel it with the reason in its history.
   */
  async recordCourierStatus(client: pg.ClientBase, report: CourierReport): Promise<CourierOutcome> {
    const order = await lockTrackedOrder(client, report.userId, report.trackingId);
    if (!order) return { kind: 'unknown' };
    const stored = await insertShipmentEvent(client, { orderId: order.id, trackingId: report.trackingId, status: report.status, at: report.at, note: report.note, source: report.source });
    if (!stored.inserted) return { kind: 'repeat' };
    const refused = REFUSED_SHIPMENT_STATUSES.includes(report.status);
    let to: OrderStatus | null = null;
    if (stored.newest) {
      await setShipmentStatus(client, order.id, report.status);
      const next = courierOrderStatus(report.status);
      if (next && next.status !== order.status) {
        to = next.status;
        await setStatus(client, order.id, next.status);
        await recordStatusChange(client, order.id, order.status, next.status, null, next.reason(report.note));
      }
    }
    await this.events.emit(client, [
      { name: 'order.updated', payload: { orderId: order.orderId, websiteId: order.websiteId, userId: order.userId, shipmentStatus: report.status, ...(to ? { status: to } : {}) } },
    ]);
    return { kind: 'stored', orderId: order.orderId, userId: order.userId, phoneTail: order.phoneTail, refused, refusals: refused ? await refusalsOf(client, order.userId, order.phoneTail) : 0 };
  }

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

/** The order status a final courier status sets, with the reason kept in the history. */
function courierOrderStatus(status: ShipmentStatus): { status: OrderStatus; reason: (note: string | null) => string } | null {
  if (status === 'delivered') return { status: 'completed', reason: () => SHIPMENT_REASONS.delivered };
  if (status === 'returned') return { status: 'cancelled', reason: SHIPMENT_REASONS.returned };
  if (status === 'refused') return { status: 'cancelled', reason: SHIPMENT_REASONS.refused };
  return null;
}
