import { RateLimitedError } from '../errors/domain-error.js';
import type { SharedRateLimiter } from './shared-rate-limiter.js';

/** 429 with the Serbian message and Retry-After when `key` is over the limiter's budget. */
export async function enforceRateLimit(limiter: SharedRateLimiter, key: string, message: string): Promise<void> {
  const wait = await limiter.hit(key);
  if (wait > 0) throw new RateLimitedError(message, wait);
}
