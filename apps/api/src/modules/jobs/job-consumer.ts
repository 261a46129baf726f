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

/**
 * A fetch loop over one queue: takes a batch (SKIP LOCKED, so any number of processes share a queue and
 * each job goes to one), hands it over, and fetches again at once while jobs keep coming; otherwise it
 * sleeps until `wake()` or the poll interval. The handler settles each job itself (complete or fail).
 */
export class JobConsumer<T> {
  private readonly logger: Logger;
  private stopped = false;
  private sleeping?: { timer: NodeJS.Timeout; resolve: () => void };
  private woken = false;
  private running?: Promise<void>;

  constructor(
    private readonly boss: PgBoss,
    readonly queue: QueueName,
    private readonly options: ConsumerOptions,
    private readonly handle: (jobs: Job<T>[]) => Promise<void>,
  ) {
    this.logger = new Logger(`Jobs:${queue}`);
  }

  start() {
    this.running ??= this.loop();
  }

  /** Something was queued: look now (after the linger) instead of at the next poll. */
  wake() {
    this.woken = true;
    if (this.sleeping) {
      clearTimeout(this.sleeping.timer);
      const { resolve } = this.sleeping;
      this.sleeping = undefined;
      setTimeout(resolve, this.options.lingerMs ?? 0);
    }
  }

  async stop() {
    this.stopped = true;
    this.wake();
    await this.running;
  }

  private async loop() {
    while (!this.stopped) {
      this.woken = false;
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
      if (jobs.length === this.options.batchSize || (this.woken && jobs.length)) continue;
      if (this.woken) continue;
      await new Promise<void>((resolve) => {
        this.sleeping = { timer: setTimeout(() => ((this.sleeping = undefined), resolve()), this.options.pollMs), resolve };
      });
    }
  }
}
