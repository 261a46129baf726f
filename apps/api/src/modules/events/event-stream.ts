import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ORDER_EVENT_NAMES } from '@cod/contracts';
import type { ServerResponse } from 'node:http';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { SqlPool } from '../../database/sql-pool.js';
import { SessionsService, type RevokedSessions } from '../auth/index.js';
import { DomainEvents } from './domain-events.js';
import { EventLog, type LoggedEvent } from './event-log.js';
import { gaugeOf } from '../../common/metrics/metrics.js';

/** A signed-in client holding GET /api/events open. */
interface Subscriber {
  res: ServerResponse;
  /** null: an admin (sees every event); else the seller whose websites' events it sees. */
  userId: number | null;
  /** The signed-in user (an admin too) and the session: revoking it ends the stream. */
  accountId: number;
  sessionId: string;
  /** The id of the newest event sent: the SSE `id:` a reconnect comes back with. */
  cursor: number;
  /** While the replay of a reconnect is being sent, live events wait here. */
  pending: LoggedEvent[] | null;
}

const READ_DELAY_MS = 10;
/** What a stream ended by a shutdown tells the browser: come back (to another process) this soon. */
const RECONNECT_AFTER_SHUTDOWN = 'retry: 1000\n\n';
const POLL_MS = 2_000;
/** How long an id below the newest one may still turn up (a transaction that took its id earlier and commits later). */
const LATE_MS = 10_000;
const MAX_LATE = 10_000;

/**
 * The live side of GET /api/events in this process. Notifications (LISTEN/NOTIFY, from any process) say
 * that something happened; the details are read from the event log once per burst, for every subscriber
 * at once, and each subscriber gets the events of its own websites (an admin all). A poll every 2 s
 * covers a notification that never came (a process that died between its commit and its NOTIFY).
 */
@Injectable()
export class EventStream implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('EventStream');
  private readonly subscribers = new Set<Subscriber>();
  private newest = 0;
  /** Ids below `newest` not seen yet, with the time they were first missed. */
  private readonly late = new Map<number, number>();
  private reading?: Promise<void>;
  private again = false;
  private timer?: NodeJS.Timeout;
  private poller?: NodeJS.Timeout;
  private heartbeat?: NodeJS.Timeout;
  private started?: Promise<void>;
  private readonly unsubscribe: (() => void)[] = [];
  private closing = false;

  constructor(
    private readonly log: EventLog,
    private readonly events: DomainEvents,
    private readonly sessions: SessionsService,
    private readonly sql: SqlPool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    gaugeOf('cod_event_streams_open', 'Open GET /api/events streams of this process', [], (set) => set({}, this.subscribers.size));
  }

  onModuleInit() {
    for (const name of ORDER_EVENT_NAMES) this.unsubscribe.push(this.events.on(name, () => this.soon()));
    // A revocation in this process is told to every process (this one too), each ending its streams of it.
    this.unsubscribe.push(
      this.sessions.onRevoked((revoked) =>
        this.events
          .emit(this.sql.pool, [{ name: 'sessions.revoked', payload: revoked }])
          .catch((err: Error) => this.logger.warn(`telling a revocation failed: ${err.message}`)),
      ),
    );
    this.unsubscribe.push(this.events.on('sessions.revoked', (revoked) => this.endRevoked(revoked)));
  }

  onModuleDestroy() {
    this.unsubscribe.forEach((off) => off());
    clearTimeout(this.timer);
    clearInterval(this.poller);
    clearInterval(this.heartbeat);
    for (const s of this.subscribers) s.res.end();
    this.subscribers.clear();
  }

  /**
   * The process is shutting down: every stream ends now (so the HTTP drain is not held by them) and a
   * new one ends at once, each telling the client to reconnect in 1 s with its Last-Event-ID, which
   * another process answers with the replay.
   */
  closeAll() {
    this.closing = true;
    for (const s of this.subscribers) s.res.end(RECONNECT_AFTER_SHUTDOWN);
    this.subscribers.clear();
  }

  /** Streams to `res` until the client goes away; `lastEventId` replays what it missed. */
  async open(res: ServerResponse, who: { userId: number | null; accountId: number; sessionId: string }, lastEventId: number | null): Promise<void> {
    if (!this.closing) {
      await (this.started ??= this.start());
      if (!this.subscribers.size) {
        // Nothing was read while nobody listened: start from the log's end.
        this.newest = await this.log.latestId();
        this.late.clear();
      }
    }
    if (this.closing) {
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', connection: 'close' });
      res.end(RECONNECT_AFTER_SHUTDOWN);
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    const upTo = this.newest;
    const sub: Subscriber = { res, ...who, cursor: lastEventId ?? upTo, pending: lastEventId === null ? null : [] };
    this.subscribers.add(sub);
    res.on('close', () => this.subscribers.delete(sub));
    // A revocation told between the sign-in check and the line above found no stream to end.
    void this.sessions.alive([who.sessionId]).then(
      (alive) => {
        if (!alive.has(who.sessionId)) this.end(sub);
      },
      () => undefined,
    );
    if (lastEventId === null || lastEventId >= upTo) {
      this.flushPending(sub);
      return;
    }
    try {
      for (const event of await this.log.replay(who.userId, lastEventId, upTo)) this.send(sub, event);
    } catch (err) {
      this.logger.warn(`replay failed: ${(err as Error).message}`);
    }
    this.flushPending(sub);
  }

  /** Subscribers in this process (for tests and diagnostics). */
  get size() {
    return this.subscribers.size;
  }

  private async start() {
    this.poller = setInterval(() => this.soon(), POLL_MS);
    this.poller.unref();
    this.heartbeat = setInterval(() => void this.beat(), this.config.eventsHeartbeatSeconds * 1000);
    this.heartbeat.unref();
  }

  private flushPending(sub: Subscriber) {
    const waiting = sub.pending ?? [];
    sub.pending = null;
    for (const event of waiting) this.send(sub, event);
  }

  /** Reads the log a moment later, once for a burst of notifications. */
  private soon() {
    if (!this.subscribers.size || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.read();
    }, READ_DELAY_MS);
  }

  private async read(): Promise<void> {
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    this.reading = (async () => {
      try {
        const rows = await this.log.readNew(this.newest, [...this.late.keys()]);
        this.take(rows);
      } catch (err) {
        this.logger.warn(`reading the event log failed: ${(err as Error).message}`);
      }
    })();
    await this.reading;
    this.reading = undefined;
    if (this.again) {
      this.again = false;
      void this.read();
    }
  }

  private take(rows: LoggedEvent[]) {
    const now = Date.now();
    for (const row of rows) {
      if (row.id > this.newest) {
        for (let id = this.newest + 1; id < row.id && this.late.size < MAX_LATE; id++) this.late.set(id, now);
        this.newest = row.id;
      }
      this.late.delete(row.id);
      for (const sub of this.subscribers) this.send(sub, row);
    }
    // An id that never commits (a rolled-back order) is given up after a while.
    for (const [id, since] of this.late) if (now - since > LATE_MS) this.late.delete(id);
  }

  private send(sub: Subscriber, event: LoggedEvent) {
    if (sub.res.writableEnded || (sub.userId !== null && sub.userId !== event.userId)) return;
    if (sub.pending) {
      sub.pending.push(event);
      return;
    }
    // A late event keeps the cursor where it is: a reconnect must not replay what came after it.
    sub.cursor = Math.max(sub.cursor, event.id);
    sub.res.write(`id: ${sub.cursor}\nevent: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`);
  }

  /** Keeps proxies from closing an idle stream, and ends the streams of sessions that ended meanwhile. */
  private async beat() {
    if (!this.subscribers.size) return;
    const subs = [...this.subscribers];
    const alive = await this.sessions.alive([...new Set(subs.map((s) => s.sessionId))]).catch(() => null);
    for (const sub of subs) {
      if (alive && !alive.has(sub.sessionId)) this.end(sub);
      else sub.res.write(': ping\n\n');
    }
  }

  private endRevoked({ userId, sessionId, exceptSessionId }: RevokedSessions) {
    for (const sub of this.subscribers) {
      if (sub.accountId !== userId) continue;
      if (sessionId ? sub.sessionId === sessionId : sub.sessionId !== exceptSessionId) this.end(sub);
    }
  }

  private end(sub: Subscriber) {
    this.subscribers.delete(sub);
    sub.res.end();
  }
}
