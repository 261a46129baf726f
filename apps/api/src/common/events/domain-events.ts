import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { DataSource, type EntityManager } from 'typeorm';
import { DATABASE_URL } from '../../database/database.module.js';

/** What happened, told to every API process (PostgreSQL LISTEN/NOTIFY) and to listeners in this one. */
export interface DomainEventMap {
  'order.created': { id: number; orderId: string; websiteId: number; userId: number };
  'upsell-order.created': { id: number; orderId: string; originalOrderId: string; websiteId: number; userId: number };
  'website.changed': { id: number; customUrl: string; userId: number };
}
export type DomainEventName = keyof DomainEventMap;

const CHANNEL = 'cod_events';

@Injectable()
export class DomainEvents implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Events');
  private readonly local = new EventEmitter();
  private listener?: pg.Client;

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
      try {
        const { name, payload } = JSON.parse(msg.payload ?? '{}') as { name: DomainEventName; payload: unknown };
        this.local.emit(name, payload);
      } catch {
        /* not ours */
      }
    });
    await this.listener.connect();
    await this.listener.query(`LISTEN ${CHANNEL}`);
  }

  async onApplicationShutdown() {
    await this.listener?.end().catch(() => undefined);
  }

  /** Publishes to all processes (including this one, through the same notification). */
  async publish<K extends DomainEventName>(name: K, payload: DomainEventMap[K]): Promise<void> {
    await this.dataSource.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ name, payload })]);
  }

  /** Publishes from inside a transaction: delivered only if and when it commits. */
  async publishWithin<K extends DomainEventName>(manager: EntityManager, name: K, payload: DomainEventMap[K]): Promise<void> {
    await manager.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ name, payload })]);
  }

  on<K extends DomainEventName>(name: K, handler: (payload: DomainEventMap[K]) => void): () => void {
    this.local.on(name, handler);
    return () => this.local.off(name, handler);
  }
}
