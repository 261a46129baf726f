import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type pg from 'pg';
import { SqlPool } from '../../../database/sql-pool.js';
import { DomainEvents } from '../../events/index.js';
import { DELIVERY_QUEUES } from '../../jobs/index.js';
import { OrderFanoutOutbox } from '../../orders/index.js';
import type { NewDelivery } from '../delivery-ledger.js';
import type { OpeningSubject } from '../parcel.reader.js';
import type { ChannelHandler } from './channel-handler.js';
import { DeliveryWork } from './delivery-work.js';

/** The shipment goes this long after the upsell window closes, so an upsell accepted in its last second rides along. */
const WINDOW_GRACE_MS = 2000;
const BATCH = 200;
/**
 * After a wake, the fan-out waits this long, so a burst's orders share one round (one transaction, one disk flush).
 * Without it, rounds ran back to back under load, ≈ 6 orders each: 0.20 commits per order against 0.15, and the
 * orders' own commits queued behind theirs (p99 +7 ms).
 */
const LINGER_MS = 10;

/**
 * Turns each new order (and upsell order) into its deliveries: its row in the orders' fan-out outbox,
 * written with the order, is claimed (SKIP LOCKED) in the transaction that decides from the seller's
 * settings which channels it goes to, opens their deliveries and queues their jobs, so it is fanned out
 * once, by one process; a process that dies mid-way leaves the row to the next claim. Woken by every
 * order (in any process), so the seller's Telegram hears of it within moments.
 */
@Injectable()
export class OrderFanOut implements OnApplicationBootstrap {
  private readonly logger = new Logger('FanOut');

  constructor(
    private readonly work: DeliveryWork,
    private readonly events: DomainEvents,
    private readonly sql: SqlPool,
    private readonly outbox: OrderFanoutOutbox,
  ) {}

  onApplicationBootstrap() {
    const loop = this.work.jobs.loop('order-fanout', { batchSize: BATCH, pollMs: 2000, lingerMs: LINGER_MS }, () => this.step());
    this.work.wakeOn(loop, 'order.created');
    this.work.wakeOn(loop, 'upsell.created');
  }

  /** One batch claimed and fanned out in one transaction; a batch that fails is tried order by order. */
  private async step(): Promise<number> {
    let claimed: string[] = [];
    try {
      return await this.sql.transaction(async (client) => {
        claimed = await this.outbox.claim(client, BATCH);
        if (claimed.length) await this.fanOut(client, claimed);
        return claimed.length;
      });
    } catch (err) {
      // The claim itself failed: nothing was taken, the loop looks again later.
      if (!claimed.length) throw err;
      for (const orderId of claimed) await this.alone(orderId);
      return claimed.length;
    }
  }

  /** One order's fan-out in a transaction of its own; when it fails too, it is tried again after a growing wait. */
  private async alone(orderId: string) {
    try {
      await this.sql.transaction(async (client) => {
        const claimed = await this.outbox.claim(client, 1, [orderId]);
        if (claimed.length) await this.fanOut(client, claimed);
      });
    } catch (err) {
      const reason = (err as Error).message ?? String(err);
      this.logger.warn(`Fan-out of ${orderId} failed (${reason}); it is tried again later`);
      // Not postponed (the database is away): the row is due still, and the next claim takes it.
      await this.outbox.postpone([orderId], reason).catch((e: Error) => this.logger.warn(`Fan-out of ${orderId} not postponed: ${e.message}`));
    }
  }

  private async fanOut(client: pg.ClientBase, orderIds: string[]) {
    const rows: (NewDelivery & { subject: OpeningSubject; handler: ChannelHandler })[] = [];
    for (const { opening: subject, seller } of await this.work.subjects.openings(orderIds)) {
      for (const handler of this.work.channels.all) {
        const opening = handler.opening(subject, seller);
        if (!opening) continue;
        rows.push({
          subject,
          handler,
          ref: subject.ref,
          channel: handler.channel,
          orderId: subject.orderId,
          upsellOrderId: subject.upsellId,
          userId: seller.id,
          state: opening.state,
          reason: 'reason' in opening ? opening.reason : null,
        });
      }
    }
    const opened = await this.work.ledger.open(client, rows);
    const fresh = rows.filter((r) => r.state === 'waiting' && opened.has(`${r.ref}|${r.channel}`));
    await this.work.jobs.insertInTransaction(
      client,
      fresh.map((r) => ({ name: DELIVERY_QUEUES[r.channel], data: { ref: r.ref }, singletonKey: r.ref, startAfter: this.startOf(r) })),
    );
    const queued = [...new Set(fresh.map((r) => r.channel))];
    if (queued.length) await this.events.emit(client, [{ name: 'deliveries.queued', payload: { channels: queued } }]);
  }

  private startOf(row: { handler: ChannelHandler; subject: OpeningSubject }): Date | undefined {
    if (!row.handler.waitsForUpsellWindow) return undefined;
    const closes = row.subject.upsellDelayedUntil;
    return new Date((closes ? Date.parse(closes) : Date.now()) + WINDOW_GRACE_MS);
  }
}
