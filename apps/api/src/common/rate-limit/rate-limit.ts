import { RateLimitedError } from '../errors/domain-error.js';
import type { RateLimiter } from './rate-limiter.js';

/** 429 with the Serbian message and Retry-After when `key` is over the limiter's budget. */
export function enforceRateLimit(limiter: RateLimiter, key: string, message: string): void {
  const wait = limiter.hit(key);
  if (wait > 0) {
    throw new RateLimitedError(message, wait);
  }
}
