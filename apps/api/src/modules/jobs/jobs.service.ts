import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import { prepared } from '../../database/sql-pool.js';
import { DATABASE_URL } from '../../database/tokens.js';
import { QUEUE_OPTIONS, QUEUES, type QueueName } from './queues.js';

/**
 * The job queue on our own PostgreSQL (pg-boss). `sendInTransaction` writes the job with the caller's
 * transaction, so the job exists exactly when the caller's rows do.
 */
@Injectable()
export class JobsService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private boss!: PgBoss;

  constructor(@Inject(DATABASE_URL) private readonly databaseUrl: string) {}

  async onModuleInit() {
    this.boss = new PgBoss({ connectionString: this.databaseUrl, schema: 'pgboss', max: 3, application_name: 'cod-jobs' });
    this.boss.on('error', (err) => this.logger.error(`pg-boss: ${err.message}`));
    await this.boss.start();
    for (const queue of Object.values(QUEUES)) await this.boss.createQueue(queue, { name: queue, ...QUEUE_OPTIONS });
  }

  async onApplicationShutdown() {
    await this.boss?.stop({ graceful: true, wait: true, timeout: 5000 }).catch(() => undefined);
  }

  /** Enqueues on the caller's transaction (a pg client inside BEGIN…COMMIT), as a prepared statement. */
  sendInTransaction(client: pg.ClientBase, queue: QueueName, data: object, singletonKey: string): Promise<string | null> {
    return this.boss.send(queue, data, {
      singletonKey,
      db: { executeSql: async (text: string, values: unknown[]) => client.query(prepared(text, values)) },
    });
  }

  /** Several jobs in one statement, on the caller's transaction. */
  async insertInTransaction(client: pg.ClientBase, jobs: { name: QueueName; data: object; singletonKey: string }[]): Promise<void> {
    await this.boss.insert(jobs, { db: { executeSql: async (text: string, values: unknown[]) => client.query(prepared(text, values)) } });
  }

}
