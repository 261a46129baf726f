import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { SqlPool } from '../../../database/sql-pool.js';
import { DomainEvents } from '../../events/index.js';
import { DELIVERY_QUEUES, QUEUES, type Job, type QueueName } from '../../jobs/index.js';
import type { NewDelivery } from '../delivery-ledger.js';
import type { DeliverySubject } from '../parcel.reader.js';
import type { ChannelHandler } from './channel-handler.js';
import { DeliveryWork } from './delivery-work.js';

/** The shipment goes this long after the upsell window closes, so an upsell accepted in its last second rides along. */
const WINDOW_GRACE_MS = 2000;

interface CreatedJob {
  id: number;
  orderId: string;
}

/**
 * Turns each new order (and upsell order) into its deliveries: the job enqueued with the order decides,
 * from the seller's settings, which channels it goes to, opens their deliveries and queues their jobs,
 * all in one transaction with the job's completion, so a repeated run opens nothing twice. Woken by
 * every order (in any process), so the seller's Telegram hears of it within moments.
 */
@Injectable()
export class OrderFanOut implements OnApplicationBootstrap {
  constructor(
    private readonly work: DeliveryWork,
    private readonly events: DomainEvents,
    private readonly sql: SqlPool,
  ) {}

  onApplicationBootstrap() {
    const options = { batchSize: 200, pollMs: 2000 };
    for (const [queue, wakeOn] of [
      [QUEUES.orderCreated, 'order.created'],
      [QUEUES.upsellOrderCreated, 'upsell.created'],
    ] as const) {
      this.work.consume<CreatedJob, typeof wakeOn>(queue, options, (jobs) => this.run(queue, jobs), wakeOn);
    }
  }

  private async run(queue: QueueName, jobs: Job<CreatedJob>[]) {
    const rows: (NewDelivery & { subject: DeliverySubject; handler: ChannelHandler })[] = [];
    for (const { subject, seller } of (await this.work.subjects.load(jobs.map((j) => j.data.orderId))).values()) {
      for (const handler of this.work.channels.all) {
        const opening = handler.opening(subject, seller);
        if (!opening) continue;
        rows.push({
          subject,
          handler,
          ref: subject.ref,
          channel: handler.channel,
          orderId: subject.parcel.order.id,
          upsellOrderId: subject.upsell?.id ?? null,
          userId: seller.id,
          state: opening.state,
          reason: 'reason' in opening ? opening.reason : null,
        });
      }
    }
    await this.sql.transaction(async (client) => {
      const opened = await this.work.ledger.open(client, rows);
      const fresh = rows.filter((r) => r.state === 'waiting' && opened.has(`${r.ref}|${r.channel}`));
      await this.work.jobs.insertInTransaction(
        client,
        fresh.map((r) => ({ name: DELIVERY_QUEUES[r.channel], data: { ref: r.ref }, singletonKey: r.ref, startAfter: this.startOf(r) })),
      );
      await this.work.jobs.complete(queue, jobs.map((j) => j.id), client);
      const queued = [...new Set(fresh.map((r) => r.channel))];
      if (queued.length) await this.events.emit(client, [{ name: 'deliveries.queued', payload: { channels: queued } }]);
    });
  }

  private startOf(row: { handler: ChannelHandler; subject: DeliverySubject }): Date | undefined {
    if (!row.handler.waitsForUpsellWindow) return undefined;
    const closes = row.subject.parcel.order.upsellDelayedUntil;
    return new Date((closes ? Date.parse(closes) : Date.now()) + WINDOW_GRACE_MS);
  }
}
