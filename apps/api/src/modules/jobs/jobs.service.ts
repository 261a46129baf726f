import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import PgBoss from 'pg-boss';
import pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { DATABASE_URL } from '../../database/tokens.js';
import { JobConsumer, type ConsumerOptions, type Job } from './job-consumer.js';
import { activeJobs, indexActiveJobs, lockSession, onTransaction, queueDepths, requeueStaleJobs, touchJobs, unlockSession } from './pgboss.repository.js';
import { DEAD_AFTER_SECONDS, ProcessHeartbeat } from './process-heartbeat.js';
import { QUEUE_OPTIONS, QUEUES, type QueueName } from './queues.js';
import { WorkLoop, type LoopOptions } from './work-loop.js';
import { gaugeOf } from '../../common/metrics/metrics.js';

// Any constant works; it only has to be the same in every API process (and differ from the migrations' lock).
const JOBS_SETUP_LOCK = 727_002;

/** How a job is retried: exponential backoff from JOB_RETRY_DELAY_SECONDS; a job stuck in a crashed process comes back after 2 minutes. */
export interface RetryPolicy {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
}

/**
 * The job queue on our own PostgreSQL (pg-boss). `sendInTransaction` writes the job with the caller's
 * transaction, so the job exists exactly when the caller's rows do.
 */
@Injectable()
export class JobsService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private boss!: PgBoss;
  private readonly consumers: WorkLoop[] = [];
  /** Every job's retries: 8 tries over about 40 minutes with the default 10 s first delay. */
  readonly retry: RetryPolicy;

  private consumersStopped?: Promise<void>;
  private consuming = false;

  constructor(
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly heartbeat: ProcessHeartbeat,
  ) {
    this.retry = { retryLimit: 8, retryDelay: config.jobRetryDelaySeconds, retryBackoff: true, expireInSeconds: 120 };
  }

  async onModuleInit() {
    // Fetches and completions of every loop share this pool: 4 for one loop per queue, 2 more per extra loop.
    const max = Math.min(4 + 2 * (this.config.jobConcurrency - 1), 20);
    this.boss = new PgBoss({ connectionString: this.databaseUrl, schema: 'pgboss', max, application_name: 'cod-jobs' });
    this.boss.on('error', (err) => this.logger.error(`pg-boss: ${err.message}`));
    await this.underSetupLock(async () => {
      await this.boss.start();
      for (const queue of Object.values(QUEUES)) await this.boss.createQueue(queue, { name: queue, ...QUEUE_OPTIONS });
      await indexActiveJobs(this.boss.getDb());
    });
    this.heartbeat.onBeat(() => this.touchHeldJobs());
    gaugeOf('cod_job_queue_depth', 'Jobs waiting in each queue (created or to be retried)', ['queue'], async (set) => {
      for (const r of await queueDepths(this.boss.getDb())) set({ queue: r.name }, r.n);
    });
  }

  /** The jobs this process is handling, fresh again (at each heartbeat): never taken over while it lives. */
  private async touchHeldJobs(): Promise<void> {
    const held = this.consumers.filter((c): c is JobConsumer<unknown> => c instanceof JobConsumer && c.held.size > 0);
    if (held.length) await touchJobs(this.boss.getDb(), held.map((c) => c.queue), held.flatMap((c) => [...c.held]));
  }

  /**
   * Jobs of a process that died (held but not touched by a heartbeat for DEAD_AFTER_SECONDS) back to their
   * queues now, and this process's consumers woken for them. Any living process may run it, at any time.
   */
  async requeueOrphanedJobs(): Promise<number> {
    const rows = await requeueStaleJobs(this.boss.getDb(), Object.values(QUEUES), DEAD_AFTER_SECONDS);
    const queues = new Set(rows.map((r) => r.name));
    for (const c of this.consumers) if (c instanceof JobConsumer && queues.has(c.queue)) c.wake();
    return rows.length;
  }

  /**
   * pg-boss's set-up (its schema, then one partition table per queue) under a session advisory lock, so API
   * processes starting together take turns. Unlocked, two processes creating the same queue deadlock: each
   * `create_queue` inserts the queue's row, and the one that won the row then adds foreign keys that
   * reference the queue table (a lock the other's waiting insert blocks). Once set up, the lock is held for
   * a few milliseconds of no-op statements.
   */
  private async underSetupLock(setUp: () => Promise<void>): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: 'cod-jobs-setup' });
    await client.connect();
    try {
      await lockSession(client, JOBS_SETUP_LOCK);
      await setUp();
    } finally {
      // Ending the session releases its lock too, should the unlock fail.
      await unlockSession(client, JOBS_SETUP_LOCK).catch(() => undefined);
      await client.end().catch(() => undefined);
    }
  }

  /** No more fetches in this process; resolves when the batches being handled are settled (graceful-stop.ts bounds the wait). */
  stopConsumers(): Promise<void> {
    return (this.consumersStopped ??= Promise.all(this.consumers.map((c) => c.stop())).then(() => undefined));
  }

  async onApplicationShutdown() {
    // A batch still running after the drain's time limit is left to its job's expiry: the pools close now.
    const bound = new Promise<void>((resolve) => setTimeout(resolve, 1000).unref());
    await Promise.race([this.stopConsumers(), bound]);
    await this.boss?.stop({ graceful: true, wait: true, timeout: 5000 }).catch(() => undefined);
  }

  /**
   * Returns every active job to its queue as pg-boss's expiry would (a retry, or failed after its last
   * try), at once instead of after expireInSeconds. Only right for a process that is the database's sole
   * user (the embedded PostgreSQL it just started): then no active job can belong to a living process.
   */
  async retryOrphanedJobs(): Promise<number> {
    const rows = await activeJobs(this.boss.getDb());
    const byQueue = new Map<string, string[]>();
    for (const r of rows) byQueue.set(r.name, [...(byQueue.get(r.name) ?? []), r.id]);
    for (const [queue, ids] of byQueue) await this.fail(queue as QueueName, ids, 'orphaned by a process that stopped without finishing it');
    return rows.length;
  }

  private onClient(client: pg.ClientBase) {
    return { db: onTransaction(client) };
  }

  /** Enqueues on the caller's transaction (a pg client inside BEGIN…COMMIT), as a prepared statement. */
  sendInTransaction(client: pg.ClientBase, queue: QueueName, data: object, singletonKey: string, startAfter?: Date): Promise<string | null> {
    return this.boss.send(queue, data, { singletonKey, ...this.retry, ...(startAfter ? { startAfter } : {}), ...this.onClient(client) });
  }

  /** Several jobs in one statement, on the caller's transaction. */
  async insertInTransaction(client: pg.ClientBase, jobs: { name: QueueName; data: object; singletonKey: string; startAfter?: Date }[]): Promise<void> {
    if (!jobs.length) return;
    await this.boss.insert(
      jobs.map((j) => ({ ...this.retry, ...j })),
      this.onClient(client),
    );
  }

  /** A job on `queue` at every `cron` tick (pg-boss keeps one schedule per queue: every process may call this). */
  async schedule(queue: QueueName, cron: string): Promise<void> {
    await this.boss.schedule(queue, cron, {}, { tz: 'Europe/Belgrade', ...this.retry });
  }

  /**
   * Runs `handle` over the queue's jobs in this process (see JobConsumer) once `startConsumers()` was called;
   * `wake()` it when jobs were queued.
   */
  consume<T>(queue: QueueName, options: ConsumerOptions, handle: (jobs: Job<T>[]) => Promise<void>): JobConsumer<T> {
    return this.started(new JobConsumer<T>(this.boss, queue, options, handle, this.config.jobConcurrency));
  }

  /**
   * Work of this process that is not a pg-boss queue (an outbox claimed with SKIP LOCKED): `step` runs in
   * JOB_CONCURRENCY loops, started and stopped with the job consumers; `wake()` it when work was added.
   */
  loop(name: string, options: LoopOptions, step: () => Promise<number>): WorkLoop {
    return this.started(new WorkLoop(name, options, step, this.config.jobConcurrency));
  }

  private started<L extends WorkLoop>(loop: L): L {
    this.consumers.push(loop);
    if (this.consuming) loop.start();
    return loop;
  }

  /**
   * Starts fetching (bootstrap.ts, once the application is up and a killed run's work has been taken up:
   * a job this process had already fetched would otherwise look orphaned to that recovery).
   */
  startConsumers() {
    this.consuming = true;
    for (const consumer of this.consumers) consumer.start();
  }

  /** Marks jobs done; on the caller's transaction when `client` is given (done exactly when its work commits). */
  complete(queue: QueueName, ids: string[], client?: pg.ClientBase): Promise<void> {
    if (!ids.length) return Promise.resolve();
    if (!client) return this.boss.complete(queue, ids);
    // At run time pg-boss reads its third argument as the jobs' output and the fourth as the connection (its typings
    // say otherwise): with the connection third, the completion ran on pg-boss's own pool, outside the caller's
    // transaction, and stayed done when that transaction never committed.
    const complete = this.boss.complete.bind(this.boss) as unknown as (name: string, ids: string[], output: null, options: object) => Promise<void>;
    return complete(queue, ids, null, this.onClient(client));
  }

  /** Fails jobs: pg-boss retries each after its backoff, until its retry limit. */
  async fail(queue: QueueName, ids: string[], reason: string): Promise<void> {
    for (const id of ids) await this.boss.fail(queue, id, { message: reason });
  }

  /** The job again after `seconds` (a service said when to come back), and this run done. */
  async later(queue: QueueName, job: Job<unknown>, seconds: number): Promise<void> {
    await this.boss.send(queue, job.data as object, { singletonKey: job.singletonKey ?? undefined, ...this.retry, startAfter: Math.ceil(seconds) });
    await this.boss.complete(queue, job.id);
  }
}
