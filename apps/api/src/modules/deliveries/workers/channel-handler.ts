import type { DeliveryChannel } from '@cod/contracts';
import type pg from 'pg';
import type { ConsumerOptions } from '../../jobs/index.js';
import type { OpeningSubject } from '../parcel.reader.js';
import type { SellerSubject } from './delivery-subjects.js';
import type { User } from '../../users/index.js';

/** One claimed delivery: what to send, the seller's settings as they are now, and which try this is. */
export interface Delivery extends SellerSubject {
  attempt: number;
}

/** Told the refs whose sends their service has just accepted; resolves once that is recorded. */
export type HandedOver = (refs: string[]) => Promise<void>;

/** How a send went: sent (with the courier's tracking number for a shipment), not sent by design, or an error. */
export type ChannelResult = { sent: true; trackingId?: string } | { off: string } | Error;

/** Whether an order opens a delivery on this channel (when its jobs are queued), and in which state. */
export type Opening = { state: 'waiting' } | { state: 'off'; reason: string } | null;

/** One delivery channel: when it applies, how it sends a batch, and what it stores of the answer. */
export interface ChannelHandler {
  readonly channel: DeliveryChannel;
  readonly consumer: ConsumerOptions;
  /** The shipment waits for the upsell window; the notifications go at once. */
  readonly waitsForUpsellWindow?: boolean;
  /**
   * The service has no idempotency key (Telegram, a Sheets append): a send it accepted must not be repeated,
   * so the handler reports each accepted send through `handedOver` at once, before the batch is settled.
   */
  readonly repeatsAreVisible?: boolean;
  opening(subject: OpeningSubject, seller: User): Opening;
  deliver(deliveries: Delivery[], handedOver?: HandedOver): Promise<Map<string, ChannelResult>>;
  /** Stores what the sends produced (a tracking number), in the transaction that settles them. */
  record?(client: pg.ClientBase, deliveries: Delivery[], results: Map<string, ChannelResult>): Promise<void>;
}

/** Runs `fn` over `items`, at most `limit` at a time; each result or error by item. */
async function eachLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<(R | Error)[]> {
  const results: (R | Error)[] = new Array(items.length);
  let next = 0;
  const run = async () => {
    while (next < items.length) {
      const i = next++;
      try {
        results[i] = await fn(items[i]);
      } catch (err) {
        results[i] = err instanceof Error ? err : new Error(String(err));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
  return results;
}

/**
 * Sends each delivery on its own (at most `limit` at once): its result, or the error it threw, by ref.
 * Each send its service accepted is told to `handedOver` as it happens.
 */
export async function deliverEach(
  deliveries: Delivery[],
  limit: number,
  send: (delivery: Delivery) => Promise<ChannelResult>,
  handedOver?: HandedOver,
): Promise<Map<string, ChannelResult>> {
  const results = await eachLimited(deliveries, limit, async (d) => {
    const result = await send(d);
    if (handedOver && !(result instanceof Error) && 'sent' in result) await handedOver([d.subject.ref]).catch(() => undefined);
    return result;
  });
  return new Map(deliveries.map((d, i) => [d.subject.ref, results[i]]));
}
