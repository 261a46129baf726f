import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EVENT_REPLAY_HOURS, type OrderEventData, type OrderEventName } from '@cod/contracts';
import type pg from 'pg';
import { prepared, SqlPool } from '../../database/sql-pool.js';

/** One entry of the event log: what GET /api/events sends. */
export interface LoggedEvent {
  id: number;
  name: OrderEventName;
  /** The website owner: who may see it (and every admin). */
  userId: number;
  websiteId: number;
  data: OrderEventData;
}

const APPEND = `
  INSERT INTO events (name, user_id, website_id, data)
  SELECT * FROM unnest($1::varchar[], $2::int[], $3::int[], $4::jsonb[])`;

const COLUMNS = `id::float8 AS id, name, user_id AS "userId", website_id AS "websiteId", data`;
/** The newest events and the late ones among those the reader skipped (see EventStream). */
const READ_NEW = `SELECT ${COLUMNS} FROM events WHERE id > $1 OR id = ANY($2::bigint[]) ORDER BY id LIMIT 5000`;
const REPLAY = `
  SELECT ${COLUMNS} FROM events
   WHERE id > $1 AND id <= $2 AND ($3::int IS NULL OR user_id = $3) AND created_at > now() - make_interval(hours => $4)
   ORDER BY id LIMIT 5000`;

const KEEP_DAYS = 7;

/**
 * The log behind GET /api/events: every order event is written in the transaction of the change it tells
 * of (so it exists exactly when the change does), read by the stream live and replayed to clients that
 * reconnect with Last-Event-ID.
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

  /** Writes events on the caller's transaction. */
  async append(client: pg.ClientBase, events: Omit<LoggedEvent, 'id'>[]): Promise<void> {
    if (!events.length) return;
    await client.query(
      prepared(APPEND, [events.map((e) => e.name), events.map((e) => e.userId), events.map((e) => e.websiteId), events.map((e) => JSON.stringify(e.data))]),
    );
  }

  async latestId(): Promise<number> {
    const { rows } = await this.sql.pool.query(`SELECT coalesce(max(id), 0)::float8 AS id FROM events`);
    return rows[0].id;
  }

  /** Events after `afterId`, and those of `late` (ids skipped earlier) that have committed since. */
  async readNew(afterId: number, late: number[]): Promise<LoggedEvent[]> {
    return (await this.sql.pool.query(prepared(READ_NEW, [afterId, late]))).rows;
  }

  /** What a reconnecting client missed: its events after `afterId` up to `upTo`, from the last day. */
  async replay(userId: number | null, afterId: number, upTo: number): Promise<LoggedEvent[]> {
    return (await this.sql.pool.query(prepared(REPLAY, [afterId, upTo, userId, EVENT_REPLAY_HOURS]))).rows;
  }

  private async sweep() {
    await this.sql.pool
      .query(`DELETE FROM events WHERE created_at < now() - make_interval(days => $1)`, [KEEP_DAYS])
      .catch((err: Error) => this.logger.warn(`sweep failed: ${err.message}`));
  }
}
