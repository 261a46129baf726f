import { Injectable, Logger } from '@nestjs/common';
import { JobsService } from '../../jobs/index.js';
import { DeliveryLedger } from '../delivery-ledger.js';

/**
 * Work a killed process left half done: deliveries it was sending and the jobs it had taken. pg-boss would
 * return those jobs only when they expire (2 minutes), and a delivery's lease (110 s) would hold it as long.
 * When this process started the embedded PostgreSQL itself it is the database's only user, so all of it is
 * orphaned and goes back at once: leases first, so the retried jobs find their deliveries claimable.
 * With DATABASE_URL other processes may be alive and their work is theirs: expiry stays the rule there.
 */
@Injectable()
export class OrphanedWork {
  private readonly logger = new Logger('Recovery');

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
}
