import { EVENT_REPLAY_HOURS, type OrderEventData, type OrderEventName } from '@cod/contracts';
import type pg from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import { prepared } from '../../database/sql-pool.js';

/** One entry of the event log: what GET /api/events sends. */
export interface LoggedEvent {
  id: number;
  name: OrderEventName;
  /** The website owner: who may see it (and every admin). */
  userId: number;
  websiteId: number;
  data: OrderEventData;
}

/** Where an event is told: a transaction's client (pg or TypeORM), or a pool when the change had none. */
export type EventClient = pg.ClientBase | pg.Pool | EntityManager | DataSource;

/** The channel every API process LISTENs on. */
export const EVENTS_CHANNEL = 'cod_events';

const NOTIFY = `SELECT pg_notify($1, c) FROM unnest($2::text[]) AS c`;

// The log rows and the notifications in one statement: the order path keeps its round trips. A WITH that
// writes runs to completion whether or not the outer query reads it.
const APPEND_AND_NOTIFY = `
  WITH logged AS (
    INSERT INTO events (name, user_id, website_id, data)
    SELECT * FROM unnest($3::varchar[], $4::int[], $5::int[], $6::jsonb[])
  )
  SELECT pg_notify($1, c) FROM unnest($2::text[]) AS c`;

/**
 * The `order.created` log rows of the orders another statement stores (`rows`: the name of its WITH that returns
 * them, with id, order_id, user_id, website_id), as a WITH entry of that statement: logged only for rows it
 * really stored, in the same round trip and the same implicit transaction. Not notified there: the caller
 * announces them after the commit (DomainEvents.announce), since a notifying commit holds PostgreSQL's
 * notification lock until its WAL flush, which would serialise the order commits of every process.
 */
export const orderCreatedLogOf = (rows: string) => `
  logged_events AS (
    INSERT INTO events (name, user_id, website_id, data)
    SELECT 'order.created', r.user_id, r.website_id, jsonb_build_object('orderId', r.order_id, 'websiteId', r.website_id)
      FROM ${rows} r ORDER BY r.id)`;

const COLUMNS = `id::float8 AS id, name, user_id AS "userId", website_id AS "websiteId", data`;
/** The newest events and the late ones among those the reader skipped (see EventStream). */
const READ_NEW = `SELECT ${COLUMNS} FROM events WHERE id > $1 OR id = ANY($2::bigint[]) ORDER BY id LIMIT 5000`;
const REPLAY = `
  SELECT ${COLUMNS} FROM events
   WHERE id > $1 AND id <= $2 AND ($3::int IS NULL OR user_id = $3) AND created_at > now() - make_interval(hours => $4)
   ORDER BY id LIMIT 5000`;

/** TypeORM's clients take text and values; pg's take a prepared statement. */
function run(client: EventClient, text: string, values: unknown[]): Promise<unknown> {
  if (client instanceof EntityManager || client instanceof DataSource) return client.query(text, values);
  return client.query(prepared(text, values));
}

/**
 * Logs `rows` (order events) and sends `payloads` as notifications on `client`: in a transaction both
 * exist exactly when it commits (PostgreSQL delivers a NOTIFY at commit).
 */
export async function appendAndNotify(client: EventClient, rows: Omit<LoggedEvent, 'id'>[], payloads: string[]): Promise<void> {
  if (!rows.length) {
    if (payloads.length) await run(client, NOTIFY, [EVENTS_CHANNEL, payloads]);
    return;
  }
  await run(client, APPEND_AND_NOTIFY, [
    EVENTS_CHANNEL,
    payloads,
    rows.map((e) => e.name),
    rows.map((e) => e.userId),
    rows.map((e) => e.websiteId),
    rows.map((e) => JSON.stringify(e.data)),
  ]);
}

/** Makes `client` the announcing connection: its NOTIFYs commit without a WAL flush (they carry no data). Returns its backend pid. */
export async function prepareNotifier(client: pg.Client): Promise<number> {
  await client.query('SET synchronous_commit = off');
  return (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
}

/** Sends `payloads` on the events channel (as a statement of its own: committed at once). */
export async function notify(client: pg.ClientBase, payloads: string[]): Promise<void> {
  await client.query(prepared(NOTIFY, [EVENTS_CHANNEL, payloads]));
}

/** Subscribes a dedicated connection to the events channel. */
export async function listen(client: pg.Client): Promise<void> {
  await client.query(`LISTEN ${EVENTS_CHANNEL}`);
}

export async function latestEventId(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query(`SELECT coalesce(max(id), 0)::float8 AS id FROM events`);
  return rows[0].id;
}

/** Events after `afterId`, and those of `late` (ids skipped earlier) that have committed since. */
export async function readNewEvents(pool: pg.Pool, afterId: number, late: number[]): Promise<LoggedEvent[]> {
  return (await pool.query(prepared(READ_NEW, [afterId, late]))).rows;
}

/** A user's events (null: everyone's) after `afterId` up to `upTo`, from the replay window. */
export async function replayEvents(pool: pg.Pool, userId: number | null, afterId: number, upTo: number): Promise<LoggedEvent[]> {
  return (await pool.query(prepared(REPLAY, [afterId, upTo, userId, EVENT_REPLAY_HOURS]))).rows;
}

export async function deleteEventsOlderThan(pool: pg.Pool, days: number): Promise<void> {
  await pool.query(`DELETE FROM events WHERE created_at < now() - make_interval(days => $1)`, [days]);
}
