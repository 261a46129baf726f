import { Injectable } from '@nestjs/common';
import { canRetryDelivery, INTEGRATION_MESSAGES, NOTIFICATION_CHANNELS, type DeliveryChannel, type DeliveryState, type OrderDelivery } from '@cod/contracts';
import type pg from 'pg';
import { InvalidInputError, NotFoundError } from '../../common/errors/domain-error.js';
import { prepared, SqlPool } from '../../database/sql-pool.js';
import { DomainEvents } from '../events/index.js';
import { DELIVERY_QUEUES, JobsService } from '../jobs/index.js';
import type { OrderScope } from './order-scope.js';
import { isoTime } from './order.table.js';

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

/** How a delivery attempt ended. */
export type DeliveryOutcome =
  | { state: 'sent' }
  | { state: 'waiting'; reason: string }
  | { state: 'failed'; reason: string }
  | { state: 'off'; reason: string };

const reasonOf = (outcome: DeliveryOutcome) => (outcome.state === 'sent' ? null : outcome.reason.slice(0, 500));

/** A claimed delivery: which try this is, and whether a crashed run had already handed it over. */
export interface Claimed {
  attempt: number;
  handedOver: boolean;
}

/** A sending that crashed mid-way is free to claim again after this (pg-boss brings its job back by then). */
const LEASE_SECONDS = 110;

/** The JSON of an order's (or upsell's) deliveries for the list queries; `ref` is the SQL of its public number. */
export const deliveriesJson = (ref: string) => `(
  SELECT coalesce(json_agg(json_build_object(
           'channel', d.channel, 'state', CASE d.state WHEN 'sending' THEN 'waiting' ELSE d.state END, 'reason', d.reason,
           'attempts', d.attempts, 'updatedAt', ${isoTime('d.updated_at')})
           ORDER BY array_position(ARRAY['telegram', 'sheets', 'capi', 'shipment']::varchar[], d.channel)), '[]'::json)
    FROM deliveries d WHERE d.ref = ${ref})`;

const OPEN = `
  INSERT INTO deliveries (ref, channel, order_id, upsell_order_id, user_id, state, reason)
  SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::int[], $4::int[], $5::int[], $6::varchar[], $7::varchar[])
  ON CONFLICT (ref, channel) DO NOTHING
  RETURNING ref, channel`;

// A delivery whose send a crashed run had handed over (sent_at set while sending) is claimed again only to be
// settled as sent: it is not sent twice.
const CLAIM = `
  UPDATE deliveries SET state = 'sending', attempts = attempts + CASE WHEN sent_at IS NULL THEN 1 ELSE 0 END,
         lease_until = now() + make_interval(secs => $3), updated_at = now()
   WHERE channel = $2 AND ref = ANY($1::varchar[])
     AND (state = 'waiting' OR (state = 'sending' AND lease_until < now()))
  RETURNING ref, attempts, sent_at IS NOT NULL AS "handedOver"`;

const HANDED_OVER = `UPDATE deliveries SET sent_at = now() WHERE channel = $2 AND ref = ANY($1::varchar[]) AND state = 'sending'`;

const SETTLE = `
  UPDATE deliveries d SET state = u.state, reason = u.reason, lease_until = NULL, updated_at = now(),
         sent_at = CASE WHEN u.state = 'sent' THEN now() ELSE d.sent_at END
    FROM unnest($1::varchar[], $3::varchar[], $4::varchar[]) AS u(ref, state, reason)
   WHERE d.ref = u.ref AND d.channel = $2
  RETURNING d.order_id AS "orderId", d.upsell_order_id AS "upsellOrderId"`;

// An order's notifications are sent when each of its notification channels is; told once, when they settle.
const SETTLED_ORDERS = `
  SELECT o.id, o.order_id AS "orderId", o.user_id AS "userId", o.website_id AS "websiteId",
         NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.ref = o.order_id AND d.channel = ANY($2::varchar[]) AND d.state <> 'sent') AS "allSent"
    FROM orders o
   WHERE o.id = ANY($1::int[])
     AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.ref = o.order_id AND d.channel = ANY($2::varchar[]) AND d.state IN ('waiting', 'sending'))`;

/**
 * Where each order went, channel by channel (the `deliveries` table): opened when the order's jobs are
 * queued, claimed before a send (so a repeated or concurrent job sends nothing twice), settled after it.
 * It keeps `notificationsSent` true exactly when every notification channel delivered, and tells the
 * console (an `order.updated` event) when an order's notifications or its shipment settle.
 */
@Injectable()
export class DeliveryLedger {
  constructor(
    private readonly sql: SqlPool,
    private readonly jobs: JobsService,
    private readonly events: DomainEvents,
  ) {}

  /** Opens deliveries on the caller's transaction; returns those that did not exist yet (`ref|channel`). */
  async open(client: pg.ClientBase, rows: NewDelivery[]): Promise<Set<string>> {
    if (!rows.length) return new Set();
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

  /**
   * Frees every delivery marked as being sent (its lease ends now), for a process that is the database's
   * sole user: no living process can be sending them. Returns how many.
   */
  async releaseOrphanedLeases(): Promise<number> {
    const { rowCount } = await this.sql.pool.query(`UPDATE deliveries SET lease_until = now() WHERE state = 'sending'`);
    return rowCount ?? 0;
  }

  /**
   * Takes the deliveries this process may send now: ref → its attempt number (1 for the first) and whether
   * an earlier run had already handed it over (then it is only to be settled as sent).
   */
  async claim(channel: DeliveryChannel, refs: string[]): Promise<Map<string, Claimed>> {
    if (!refs.length) return new Map();
    const { rows } = await this.sql.pool.query<{ ref: string; attempts: number; handedOver: boolean }>(prepared(CLAIM, [refs, channel, LEASE_SECONDS]));
    return new Map(rows.map((r) => [r.ref, { attempt: r.attempts, handedOver: r.handedOver }]));
  }

  /**
   * Marks claimed deliveries as accepted by their service, the moment it said so and before their batch is
   * settled: should this process die in between, the next claim settles them instead of sending them again.
   * For services without an idempotency key (Telegram, a Sheets append).
   */
  async markHandedOver(channel: DeliveryChannel, refs: string[]): Promise<void> {
    if (refs.length) await this.sql.pool.query(prepared(HANDED_OVER, [refs, channel]));
  }

  /** Records how claimed deliveries ended; updates `notificationsSent` and tells the console. */
  async settle(channel: DeliveryChannel, outcomes: Map<string, DeliveryOutcome>, extra?: (client: pg.PoolClient) => Promise<void>): Promise<void> {
    if (!outcomes.size) return;
    const refs = [...outcomes.keys()];
    await this.sql.transaction(async (client) => {
      await extra?.(client);
      const { rows } = await client.query<{ orderId: number; upsellOrderId: number | null }>(
        prepared(SETTLE, [refs, channel, refs.map((r) => outcomes.get(r)!.state), refs.map((r) => reasonOf(outcomes.get(r)!))]),
      );
      const orderIds = [...new Set(rows.filter((r) => r.upsellOrderId === null).map((r) => r.orderId))];
      const settledNow = [...outcomes.values()].some((o) => o.state !== 'waiting');
      if (orderIds.length && settledNow) await this.tell(client, channel, orderIds);
    });
  }

  private async tell(client: pg.PoolClient, channel: DeliveryChannel, orderIds: number[]) {
    const notification = (NOTIFICATION_CHANNELS as readonly string[]).includes(channel);
    if (!notification) {
      const { rows } = await client.query<{ id: number; orderId: string; userId: number; websiteId: number }>(
        `SELECT id, order_id AS "orderId", user_id AS "userId", website_id AS "websiteId" FROM orders WHERE id = ANY($1::int[])`,
        [orderIds],
      );
      return this.told(client, rows);
    }
    const { rows } = await client.query<{ id: number; orderId: string; userId: number; websiteId: number; allSent: boolean }>(prepared(SETTLED_ORDERS, [orderIds, NOTIFICATION_CHANNELS]));
    const sent = rows.filter((r) => r.allSent).map((r) => r.id);
    if (sent.length) await client.query(`UPDATE orders SET notifications_sent = true, updated_at = now() WHERE id = ANY($1::int[]) AND NOT notifications_sent`, [sent]);
    return this.told(client, rows);
  }

  private told(client: pg.PoolClient, orders: { orderId: string; userId: number; websiteId: number }[]) {
    return this.events.emit(
      client,
      orders.map((o) => ({ name: 'order.updated' as const, payload: { orderId: o.orderId, websiteId: o.websiteId, userId: o.userId } })),
    );
  }

  /** Stores the courier's tracking number on the order and on the upsells that went in its parcel. */
  async recordTracking(client: pg.ClientBase, orderId: number, upsellIds: number[], trackingId: string): Promise<void> {
    await client.query(`UPDATE orders SET tracking_id = $2, updated_at = now() WHERE id = $1`, [orderId, trackingId]);
    if (upsellIds.length) await client.query(`UPDATE upsell_orders SET tracking_id = $2, updated_at = now() WHERE id = ANY($1::int[])`, [upsellIds, trackingId]);
  }

  /**
   * A failed delivery sent again (POST /api/orders/{id}/deliveries/{channel}/retry), by the admin or the
   * owner of the order's website.
   */
  async retry(scope: OrderScope, ref: string, channel: DeliveryChannel): Promise<OrderDelivery> {
    const delivery = await this.sql.transaction(async (client) => {
      const { rows } = await client.query<{ state: DeliveryState; userId: number }>(
        `SELECT state, user_id AS "userId" FROM deliveries WHERE ref = $1 AND channel = $2 FOR UPDATE`,
        [ref, channel],
      );
      const found = rows[0];
      if (!found || (scope.userId !== null && found.userId !== scope.userId)) throw new NotFoundError(INTEGRATION_MESSAGES.deliveryNotFound);
      if (!canRetryDelivery(found)) throw new InvalidInputError(INTEGRATION_MESSAGES.deliveryNotFailed);
      const { rows: updated } = await client.query<OrderDelivery>(
        `UPDATE deliveries SET state = 'waiting', reason = NULL, updated_at = now() WHERE ref = $1 AND channel = $2
         RETURNING channel, state, reason, attempts, ${isoTime('updated_at')} AS "updatedAt"`,
        [ref, channel],
      );
      await this.jobs.sendInTransaction(client, DELIVERY_QUEUES[channel], { ref }, ref);
      await this.events.emit(client, [{ name: 'deliveries.queued', payload: { channels: [channel] } }]);
      return updated[0];
    });
    return delivery;
  }
}
