import { Inject, Injectable } from '@nestjs/common';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

/** Per-address budgets of the public order path, shared by the API calls and the thank-you pages. */
@Injectable()
export class OrderLimits {
  /** Orders and upsell orders (RATE_LIMIT_ORDERS_PER_MIN). */
  readonly submissions: RateLimiter;
  /** Reads of an order by its number (RATE_LIMIT_ORDER_LOOKUPS_PER_MIN). */
  readonly lookups: RateLimiter;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.submissions = new RateLimiter(config.rateLimit.ordersPerMin);
    this.lookups = new RateLimiter(config.rateLimit.orderLookupsPerMin);
  }
}
