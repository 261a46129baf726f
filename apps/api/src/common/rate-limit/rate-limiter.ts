/**
 * Fixed-window counter per key (an address), in this process's memory: cheap enough for the public
 * order path. Behind several API processes each counts alone, so the effective limit is per process.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private sweeps = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts one hit; returns the seconds to wait when the key is over its limit, else 0. */
  hit(key: string, now = Date.now()): number {
    if (++this.sweeps % 1000 === 0) this.sweep(now);
    const w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      return 0;
    }
    w.count += 1;
    return w.count > this.limit ? Math.ceil((w.start + this.windowMs - now) / 1000) : 0;
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(k);
  }
}
