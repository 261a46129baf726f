import type { WebhookDeliveryItem, WebhookEventType } from '@cod/contracts';
import type pg from 'pg';

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface EndpointRow {
  userId: number;
  url: string;
  events: WebhookEventType[];
  /** Sealed (common/crypto/secret-box). */
  secret: string;
}

export async function endpointOf(pool: pg.Pool, userId: number): Promise<EndpointRow | null> {
  const { rows } = await pool.query<EndpointRow>(`SELECT user_id AS "userId", url, events, secret FROM webhook_endpoints WHERE user_id = $1`, [userId]);
  return rows[0] ?? null;
}

/** Sets the address and events; the secret given is kept only when the endpoint is new. Answers the (sealed) secret in force. */
export async function saveEndpoint(pool: pg.Pool, userId: number, url: string, events: WebhookEventType[], sealedNewSecret: string): Promise<string> {
  const { rows } = await pool.query<{ secret: string }>(
    `INSERT INTO webhook_endpoints (user_id, url, events, secret) VALUES ($1, $2, $3::varchar[], $4)
     ON CONFLICT (user_id) DO UPDATE SET url = EXCLUDED.url, events = EXCLUDED.events, updated_at = now()
     RETURNING secret`,
    [userId, url, events, sealedNewSecret],
  );
  return rows[0].secret;
}

/** Removes the endpoint; its deliveries still waiting are dropped with it (nobody to send them to). */
export async function removeEndpoint(pool: pg.Pool, userId: number): Promise<boolean> {
  const { rowCount } = await pool.query(`DELETE FROM webhook_endpoints WHERE user_id = $1`, [userId]);
  await pool.query(`UPDATE webhook_deliveries SET state = 'failed', last_error = 'endpoint removed', lease_until = NULL WHERE user_id = $1 AND state = 'waiting'`, [userId]);
  return rowCount === 1;
}

export async function lastDeliveries(pool: pg.Pool, userId: number, limit: number): Promise<WebhookDeliveryItem[]> {
  const { rows } = await pool.query<WebhookDeliveryItem>(
    `SELECT 'evt_' || event_id AS id, type, state, attempts, last_status AS "lastStatus", last_error AS "lastError",
            ${ISO('created_at')} AS "createdAt", ${ISO('sent_at')} AS "sentAt", CASE WHEN state = 'waiting' THEN ${ISO('next_at')} END AS "nextAt"
       FROM webhook_deliveries WHERE user_id = $1 ORDER BY created_at DESC, event_id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}

export interface DueDelivery {
  eventId: string;
  userId: number;
  type: WebhookEventType;
  attempts: number;
  createdAt: string;
  url: string;
  secret: string;
  /** The event log's entry: {orderId, websiteId, status?, shipmentStatus?}. */
  event: Record<string, unknown>;
}

/**
 * Up to `limit` deliveries due now, leased to this process for `leaseSeconds` (another process takes them only
 * once the lease ran out: a process that died mid-send). SKIP LOCKED: processes never claim the same one.
 */
export async function claimDue(pool: pg.Pool, limit: number, leaseSeconds: number): Promise<DueDelivery[]> {
  const { rows } = await pool.query<DueDelivery>(
    `WITH due AS (
       SELECT event_id, user_id FROM webhook_deliveries
        WHERE state = 'waiting' AND next_at <= now() AND (lease_until IS NULL OR lease_until < now())
        ORDER BY next_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     UPDATE webhook_deliveries d SET lease_until = now() + make_interval(secs => $2), attempts = d.attempts + 1
       FROM due, webhook_endpoints w, events e
      WHERE d.event_id = due.event_id AND d.user_id = due.user_id AND w.user_id = d.user_id AND e.id = d.event_id
     RETURNING d.event_id::text AS "eventId", d.user_id AS "userId", d.type, d.attempts, ${ISO('d.created_at')} AS "createdAt", w.url, w.secret, e.data AS event`,
    [limit, leaseSeconds],
  );
  return rows;
}

/** A delivery answered 2xx. */
export async function markSent(pool: pg.Pool, eventId: string, userId: number, status: number): Promise<void> {
  await pool.query(`UPDATE webhook_deliveries SET state = 'sent', sent_at = now(), last_status = $3, last_error = NULL, lease_until = NULL WHERE event_id = $1 AND user_id = $2`, [eventId, userId, status]);
}

/** A failed try: again after `retryInSeconds`, or failed for good when `final`. */
export async function markRetry(pool: pg.Pool, eventId: string, userId: number, status: number | null, error: string, retryInSeconds: number, final: boolean): Promise<void> {
  await pool.query(
    `UPDATE webhook_deliveries SET state = CASE WHEN $6 THEN 'failed' ELSE 'waiting' END, next_at = now() + make_interval(secs => $5),
            last_status = $3, last_error = left($4, 500), lease_until = NULL
      WHERE event_id = $1 AND user_id = $2`,
    [eventId, userId, status, error, retryInSeconds, final],
  );
}

/** The order an event names, as a webhook tells it (the seller's own order: never another's). */
export async function orderForWebhook(pool: pg.Pool, userId: number, orderId: string): Promise<Record<string, unknown> | null> {
  const { rows } = await pool.query(
    `SELECT o.order_id AS "orderId", o.website_id AS "websiteId", o.status, o.quantity, (o.total_price / 100.0)::float8 AS "totalPrice", o.currency,
            o.first_name AS "firstName", o.last_name AS "lastName", o.email, o.phone, o.address, o.city, o.postal_code AS "postalCode", o.notes,
            o.product_name AS "productName", o.tracking_id AS "trackingId", o.shipment_status AS "shipmentStatus", o.source,
            ${ISO('o.created_at')} AS "createdAt", ${ISO('o.updated_at')} AS "updatedAt"
       FROM orders o WHERE o.order_id = $1 AND o.user_id = $2`,
    [orderId, userId],
  );
  return rows[0] ?? null;
}

export async function waitingCount(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE state = 'waiting'`);
  return rows[0].n;
}
