import type PgBoss from 'pg-boss';
import type { QueueName } from './queues.js';
import { WorkLoop, type LoopOptions } from './work-loop.js';

export type Job<T> = PgBoss.JobWithMetadata<T>;
export type ConsumerOptions = LoopOptions;

/**
 * Work loops over one pg-boss queue (JOB_CONCURRENCY of them, default 1): each step fetches a batch (SKIP
 * LOCKED) and hands it over; the handler settles each job itself (complete or fail).
 */
export class JobConsumer<T> extends WorkLoop {
  constructor(boss: PgBoss, readonly queue: QueueName, options: ConsumerOptions, handle: (jobs: Job<T>[]) => Promise<void>, concurrency = 1) {
    super(
      queue,
      options,
      async () => {
        const jobs = await boss.fetch<T>(queue, { batchSize: options.batchSize, includeMetadata: true });
        if (jobs.length) await handle(jobs);
        return jobs.length;
      },
      concurrency,
    );
  }
}
