import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { HEARTBEAT_MS, JobsService } from '../../jobs/index.js';
import { DeliveryLedger } from '../delivery-ledger.js';

/**
 * Work a killed process left half done: deliveries it was sending and the jobs it had taken. Without this,
 * pg-boss would return those jobs only when they expire (2 minutes), and a delivery's lease (110 s) would
 * hold it as long.
 * - At start, when this process started the embedded PostgreSQL itself, it is the database's only user: all
 *   of it is orphaned and goes back at once (`recover`).
 * - While running, in every process (with DATABASE_URL, others may die while this one lives): every
 *   heartbeat, the deliveries held by a process whose heartbeat stopped DEAD_AFTER_SECONDS ago, and the jobs
 *   no living process has touched as long, go back (`sweep`). A living process's work is never taken: its
 *   heartbeat keeps its jobs fresh and names it as the holder of its deliveries.
 * Leases first, so the retried jobs find their deliveries claimable.
 */
@Injectable()
export class OrphanedWork implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Recovery');
  private timer?: NodeJS.Timeout;
  private sweeping?: Promise<unknown>;

  constructor(
    private readonly ledger: DeliveryLedger,
    private readonly jobs: JobsService,
  ) {}

  async recover(): Promise<{ deliveries: number; jobs: number }> {
    const deliveries = await this.ledger.releaseOrphanedLeases();
    const jobs = await this.jobs.retryOrphanedJobs();
    if (deliveries || jobs) this.logger.warn(`An earlier run stopped mid-work: ${jobs} job(s) and ${deliveries} delivery(ies) taken up again`);
    return { deliveries, jobs };
  }

  onApplicationBootstrap() {
    this.timer = setInterval(() => void (this.sweeping ??= this.sweep().finally(() => (this.sweeping = undefined))), HEARTBEAT_MS);
    this.timer.unref();
  }

  async sweep(): Promise<{ deliveries: number; jobs: number }> {
    try {
      const deliveries = await this.ledger.releaseLeasesOfDeadProcesses();
      const jobs = await this.jobs.requeueOrphanedJobs();
      if (deliveries || jobs) this.logger.warn(`A process stopped beating mid-work: ${jobs} job(s) and ${deliveries} delivery(ies) taken over`);
      return { deliveries, jobs };
    } catch (err) {
      this.logger.warn(`taking over a stopped process's work failed: ${(err as Error).message}`);
      return { deliveries: 0, jobs: 0 };
    }
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.sweeping;
  }
}
