import type PgBoss from 'pg-boss';
import type { QueueName } from './queues.js';
import { WorkLoop, type LoopOptions } from './work-loop.js';

export type Job<T> = PgBoss.JobWithMetadata<T>;
export type ConsumerOptions = LoopOptions;

/**
 * Work loops over one pg-boss queue (JOB_CONCURRENCY of them, default 1): each step fetches a batch (SKIP
 * LOCKED) and hands it over; the handler settles each job itself (complete or fail). The jobs of a batch
 * being handled are `held`: the process's heartbeat keeps them fresh (see JobsService.touchHeldJobs).
 */
export class JobConsumer<T> extends WorkLoop {
  readonly held = new Set<string>();

  constructor(boss: PgBoss, readonly queue: QueueName, options: ConsumerOptions, handle: (jobs: Job<T>[]) => Promise<void>, concurrency = 1) {
    super(
      queue,
      options,
      async () => {
        const jobs = await boss.fetch<T>(queue, { batchSize: options.batchSize, includeMetadata: true });
        if (!jobs.length) return 0;
        for (const job of jobs) this.held.add(job.id);
        try {
          await handle(jobs);
        } finally {
          for (const job of jobs) this.held.delete(job.id);
        }
        return jobs.length;
      },
      concurrency,
    );
  }
}
