import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PRODUCT_READS_PER_MIN } from '@cod/contracts';
import { SharedRateLimiter } from '../../common/rate-limit/shared-rate-limiter.js';
import { SqlPool } from '../../database/sql-pool.js';

/**
 * Product reads of one user per minute: each fetches a page on the seller's behalf, so the call may not
 * become a fetch proxy. Counted in PostgreSQL for every API process.
 */
@Injectable()
export class ProductReadLimits implements OnModuleDestroy {
  readonly perUser: SharedRateLimiter;
  private readonly sweeper: NodeJS.Timeout;

  constructor(sql: SqlPool) {
    this.perUser = new SharedRateLimiter(sql, 'product-reads', PRODUCT_READS_PER_MIN);
    this.sweeper = setInterval(() => void this.perUser.sweep(), 60_000);
    this.sweeper.unref();
  }

  onModuleDestroy() {
    clearInterval(this.sweeper);
  }
}
