import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { SqlPool } from '../../database/sql-pool.js';
import { deleteEventsOlderThan, latestEventId, readNewEvents, replayEvents, type LoggedEvent } from './events.repository.js';

export type { LoggedEvent } from './events.repository.js';

const KEEP_DAYS = 7;

/**
 * The log behind GET /api/events: every order event is written in the transaction of the change it tells
 * of (DomainEvents.emit, so it exists exactly when the change does), read by the stream live and
 * replayed to clients that reconnect with Last-Event-ID.
 */
@Injectable()
export class EventLog implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('EventLog');
  private sweeper?: NodeJS.Timeout;

  constructor(private readonly sql: SqlPool) {}

  onModuleInit() {
    this.sweeper = setInterval(() => void this.sweep(), 60 * 60_000);
    this.sweeper.unref();
  }

  onModuleDestroy() {
    clearInterval(this.sweeper);
  }

  latestId(): Promise<number> {
    return latestEventId(this.sql.pool);
  }

  /** Events after `afterId`, and those of `late` (ids skipped earlier) that have committed since. */
  readNew(afterId: number, late: number[]): Promise<LoggedEvent[]> {
    return readNewEvents(this.sql.pool, afterId, late);
  }

  /** What a reconnecting client missed: its events after `afterId` up to `upTo`, from the last day. */
  replay(userId: number | null, afterId: number, upTo: number): Promise<LoggedEvent[]> {
    return replayEvents(this.sql.pool, userId, afterId, upTo);
  }

  private async sweep() {
    await deleteEventsOlderThan(this.sql.pool, KEEP_DAYS).catch((err: Error) => this.logger.warn(`sweep failed: ${err.message}`));
  }
}
