import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { DATABASE_URL } from '../../database/tokens.js';
import type { RevokedSessions } from '../auth/index.js';

/** What happened, told to every API process (PostgreSQL LISTEN/NOTIFY) and to listeners in this one. */
export interface DomainEventMap {
  'order.created': { id: number; orderId: string; websiteId: number; userId: number };
  'upsell-order.created': { id: number; orderId: string; originalOrderId: string; websiteId: number; userId: number };
  /** `status` null: the order's deliveries changed (its notifications or shipment settled). */
  'order.updated': { id: number; orderId: string; websiteId: number; userId: number; status: string | null };
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

const CHANNEL = 'cod_events';
const FLUSH_MS = 20;

@Injectable()
export class DomainEvents implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Events');
  private readonly local = new EventEmitter();
  private listener?: pg.Client;
  private pending: { name: DomainEventName; payload: unknown }[] = [];
  private flushing?: Promise<void>;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
  ) {
    this.local.setMaxListeners(1000);
  }

  async onModuleInit() {
    this.listener = new pg.Client({ connectionString: this.databaseUrl, application_name: 'cod-events' });
    this.listener.on('error', (err) => this.logger.warn(`listener: ${err.message}`));
    this.listener.on('notification', (msg) => {
      let batch: { name: DomainEventName; payload: unknown }[];
      try {
        batch = JSON.parse(msg.payload ?? '[]');
      } catch {
        return; // not ours
      }
      if (Array.isArray(batch)) for (const { name, payload } of batch) this.local.emit(name, payload);
    });
    await this.listener.connect();
    await this.listener.query(`LISTEN ${CHANNEL}`);
  }

  async onApplicationShutdown() {
    await this.flushing;
    await this.listener?.end().catch(() => undefined);
  }

  /**
   * Publishes to all processes (including this one, through the same notification). Call it after the
   * change committed. Events of the next few milliseconds travel in one NOTIFY: PostgreSQL serialises
   * the commits of notifying transactions, so one NOTIFY per order would cap the order rate.
   */
  publish<K extends DomainEventName>(name: K, payload: DomainEventMap[K]): Promise<void> {
    this.pending.push({ name, payload });
    this.flushing ??= new Promise<void>((resolve) => setTimeout(resolve, FLUSH_MS)).then(() => this.flush());
    return this.flushing;
  }

  private async flush() {
    const batch = this.pending.splice(0);
    this.flushing = undefined;
    // A NOTIFY payload must stay under 8000 bytes.
    for (let i = 0; i < batch.length; i += 40) {
      await this.dataSource
        .query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(batch.slice(i, i + 40))])
        .catch((err: Error) => this.logger.warn(`notify failed: ${err.message}`));
    }
  }

  on<K extends DomainEventName>(name: K, handler: (payload: DomainEventMap[K]) => void): () => void {
    this.local.on(name, handler);
    return () => this.local.off(name, handler);
  }
}
