import { Injectable } from '@nestjs/common';
import { canRetryDelivery, INTEGRATION_MESSAGES, NOTIFICATION_CHANNELS, type DeliveryChannel, type OrderDelivery } from '@cod/contracts';
import type pg from 'pg';
import { InvalidInputError, NotFoundError } from '../../common/errors/domain-error.js';
import { SqlPool } from '../../database/sql-pool.js';
import { DomainEvents } from '../events/index.js';
import { DELIVERY_QUEUES, JobsService, ProcessHeartbeat } from '../jobs/index.js';
import { OrderProgress, type OrderScope } from '../orders/index.js';
import {
  claimDeliveries,
  deliveryBacklog,
  lockDelivery,
  markHandedOver,
  openDeliveries,
  releaseAllLeases,
  releaseLeasesOfDeadHolders,
  reopenDelivery,
  settledNotifications,
  settleDeliveries,
  type NewDelivery,
  type SettledOrder,
} from './deliveries.repository.js';
import { gaugeOf } from '../../common/metrics/metrics.js';

export type { NewDelivery } from './deliveries.repository.js';

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

/**
 * Where each order went, channel by channel (the `deliveries` table): opened when the order's jobs are
 * queued, claimed before a send (so a repeated or concurrent job sends nothing twice), settled after it.
 * It keeps the order's `notificationsSent` true exactly when every notification channel delivered (through
 * the orders module), and tells the console (an `order.updated` event) when an order's notifications or
 * its shipment settle.
 */
@Injectable()
export class DeliveryLedger {
  constructor(
    private readonly sql: SqlPool,
    private readonly jobs: JobsService,
    private readonly events: DomainEvents,
    private readonly orders: OrderProgress,
    private readonly heartbeat: ProcessHeartbeat,
  ) {
    gaugeOf('cod_delivery_backlog', 'Deliveries not sent yet (waiting, sending) and failed ones, by channel', ['channel', 'state'], async (set) => {
      for (const r of await deliveryBacklog(this.sql.pool)) set({ channel: r.channel, state: r.state }, r.n);
    });
  }

  /** Opens deliveries on the caller's transaction; returns those that did not exist yet (`ref|channel`). */
  async open(client: pg.ClientBase, rows: NewDelivery[]): Promise<Set<string>> {
    if (!rows.length) return new Set();
    return openDeliveries(client, rows);
  }

  /**
   * Frees every delivery marked as being sent (its lease ends now), for a process that is the database's
   * sole user: no living process can be sending them. Returns how many.
   */
  releaseOrphanedLeases(): Promise<number> {
    return releaseAllLeases(this.sql.pool);
  }

  /** Frees the deliveries being sent by a process whose heartbeat stopped (any process may run it): returns how many. */
  async releaseLeasesOfDeadProcesses(): Promise<number> {
    return releaseLeasesOfDeadHolders(this.sql.pool, await this.heartbeat.live());
  }

  /**
   * Takes the deliveries this process may send now: ref → its attempt number (1 for the first) and whether
   * an earlier run had already handed it over (then it is only to be settled as sent). `busy`: the open ones
   * another process is sending (it may yet die with them: their jobs must not end).
   */
  async claim(channel: DeliveryChannel, refs: string[]): Promise<{ claimed: Map<string, Claimed>; busy: Set<string> }> {
    if (!refs.length) return { claimed: new Map(), busy: new Set() };
    const rows = await claimDeliveries(this.sql.pool, channel, refs, LEASE_SECONDS, this.heartbeat.id);
    return {
      claimed: new Map(rows.filter((r) => !r.busy).map((r) => [r.ref, { attempt: r.attempts, handedOver: r.handedOver }])),
      busy: new Set(rows.filter((r) => r.busy).map((r) => r.ref)),
    };
  }

  /**
   * Marks claimed deliveries as accepted by their service, the moment it said so and before their batch is
   * settled: should this process die in between, the next claim settles them instead of sending them again.
   * For services without an idempotency key (Telegram, a Sheets append).
   */
  async markHandedOver(channel: DeliveryChannel, refs: string[]): Promise<void> {
    if (refs.length) await markHandedOver(this.sql.pool, channel, refs);
  }

  /** Records how claimed deliveries ended; updates `notificationsSent` and tells the console. */
  async settle(channel: DeliveryChannel, outcomes: Map<string, DeliveryOutcome>, extra?: (client: pg.PoolClient) => Promise<void>): Promise<void> {
    if (!outcomes.size) return;
    const refs = [...outcomes.keys()];
    await this.sql.transaction(async (client) => {
      await extra?.(client);
      const rows = await settleDeliveries(
        client,
        channel,
        refs,
        refs.map((r) => outcomes.get(r)!.state),
        refs.map((r) => reasonOf(outcomes.get(r)!)),
      );
      const orderIds = [...new Set(rows.filter((r) => r.upsellOrderId === null).map((r) => r.orderId))];
      const settledNow = [...outcomes.values()].some((o) => o.state !== 'waiting');
      if (orderIds.length && settledNow) await this.tell(client, channel, orderIds);
    });
  }

  private async tell(client: pg.PoolClient, channel: DeliveryChannel, orderIds: number[]) {
    const notification = (NOTIFICATION_CHANNELS as readonly string[]).includes(channel);
    if (!notification) return this.told(client, await this.orders.named(client, orderIds));
    const rows = await settledNotifications(client, orderIds, NOTIFICATION_CHANNELS);
    const sent = rows.filter((r) => r.allSent).map((r) => r.id);
    if (sent.length) await this.orders.markNotificationsSent(client, sent);
    return this.told(client, rows);
  }

  private told(client: pg.PoolClient, orders: SettledOrder[]) {
    return this.events.emit(
      client,
      orders.map((o) => ({ name: 'order.updated' as const, payload: { orderId: o.orderId, websiteId: o.websiteId, userId: o.userId } })),
    );
  }

  /**
   * A failed delivery sent again (POST /api/orders/{id}/deliveries/{channel}/retry), by the admin or the
   * owner of the order's website.
   */
  async retry(scope: OrderScope, ref: string, channel: DeliveryChannel): Promise<OrderDelivery> {
    return this.sql.transaction(async (client) => {
      const found = await lockDelivery(client, ref, channel);
      if (!found || (scope.userId !== null && found.userId !== scope.userId)) throw new NotFoundError(INTEGRATION_MESSAGES.deliveryNotFound);
      if (!canRetryDelivery(found)) throw new InvalidInputError(INTEGRATION_MESSAGES.deliveryNotFailed);
      const updated = await reopenDelivery(client, ref, channel);
      await this.jobs.sendInTransaction(client, DELIVERY_QUEUES[channel], { ref }, ref);
      await this.events.emit(client, [{ name: 'deliveries.queued', payload: { channels: [channel] } }]);
      return updated;
    });
  }
}
