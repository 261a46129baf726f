import { Logger } from '@nestjs/common';
import type PgBoss from 'pg-boss';
import type { QueueName } from './queues.js';

export type Job<T> = PgBoss.JobWithMetadata<T>;

export interface ConsumerOptions {
  /** Jobs taken per fetch. */
  batchSize: number;
  /** How often to look when nothing wakes the consumer (jobs whose time came, other processes' jobs). */
  pollMs: number;
  /** Wait this long after a wake before fetching, so jobs arriving together are handled together. */
  lingerMs?: number;
}

/** One fetch loop's state: whether a wake came during its batch, and its sleep, if it sleeps. */
interface Loop {
  woken: boolean;
  sleeping?: { timer: NodeJS.Timeout; resolve: () => void };
}

/**
 * Fetch loops over one queue (JOB_CONCURRENCY of them, default 1): each takes a batch (SKIP LOCKED, so any
 * number of loops and processes share a queue and each job goes to one), hands it over, and fetches again
 * at once while jobs keep coming; otherwise it sleeps until `wake()` or the poll interval. The handler
 * settles each job itself (complete or fail). `stop()` lets the batches being handled finish.
 */
export class JobConsumer<T> {
  private readonly logger: Logger;
  private stopped = false;
  private readonly loops: Loop[] = [];
  private running?: Promise<void>;

  constructor(
    private readonly boss: PgBoss,
    readonly queue: QueueName,
    private readonly options: ConsumerOptions,
    private readonly handle: (jobs: Job<T>[]) => Promise<void>,
    private readonly concurrency = 1,
  ) {
    this.logger = new Logger(`Jobs:${queue}`);
  }

  start() {
    this.running ??= Promise.all(Array.from({ length: this.concurrency }, () => this.loop())).then(() => undefined);
  }

  /** Something was queued: the loops look now (after the linger) instead of at their next poll. */
  wake() {
    for (const loop of this.loops) {
      loop.woken = true;
      if (loop.sleeping) {
        clearTimeout(loop.sleeping.timer);
        const { resolve } = loop.sleeping;
        loop.sleeping = undefined;
        if (this.stopped) resolve();
        else setTimeout(resolve, this.options.lingerMs ?? 0);
      }
    }
  }

  /** No more fetches; resolves when the batches being handled are settled. */
  async stop() {
    this.stopped = true;
    this.wake();
    await this.running;
  }

  private async loop() {
    const state: Loop = { woken: false };
    this.loops.push(state);
    while (!this.stopped) {
      state.woken = false;
      let jobs: Job<T>[] = [];
      try {
        jobs = await this.boss.fetch<T>(this.queue, { batchSize: this.options.batchSize, includeMetadata: true });
        if (jobs.length) await this.handle(jobs);
      } catch (err) {
        if (!this.stopped) this.logger.warn(`${(err as Error).message}`);
        jobs = [];
      }
      if (this.stopped) break;
      // A full batch may mean more waiting; a wake during the batch means new jobs: look again at once.
      if (jobs.length === this.options.batchSize || state.woken) continue;
      await new Promise<void>((resolve) => {
        state.sleeping = { timer: setTimeout(() => ((state.sleeping = undefined), resolve()), this.options.pollMs), resolve };
      });
    }
  }
}
