import type { DeliveryChannel, DeliveryState, OrderDelivery } from '@cod/contracts';
import type pg from 'pg';
import { plannedPerCall, prepared } from '../../database/sql-pool.js';
import { isoTime, minorAsMajor } from '../../database/table.js';
import { orderColumns, type OrderRow } from '../orders/index.js';

/** A delivery to open: one channel of one order (or upsell order). */
export interface NewDelivery {
  ref: string;
  channel: DeliveryChannel;
  orderId: number;
  upsellOrderId: number | null;
  userId: number;
  state: 'waiting' | 'off';
  reason?: string | null;
}

/** An order whose deliveries settled, as its event names it. */
export interface SettledOrder {
  id: number;
  orderId: string;
  userId: number;
  websiteId: number;
}

const OPEN = `
  INSERT INTO deliveries (ref, channel, order_id, upsell_order_id, user_id, state, reason)
  SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::int[], $4::int[], $5::int[], $6::varchar[], $7::varchar[])
  ON CONFLICT (ref, channel) DO NOTHING
  RETURNING ref, channel`;

// A delivery whose send a crashed run had handed over (sent_at set while sending) is claimed again only to be
// settled as sent: it is not sent twice. The open ones it could not claim (`busy`: another process holds them,
// or claimed them at this moment) come back too; the outer SELECT reads them as they were before this statement.
const CLAIM = `
  WITH claimed AS (
    UPDATE deliveries SET state = 'sending', attempts = attempts + CASE WHEN sent_at IS NULL THEN 1 ELSE 0 END,
           lease_until = now() + make_interval(secs => $3), holder = $4, updated_at = now()
     WHERE channel = $2 AND ref = ANY($1::varchar[])
       AND (state = 'waiting' OR (state = 'sending' AND lease_until < now()))
    RETURNING ref, attempts, sent_at IS NOT NULL AS "handedOver")
  SELECT ref, attempts, "handedOver", false AS busy FROM claimed
  UNION ALL
  SELECT d.ref, d.attempts, false, true FROM deliveries d
   WHERE d.channel = $2 AND d.ref = ANY($1::varchar[]) AND d.state IN ('waiting', 'sending')
     AND NOT EXISTS (SELECT 1 FROM claimed c WHERE c.ref = d.ref)`;

const HANDED_OVER = `UPDATE deliveries SET sent_at = now() WHERE channel = $2 AND ref = ANY($1::varchar[]) AND state = 'sending'`;

// The same statement keeps each seller's last real result of the channel (integration_status): sent is "ok", a
// failure (final, or a retry's reason) "failed"; "off" says nothing of the integration.
const SETTLE = `
  WITH settled AS (
    UPDATE deliveries d SET state = u.state, reason = u.reason, lease_until = NULL, holder = NULL, updated_at = now(),
           sent_at = CASE WHEN u.state = 'sent' THEN now() ELSE d.sent_at END
      FROM unnest($1::varchar[], $3::varchar[], $4::varchar[]) AS u(ref, state, reason)
     WHERE d.ref = u.ref AND d.channel = $2
    RETURNING d.order_id, d.upsell_order_id, u.state, u.reason
  ), results AS (
    INSERT INTO integration_status AS i (user_id, channel, result, error, at)
    SELECT DISTINCT ON (o.user_id) o.user_id, $2, CASE WHEN s.state = 'sent' THEN 'ok' ELSE 'failed' END,
           CASE WHEN s.state = 'sent' THEN NULL ELSE left(s.reason, 500) END, now()
      FROM settled s JOIN orders o ON o.id = s.order_id
     WHERE s.state = 'sent' OR s.state = 'failed' OR (s.state = 'waiting' AND s.reason IS NOT NULL)
     ORDER BY o.user_id, (s.state = 'sent') DESC
    ON CONFLICT (user_id, channel) DO UPDATE SET result = EXCLUDED.result, error = EXCLUDED.error, at = EXCLUDED.at
  )
  SELECT order_id AS "orderId", upsell_order_id AS "upsellOrderId" FROM settled`;

// An order's notifications are sent when each of its notification channels is; told once, when they settle.
const SETTLED_ORDERS = `
  SELECT o.id, o.order_id AS "orderId", o.user_id AS "userId", o.website_id AS "websiteId",
         NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.ref = o.order_id AND d.channel = ANY($2::varchar[]) AND d.state <> 'sent') AS "allSent"
    FROM orders o
   WHERE o.id = ANY($1::int[])
     AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.ref = o.order_id AND d.channel = ANY($2::varchar[]) AND d.state IN ('waiting', 'sending'))`;

const OF_REFS = `
  SELECT d.ref, json_agg(json_build_object(
           'channel', d.channel, 'state', CASE d.state WHEN 'sending' THEN 'waiting' ELSE d.state END, 'reason', d.reason,
           'attempts', d.attempts, 'updatedAt', ${isoTime('d.updated_at')})
           ORDER BY array_position(ARRAY['telegram', 'sheets', 'capi', 'shipment']::varchar[], d.channel)) AS deliveries
    FROM deliveries d WHERE d.ref = ANY($1::varchar[]) GROUP BY d.ref`;

/** Opens deliveries on the caller's transaction; returns those that did not exist yet (`ref|channel`). */
export async function openDeliveries(client: pg.ClientBase, rows: NewDelivery[]): Promise<Set<string>> {
  const { rows: opened } = await client.query<{ ref: string; channel: string }>(
    prepared(OPEN, [
      rows.map((r) => r.ref),
      rows.map((r) => r.channel),
      rows.map((r) => r.orderId),
      rows.map((r) => r.upsellOrderId),
      rows.map((r) => r.userId),
      rows.map((r) => r.state),
      rows.map((r) => r.reason ?? null),
    ]),
  );
  return new Set(opened.map((r) => `${r.ref}|${r.channel}`));
}

/** Ends every lease now; returns how many deliveries were being sent. */
export async function releaseAllLeases(pool: pg.Pool): Promise<number> {
  const { rowCount } = await pool.query(`UPDATE deliveries SET lease_until = now() WHERE state = 'sending'`);
  return rowCount ?? 0;
}

/** Ends the leases of deliveries being sent by a process that is not among `live` (it died, or stopped); returns how many. */
export async function releaseLeasesOfDeadHolders(pool: pg.Pool, live: string[]): Promise<number> {
  const { rowCount } = await pool.query(
    `UPDATE deliveries SET lease_until = now(), holder = NULL WHERE state = 'sending' AND holder IS NOT NULL AND holder <> ALL($1::uuid[])`,
    [live],
  );
  return rowCount ?? 0;
}

/** Claims deliveries for `holder` (this process) for `leaseSeconds`; `busy` rows are open ones it could not claim. */
export async function claimDeliveries(pool: pg.Pool, channel: DeliveryChannel, refs: string[], leaseSeconds: number, holder: string) {
  return (await pool.query<{ ref: string; attempts: number; handedOver: boolean; busy: boolean }>(plannedPerCall(CLAIM, [refs, channel, leaseSeconds, holder]))).rows;
}

export async function markHandedOver(pool: pg.Pool, channel: DeliveryChannel, refs: string[]): Promise<void> {
  await pool.query(plannedPerCall(HANDED_OVER, [refs, channel]));
}

/** Records the outcomes; returns the orders (and upsell orders) they belong to. */
export async function settleDeliveries(client: pg.ClientBase, channel: DeliveryChannel, refs: string[], states: string[], reasons: (string | null)[]) {
  return (await client.query<{ orderId: number; upsellOrderId: number | null }>(plannedPerCall(SETTLE, [refs, channel, states, reasons]))).rows;
}

/** The orders none of whose notification channels is still open, and whether each of them sent all. */
export async function settledNotifications(client: pg.ClientBase, orderIds: number[], channels: readonly string[]) {
  return (await client.query<SettledOrder & { allSent: boolean }>(plannedPerCall(SETTLED_ORDERS, [orderIds, channels]))).rows;
}

/** One delivery locked for a retry. */
export async function lockDelivery(client: pg.ClientBase, ref: string, channel: DeliveryChannel) {
  const { rows } = await client.query<{ state: DeliveryState; userId: number }>(
    `SELECT state, user_id AS "userId" FROM deliveries WHERE ref = $1 AND channel = $2 FOR UPDATE`,
    [ref, channel],
  );
  return rows[0];
}

export async function reopenDelivery(client: pg.ClientBase, ref: string, channel: DeliveryChannel): Promise<OrderDelivery> {
  const { rows } = await client.query<OrderDelivery>(
    `UPDATE deliveries SET state = 'waiting', reason = NULL, updated_at = now() WHERE ref = $1 AND channel = $2
     RETURNING channel, state, reason, attempts, ${isoTime('updated_at')} AS "updatedAt"`,
    [ref, channel],
  );
  return rows[0];
}

/** The deliveries of orders and upsell orders by their public numbers, in the order /orders lists the channels. */
export async function deliveriesOfRefs(pool: pg.Pool, refs: string[]): Promise<Map<string, OrderDelivery[]>> {
  const { rows } = await pool.query<{ ref: string; deliveries: OrderDelivery[] }>(plannedPerCall(OF_REFS, [refs]));
  return new Map(rows.map((r) => [r.ref, r.deliveries]));
}

/** Parcels: orders and upsell orders by public number, each with its order, website and upsells. */
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
                   'quantity', u.quantity, 'totalPrice', ${minorAsMajor('u.total_price')}, 'status', u.status, 'createdAt', ${isoTime('u.created_at')})
                   ORDER BY u.id), '[]'::json)
            FROM upsell_orders u LEFT JOIN upsell_products p ON p.id = u.upsell_product_id WHERE u.original_order_id = o.id) AS "parcelUpsells"
    FROM orders o LEFT JOIN websites w ON w.id = o.website_id
   WHERE o.id = ANY($1::int[])`;

// What the fan-out's opening decisions read of each order or upsell order: a few columns, not the parcel.
const OPENINGS = `
  SELECT o.order_id AS ref, o.id AS "orderId", o.user_id AS "userId", NULL::int AS "upsellId",
         coalesce(w.target_market, 'Serbia') AS market, ${isoTime('o.upsell_delayed_until')} AS "upsellDelayedUntil"
    FROM orders o LEFT JOIN websites w ON w.id = o.website_id WHERE o.order_id = ANY($1::varchar[])
  UNION ALL
  SELECT u.order_id, o.id, o.user_id, u.id, coalesce(w.target_market, 'Serbia'), ${isoTime('o.upsell_delayed_until')}
    FROM upsell_orders u JOIN orders o ON o.id = u.original_order_id LEFT JOIN websites w ON w.id = o.website_id
   WHERE u.order_id = ANY($1::varchar[])`;

/** The orders and upsell orders of these public numbers as the fan-out's opening decisions read them. */
export async function openingRows<R>(pool: pg.Pool | pg.ClientBase, refs: string[]): Promise<R[]> {
  return (await pool.query(plannedPerCall(OPENINGS, [refs]))).rows as R[];
}

/** Which order each public number (of an order or an upsell order) belongs to. */
export async function parcelOrderIds(pool: pg.Pool | pg.ClientBase, refs: string[]) {
  return (await pool.query<{ ref: string; orderId: number }>(plannedPerCall(FIND, [refs]))).rows;
}

/** Orders by id, each with its website and its upsells (JSON). */
export async function parcelRows<W, U>(pool: pg.Pool, orderIds: number[]) {
  return (await pool.query<OrderRow & { parcelWebsite: W; parcelUpsells: U[] }>(plannedPerCall(PARCELS, [orderIds]))).rows;
}

/** A seller's last real result per channel (`integration_status`). */
export async function integrationResults(pool: pg.Pool, userId: number): Promise<{ channel: string; result: 'ok' | 'failed'; error: string | null; at: string }[]> {
  const { rows } = await pool.query(`SELECT channel, result, error, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at FROM integration_status WHERE user_id = $1`, [userId]);
  return rows;
}

/** A test's result (the settings screens' test buttons): the channel's last real result from now on. */
export async function recordIntegrationResult(pool: pg.Pool, userId: number, channel: string, ok: boolean, error: string | null): Promise<void> {
  await pool.query(
    `INSERT INTO integration_status (user_id, channel, result, error, at) VALUES ($1, $2, $3, $4, now())
     ON CONFLICT (user_id, channel) DO UPDATE SET result = EXCLUDED.result, error = EXCLUDED.error, at = EXCLUDED.at`,
    [userId, channel, ok ? 'ok' : 'failed', ok ? null : (error ?? '').slice(0, 500)],
  );
}

/** New values of an integration: its old result says nothing of them. */
export async function forgetIntegrationResult(pool: pg.Pool, userId: number, channel: string): Promise<void> {
  await pool.query(`DELETE FROM integration_status WHERE user_id = $1 AND channel = $2`, [userId, channel]);
}

/** Deliveries not sent yet (waiting, sending) and failed ones, per channel (the metrics' backlog). */
export async function deliveryBacklog(pool: pg.Pool): Promise<{ channel: string; state: string; n: number }[]> {
  const { rows } = await pool.query(`SELECT channel, state, count(*)::int AS n FROM deliveries WHERE state IN ('waiting', 'sending', 'failed') GROUP BY 1, 2`);
  return rows;
}
