import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.js';

describe('RateLimiter', () => {
  it('allows `limit` hits per window per key and says how long to wait after', () => {
    const l = new RateLimiter(3, 60_000);
    expect([l.hit('a', 0), l.hit('a', 1), l.hit('a', 2)]).toEqual([0, 0, 0]);
    expect(l.hit('a', 10_000)).toBe(50);
    expect(l.hit('b', 10_000)).toBe(0);
    expect(l.hit('a', 60_000)).toBe(0);
  });
});
