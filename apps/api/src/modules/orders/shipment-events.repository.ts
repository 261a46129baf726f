import { FINAL_SHIPMENT_STATUSES, REFUSED_SHIPMENT_STATUSES, type OrderStatus, type ShipmentStatus } from '@cod/contracts';
import type pg from 'pg';

// The predicate of the partial index orders_open_shipments_idx, written out so the planner uses it.
const FINAL_LIST = FINAL_SHIPMENT_STATUSES.map((s) => `'${s}'`).join(', ');

/** An order of a seller by its parcel's tracking number, locked for the courier's answer. */
export interface TrackedOrder {
  id: number;
  orderId: string;
  userId: number;
  websiteId: number;
  status: OrderStatus;
  phoneTail: string;
  shipmentStatus: ShipmentStatus | null;
  /** The time of the newest status stored so far. */
  lastAt: string | null;
}

export async function lockTrackedOrder(client: pg.ClientBase, userId: number, trackingId: string): Promise<TrackedOrder | undefined> {
  const { rows } = await client.query<TrackedOrder>(
    `SELECT o.id, o.order_id AS "orderId", o.user_id AS "userId", o.website_id AS "websiteId", o.status, o.phone_tail AS "phoneTail",
            o.shipment_status AS "shipmentStatus", (SELECT max(e.at)::text FROM shipment_events e WHERE e.order_id = o.id) AS "lastAt"
       FROM orders o WHERE o.user_id = $1 AND o.tracking_id = $2 ORDER BY o.id LIMIT 1 FOR UPDATE OF o`,
    [userId, trackingId],
  );
  return rows[0];
}

/** Stores one status of a parcel; false when the same (tracking number, status, time) came before. */
export async function insertShipmentEvent(
  client: pg.ClientBase,
  e: { orderId: number; trackingId: string; status: ShipmentStatus; at: string; note: string | null; source: 'push' | 'pull' },
): Promise<{ inserted: boolean; newest: boolean }> {
  const { rows } = await client.query<{ newest: boolean }>(
    `INSERT INTO shipment_events (order_id, tracking_id, status, at, note, source) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (tracking_id, status, at) DO NOTHING
     RETURNING NOT EXISTS (SELECT 1 FROM shipment_events x WHERE x.order_id = $1 AND x.at > $4::timestamptz) AS newest`,
    [e.orderId, e.trackingId, e.status, e.at, e.note, e.source],
  );
  return { inserted: rows.length > 0, newest: rows[0]?.newest ?? false };
}

export async function setShipmentStatus(client: pg.ClientBase, orderId: number, status: ShipmentStatus): Promise<void> {
  await client.query(`UPDATE orders SET shipment_status = $2, updated_at = now() WHERE id = $1`, [orderId, status]);
}

/** How many parcels of this buyer (phone) this seller had refused or returned. */
export async function refusalsOf(client: pg.ClientBase, userId: number, phoneTail: string): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM orders WHERE user_id = $1 AND phone_tail = $2 AND shipment_status = ANY($3::varchar[])`,
    [userId, phoneTail, REFUSED_SHIPMENT_STATUSES],
  );
  return rows[0].n;
}

/** Parcels still on their way (a tracking number, no final status), oldest first: what the courier is asked about. */
export async function openShipments(client: pg.Pool | pg.ClientBase, limit: number): Promise<{ orderId: number; userId: number; trackingId: string; currency: string }[]> {
  const { rows } = await client.query(
    `SELECT id AS "orderId", user_id AS "userId", tracking_id AS "trackingId", currency FROM orders
      WHERE tracking_id IS NOT NULL AND (shipment_status IS NULL OR shipment_status NOT IN (${FINAL_LIST}))
      ORDER BY id LIMIT $1`,
    [limit],
  );
  return rows;
}
