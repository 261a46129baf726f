import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { ORDER_EVENT_NAMES, type OrderEventData, type OrderEventName } from '@cod/contracts';
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { DATABASE_URL } from '../../database/tokens.js';
import type { RevokedSessions } from '../auth/index.js';
import { appendAndNotify, listen, notify, prepareNotifier, type EventClient, type LoggedEvent } from './events.repository.js';

/** An order event as every process hears it: what GET /api/events sends, and the website owner it belongs to. */
export type OrderEvent = OrderEventData & { userId: number };

/** What happened, told to every API process (PostgreSQL LISTEN/NOTIFY) and to listeners in this one. */
export interface DomainEventMap {
  'order.created': OrderEvent;
  /** `upsellOrderId` is the upsell's number, `orderId` its original order's. */
  'upsell.created': OrderEvent & { upsellOrderId: string };
  /** `status` absent: the order's deliveries changed (its notifications or shipment settled). */
  'order.updated': OrderEvent;
  /** Delivery jobs were queued: the workers of these channels look now instead of at their next poll. */
  'deliveries.queued': { channels: string[] };
  'website.changed': { id: number; customUrl: string; userId: number };
  'order-blocks.changed': { userId: number };
  /** A seller's custom domain was added, verified, made primary, unverified or removed (`verified`: as it is now). */
  'domain.changed': { host: string; verified: boolean; userId: number };
  /** A seller's shop identity or terms changed: every public page of theirs shows it. */
  'shop-profile.changed': { userId: number };
  /** Sessions were signed out, or all of a user's (deactivated, password changed or reset, deleted): their streams end. */
  'sessions.revoked': RevokedSessions;
}
export type DomainEventName = keyof DomainEventMap;
/** One event to emit: its name and payload. */
export type DomainEvent = { [K in DomainEventName]: { name: K; payload: DomainEventMap[K] } }[DomainEventName];

/** A NOTIFY payload must stay under 8000 bytes. */
const MAX_PAYLOAD_BYTES = 7900;

const isOrderEvent = (e: DomainEvent): e is Extract<DomainEvent, { name: OrderEventName }> => (ORDER_EVENT_NAMES as readonly string[]).includes(e.name);

/** The log row of an order event: its data is the event without the owner. */
function logRowOf(e: Extract<DomainEvent, { name: OrderEventName }>): Omit<LoggedEvent, 'id'> {
  const { userId, ...data } = e.payload;
  return { name: e.name, userId, websiteId: data.websiteId, data };
}

/** The events as JSON arrays, each under the NOTIFY limit. */
function payloadsOf(events: DomainEvent[]): string[] {
  const payloads: string[] = [];
  let parts: string[] = [];
  let bytes = 2;
  for (const event of events) {
    const json = JSON.stringify(event);
    const size = Buffer.byteLength(json) + 1;
    if (parts.length && bytes + size > MAX_PAYLOAD_BYTES) {
      payloads.push(`[${parts.join(',')}]`);
      parts = [];
      bytes = 2;
    }
    parts.push(json);
    bytes += size;
  }
  if (parts.length) payloads.push(`[${parts.join(',')}]`);
  return payloads;
}

@Injectable()
export class DomainEvents implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Events');
  private readonly local = new EventEmitter();
  private listener?: pg.Client;
  /** The connection that sends announced events (see announce), and its backend's pid (its notifications come back to us). */
  private notifier?: Promise<pg.Client>;
  private notifierPid = 0;
  private unsent: DomainEvent[] = [];
  /** Shut down: what is announced later reaches this process only (a new connection would hold the exit). */
  private closed = false;
  private sending?: Promise<void>;

  constructor(@Inject(DATABASE_URL) private readonly databaseUrl: string) {
    this.local.setMaxListeners(1000);
  }

  async onModuleInit() {
    this.listener = new pg.Client({ connectionString: this.databaseUrl, application_name: 'cod-events' });
    this.listener.on('error', (err) => this.logger.warn(`listener: ${err.message}`));
    this.listener.on('notification', (msg) => {
      if (msg.processId === this.notifierPid) return; // announced: this process was told at once
      let batch: DomainEvent[];
      try {
        batch = JSON.parse(msg.payload ?? '[]');
      } catch {
        return; // not ours
      }
      if (Array.isArray(batch)) this.tellThisProcess(batch);
    });
    await this.listener.connect();
    await listen(this.listener);
  }

  async onApplicationShutdown() {
    this.closed = true;
    await this.sending;
    await this.listener?.end().catch(() => undefined);
    await this.notifier?.then((c) => c.end()).catch(() => undefined);
  }

  /**
   * Tells every process (this one too, through the same notification) of changes, on `client`: the
   * caller's transaction, so the notification exists exactly when the change commits (PostgreSQL delivers
   * a NOTIFY at commit), or a pool when the change had no transaction. Order events are also written to
   * the event log, in the same statement. Emit once per transaction with all its events: the commits of
   * notifying transactions are serialised, so one NOTIFY per order would cap the order rate.
   */
  async emit(client: EventClient, events: DomainEvent[]): Promise<void> {
    if (!events.length) return;
    await appendAndNotify(client, events.filter(isOrderEvent).map(logRowOf), payloadsOf(events));
  }

  /**
   * Tells of changes that have committed without a notification: this process now, every other one by a
   * NOTIFY sent right after, on a connection of its own, the events of commits that end meanwhile sent together.
   * For the orders: a notifying commit holds PostgreSQL's notification lock until its WAL flush, so a NOTIFY in
   * each order batch's commit would serialise the commits (and their flushes) of every process. The NOTIFY
   * commits unflushed (it carries no data); a process that dies before sending it leaves the other processes
   * to their polls (events streams, fan-out: every 2 s), which read the durable log and outbox.
   */
  announce(events: DomainEvent[]): void {
    if (!events.length) return;
    this.tellThisProcess(events);
    if (this.closed) return;
    this.unsent.push(...events);
    this.sending ??= this.sendUnsent().finally(() => (this.sending = undefined));
  }

  private async sendUnsent() {
    while (this.unsent.length) {
      const events = this.unsent;
      this.unsent = [];
      try {
        await notify(await (this.notifier ??= this.connectNotifier()), payloadsOf(events));
      } catch (err) {
        this.logger.warn(`announcing ${events.length} events to the other processes failed (they read them at their next poll): ${(err as Error).message}`);
        const broken = this.notifier;
        this.notifier = undefined;
        void broken?.then((c) => c.end()).catch(() => undefined);
      }
    }
  }

  private async connectNotifier(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: 'cod-events-notify' });
    client.on('error', (err) => this.logger.warn(`notifier: ${err.message}`));
    await client.connect();
    this.notifierPid = await prepareNotifier(client);
    return client;
  }

  /**
   * Runs this process's listeners now, for a change that committed here and must not wait for its
   * notification (which then reaches them a second time: listeners given events this way are idempotent).
   */
  tellThisProcess(events: DomainEvent[]): void {
    for (const { name, payload } of events) this.local.emit(name, payload);
  }

  on<K extends DomainEventName>(name: K, handler: (payload: DomainEventMap[K]) => void): () => void {
    this.local.on(name, handler);
    return () => this.local.off(name, handler);
  }
}
