import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { sourceOf, type TrackBeacon } from '@cod/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { whileHoldingLock } from '../../database/advisory-lock.js';
import { SqlPool } from '../../database/sql-pool.js';
import { dropOld, ensurePartitions, saltOf, visitorsSince, writeEvents, type StoredEvent } from './analytics-events.repository.js';
import { addDays, sellerDay } from './seller-day.js';
import { gaugeOf } from '../../common/metrics/metrics.js';

/** Raw events are kept this many days (the roll-up, which the screen reads, stays). */
const RAW_DAYS = 35;
/** Partitions are made this many days ahead. */
const AHEAD_DAYS = 3;
/** "Visitors now": distinct visitors of the last 5 minutes, counted at most every 30 s per site. */
const NOW_WINDOW_MS = 5 * 60_000;
const NOW_TTL_MS = 30_000;

export interface BeaconVisitor {
  ip: string;
  userAgent: string;
  /** The Host the page was asked on: a referrer from it is not a source. */
  host: string | null;
}

/**
 * Takes the pages' events without making anyone wait: each is hashed and buffered in memory, and a batch
 * is written every ANALYTICS_FLUSH_MS (or at once when a batch is full) in one statement. A viral ad cannot
 * hurt the pages or the orders: past ANALYTICS_BUFFER_MAX events in memory, new ones are counted as dropped.
 * A visitor is sha256(day's salt, address, user agent, site): the same person is one visitor per site and
 * day, nobody can be followed to the next day, and the salt is forgotten when its day ends.
 */
@Injectable()
export class AnalyticsIngest implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Analytics');
  private buffer: StoredEvent[] = [];
  private writing: Promise<void> = Promise.resolve();
  private timer?: NodeJS.Timeout;
  private upkeep?: NodeJS.Timeout;
  private salt?: { day: string; value: Promise<Buffer> };
  private readonly now = new Map<number, { at: number; value: Promise<number> }>();
  /** Events refused because the buffer was full (since start). */
  dropped = 0;
  written = 0;

  constructor(
    private readonly sql: SqlPool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    gaugeOf('cod_analytics_buffered_events', 'Page events in memory, not written yet', [], (set) => set({}, this.buffer.length));
    gaugeOf('cod_analytics_dropped_events', 'Page events dropped since start (buffer full)', [], (set) => set({}, this.dropped));
  }

  async onApplicationBootstrap() {
    await this.keepPartitions();
    this.timer = setInterval(() => void this.flush(), this.config.analytics.flushMs);
    this.timer.unref();
    this.upkeep = setInterval(() => void this.keepPartitions(), 60 * 60_000);
    this.upkeep.unref();
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    clearInterval(this.upkeep);
    await this.flush();
  }

  /** Buffers one beacon (never waits on the database). */
  async accept(beacon: TrackBeacon, visitor: BeaconVisitor, at = new Date()): Promise<void> {
    if (this.buffer.length >= this.config.analytics.bufferMax) {
      this.dropped++;
      return;
    }
    const day = sellerDay(at);
    const salt = await this.saltFor(day);
    const hash = createHash('sha256').update(salt).update('\0').update(visitor.ip).update('\0').update(visitor.userAgent).update('\0').update(String(beacon.w)).digest('hex');
    this.buffer.push({
      day,
      at,
      websiteId: beacon.w,
      visitor: `${hash.slice(0, 8)}-${hash.slice(8, 12)}-${hash.slice(12, 16)}-${hash.slice(16, 20)}-${hash.slice(20, 32)}`,
      event: beacon.e,
      source: sourceOf(beacon.u, beacon.r, visitor.host),
      medium: beacon.u?.medium ?? null,
      campaign: beacon.u?.campaign ?? '',
      arm: beacon.x ?? '',
      path: beacon.p ?? null,
    });
    if (this.buffer.length >= this.config.analytics.batchSize) void this.flush();
  }

  /** Writes what is buffered (one batch at a time; a failed batch is logged and dropped, never retried into a pile-up). */
  flush(): Promise<void> {
    this.writing = this.writing.then(async () => {
      while (this.buffer.length) {
        const batch = this.buffer.splice(0, this.config.analytics.batchSize);
        try {
          await writeEvents(this.sql.pool, batch);
          this.written += batch.length;
        } catch (err) {
          this.logger.warn(`${batch.length} page events not written: ${(err as Error).message}`);
        }
      }
    });
    return this.writing;
  }

  /** Distinct visitors of a site in the last five minutes (kept 30 s). */
  visitorsNow(websiteId: number): Promise<number> {
    const kept = this.now.get(websiteId);
    if (kept && Date.now() - kept.at < NOW_TTL_MS) return kept.value;
    const since = new Date(Date.now() - NOW_WINDOW_MS);
    const value = visitorsSince(this.sql.pool, websiteId, since, sellerDay(since)).catch(() => 0);
    if (this.now.size > 10_000) this.now.clear();
    this.now.set(websiteId, { at: Date.now(), value });
    return value;
  }

  private saltFor(day: string): Promise<Buffer> {
    if (this.salt?.day !== day) {
      const value = saltOf(this.sql.pool, day, randomBytes(32));
      value.catch(() => (this.salt = undefined));
      this.salt = { day, value };
    }
    return this.salt.value;
  }

  /** Today's and the next days' partitions exist; old raw events, hashes and salts go (one process at a time). */
  async keepPartitions(): Promise<void> {
    try {
      await whileHoldingLock(this.sql.pool, 'cod:analytics-partitions', async () => {
        const today = sellerDay();
        await ensurePartitions(this.sql.pool, addDays(today, -1), AHEAD_DAYS + 2);
        await dropOld(this.sql.pool, addDays(today, -RAW_DAYS), addDays(today, -1), today);
      });
    } catch (err) {
      this.logger.warn(`analytics partitions: ${(err as Error).message}`);
    }
  }
}
