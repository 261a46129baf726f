import { describe, expect, it } from 'vitest';
import type { SqlPool } from '../../database/sql-pool.js';
import { SharedRateLimiter } from './shared-rate-limiter.js';

describe('SharedRateLimiter verdicts (a batch counted in the statement that stores it)', () => {
  const limiter = new SharedRateLimiter({} as SqlPool, 'orders', 3);

  it("lets a key's hits through in order until its count reaches the limit, with the seconds left of the window for the rest", () => {
    // a: 2 hits before this batch, 3 in it (count 5 after); b: 1 in it; c: 4 in it, nothing before.
    const keys = ['a', 'b', 'a', 'c', 'c', 'a', 'c', 'c'];
    const counted = new Map([
      ['a', { count: 5, wait: 12.2 }],
      ['b', { count: 1, wait: 12.2 }],
      ['c', { count: 4, wait: 0.3 }],
    ]);
    expect(limiter.verdicts(keys, counted)).toEqual([0, 0, 13, 0, 0, 13, 0, 1]);
  });

  it('keys are counted as at most 200 characters', () => {
    expect(SharedRateLimiter.keyOf('k'.repeat(300))).toHaveLength(200);
    expect(limiter.budget).toEqual({ bucket: 'orders', windowSeconds: 60, limit: 3 });
  });
});
