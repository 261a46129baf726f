import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { SharedRateLimiter } from '../../common/rate-limit/shared-rate-limiter.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { SqlPool } from '../../database/sql-pool.js';

/** Per-address budgets of the public order path, shared by the API calls, the thank-you pages and every API process. */
@Injectable()
export class OrderLimits implements OnModuleDestroy {
  /** Orders and upsell orders (RATE_LIMIT_ORDERS_PER_MIN). */
  readonly submissions: SharedRateLimiter;
  /** Reads of an order by its number (RATE_LIMIT_ORDER_LOOKUPS_PER_MIN). */
  readonly lookups: SharedRateLimiter;
  private readonly sweeper: NodeJS.Timeout;

  constructor(@Inject(APP_CONFIG) config: AppConfig, sql: SqlPool) {
    this.submissions = new SharedRateLimiter(sql, 'orders', config.rateLimit.ordersPerMin);
    this.lookups = new SharedRateLimiter(sql, 'lookups', config.rateLimit.orderLookupsPerMin);
    this.sweeper = setInterval(() => void Promise.all([this.submissions.sweep(), this.lookups.sweep()]), 60_000);
    this.sweeper.unref();
  }

  onModuleDestroy() {
    clearInterval(this.sweeper);
  }
}
