import { PUBLIC_ORDER_LOOKUP_HOURS, REFUSED_SHIPMENT_STATUSES, type OrderStatus } from '@cod/contracts';
import type pg from 'pg';
import type { DataSource } from 'typeorm';
import { prepared } from '../../database/sql-pool.js';
import { budgetHitsOf, type WindowCount } from '../../common/rate-limit/rate-limit-hits.repository.js';
import type { RateBudget } from '../../common/rate-limit/shared-rate-limiter.js';
import { orderCreatedLogOf } from '../events/index.js';
import { fanoutsOf } from './order-fanout.repository.js';
import { minorAsMajor, sqlTypeOf, sqlValueOf } from '../../database/table.js';
import { INSERT_COLUMNS, orderColumns, storedOrderColumns, type OrderDraft, type OrderRow, type StoredOrder } from './order.table.js';

const COLUMNS = INSERT_COLUMNS.map((c) => c.column).join(', ');

const K = INSERT_COLUMNS.length;
/** The parameters after the columns' arrays. */
const [UPSELL_WINDOW, BUDGET_KEYS, BUDGET_BUCKET, BUDGET_WINDOW, BUDGET_LIMIT] = [1, 2, 3, 4, 5].map((i) => `$${K + i}`);

// One array per column, unnested into rows: a batch of orders is one statement, and so one implicit transaction
// (OrderWriter announces them). It counts the senders' order budgets (rate-limit-hits.repository.ts), stores the
// orders within them with their fan-out rows (order-fanout.repository.ts) and `order.created` log rows, and
// answers a row per budget key, with the orders stored under it.
const INSERT_BATCH = `
  WITH batch AS (
    SELECT * FROM unnest(${INSERT_COLUMNS.map((c, i) => `$${i + 1}::${sqlTypeOf(c.sql)}[]`).join(', ')}, ${BUDGET_KEYS}::varchar[])
      WITH ORDINALITY AS u(${COLUMNS}, budget_key, ord)),
  ${budgetHitsOf('batch', 'budget_key', BUDGET_BUCKET, BUDGET_WINDOW)},
  within AS (
    SELECT b.* FROM (
      SELECT batch.*, h.count - count(*) OVER (PARTITION BY batch.budget_key) + row_number() OVER (PARTITION BY batch.budget_key ORDER BY batch.ord) AS nth
        FROM batch JOIN budget_hits h ON h.key = batch.budget_key) b
     WHERE b.nth <= ${BUDGET_LIMIT}::int),
  stored AS (
    INSERT INTO orders (${COLUMNS}, upsell_delayed_until)
    SELECT ${COLUMNS}, now() + make_interval(secs => ${UPSELL_WINDOW}) FROM within ORDER BY ord
    ON CONFLICT (website_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
    RETURNING *),
  fanout AS (${fanoutsOf('stored')}),
  ${orderCreatedLogOf('stored')}
  SELECT h.key AS "budgetKey", h.count AS "budgetCount", h.wait AS "budgetWait", ${storedOrderColumns('stored')}
    FROM budget_hits h LEFT JOIN (stored JOIN batch ON batch.order_id = stored.order_id) ON batch.budget_key = h.key`;

const FIND_BY_KEYS = `
  SELECT ${storedOrderColumns('o')} FROM orders o JOIN unnest($1::int[], $2::varchar[]) AS k(website_id, idempotency_key)
    ON o.website_id = k.website_id AND o.idempotency_key = k.idempotency_key`;

const LAST_24H = `SELECT count(*)::int AS n FROM orders WHERE website_id = $1 AND created_at > now() - interval '24 hours' AND status <> 'cancelled'`;

/** What a batch's statement answers: each budget key's count after the batch, and the orders it stored. */
export interface InsertedBatch {
  counted: Map<string, Omit<WindowCount, 'key'>>;
  stored: StoredOrder[];
}

/**
 * Stores a batch of orders within their senders' budgets (`budgetKeys`: each draft's key, as SharedRateLimiter
 * `keyOf` gives it), with their fan-out rows and `order.created` log rows, in one statement (committed on its own
 * when `db` is a pool); an idempotency key stored before is skipped. A counter row stays locked until the orders
 * are on disk, so two processes' batches of one sender take turns; their keys are locked in order (no deadlock).
 */
export async function insertOrders(db: pg.ClientBase | pg.Pool, drafts: OrderDraft[], budgetKeys: string[], budget: RateBudget, upsellWindowSeconds: number): Promise<InsertedBatch> {
  const columns = INSERT_COLUMNS.map(({ field, sql }) => drafts.map((d) => sqlValueOf(sql, d[field])));
  const { rows } = await db.query<StoredOrder & { budgetKey: string; budgetCount: number; budgetWait: number }>(
    prepared(INSERT_BATCH, [...columns, upsellWindowSeconds, budgetKeys, budget.bucket, budget.windowSeconds, budget.limit]),
  );
  const counted: InsertedBatch['counted'] = new Map();
  const stored: StoredOrder[] = [];
  for (const { budgetKey, budgetCount, budgetWait, ...order } of rows) {
    counted.set(budgetKey, { count: budgetCount, wait: budgetWait });
    if (order.orderId !== null) stored.push(order);
  }
  return { counted, stored };
}

/** The stored orders of these (website, idempotency key) pairs. */
export async function findByIdempotencyKeys(db: pg.ClientBase | pg.Pool, drafts: Pick<OrderDraft, 'websiteId' | 'idempotencyKey'>[]): Promise<StoredOrder[]> {
  return (await db.query<StoredOrder>(prepared(FIND_BY_KEYS, [drafts.map((d) => d.websiteId), drafts.map((d) => d.idempotencyKey)]))).rows;
}

/** An order by public number, while it is recent (the thank-you pages). */
export async function findRecentByOrderId(db: DataSource, orderId: string): Promise<OrderRow | null> {
  const [row] = (await db.query(`SELECT ${orderColumns('o')} FROM orders o WHERE o.order_id = $1 AND o.created_at > now() - make_interval(hours => $2)`, [
    orderId,
    PUBLIC_ORDER_LOOKUP_HOURS,
  ])) as OrderRow[];
  return row ?? null;
}

/** An order of a website by public number, with whether its upsell window is still open. */
export async function findForUpsell(db: DataSource, orderId: string, websiteId: number): Promise<(OrderRow & { windowOpen: boolean }) | null> {
  const [row] = (await db.query(`SELECT ${orderColumns('o')}, o.upsell_delayed_until > now() AS "windowOpen" FROM orders o WHERE o.order_id = $1 AND o.website_id = $2`, [
    orderId,
    websiteId,
  ])) as (OrderRow & { windowOpen: boolean })[];
  return row ?? null;
}

/** An order's status, share-locked until the caller's transaction ends. */
export async function statusForShare(client: pg.ClientBase, id: number): Promise<OrderStatus> {
  return (await client.query<{ status: OrderStatus }>('SELECT status FROM orders WHERE id = $1 FOR SHARE', [id])).rows[0].status;
}

/** An order by numeric id or public number, locked for a status change. */
export async function lockForStatusChange(client: pg.ClientBase, ref: { id: number } | { orderId: string }) {
  const { rows } = await client.query<{ id: number; orderId: string; status: OrderStatus; userId: number; websiteId: number }>(
    `SELECT id, order_id AS "orderId", status, user_id AS "userId", website_id AS "websiteId" FROM orders WHERE ${'id' in ref ? 'id' : 'order_id'} = $1 FOR UPDATE`,
    ['id' in ref ? ref.id : ref.orderId],
  );
  return rows[0];
}

/** Orders by numeric ids and public numbers (of one seller, `userId` null: anyone's), locked for status changes, in id order. */
export async function lockManyForStatusChange(client: pg.ClientBase, ids: number[], orderIds: string[], userId: number | null) {
  const { rows } = await client.query<{ id: number; orderId: string; status: OrderStatus; userId: number; websiteId: number }>(
    `SELECT id, order_id AS "orderId", status, user_id AS "userId", website_id AS "websiteId" FROM orders
      WHERE (id = ANY($1::int[]) OR order_id = ANY($2::varchar[])) AND ($3::int IS NULL OR user_id = $3) ORDER BY id FOR UPDATE`,
    [ids, orderIds, userId],
  );
  return rows;
}

/** The buyer's data of an order as the seller may correct it, locked until the caller's transaction ends. */
export interface OrderCustomerRow {
  id: number;
  orderId: string;
  userId: number;
  websiteId: number;
  currency: string;
  trackingId: string | null;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string | null;
}
export async function lockCustomerOf(client: pg.ClientBase, ref: { id: number } | { orderId: string }): Promise<OrderCustomerRow | undefined> {
  const { rows } = await client.query<OrderCustomerRow>(
    `SELECT id, order_id AS "orderId", user_id AS "userId", website_id AS "websiteId", currency, tracking_id AS "trackingId",
            first_name AS "firstName", last_name AS "lastName", phone, address, city, postal_code AS "postalCode"
       FROM orders WHERE ${'id' in ref ? 'id' : 'order_id'} = $1 FOR UPDATE`,
    ['id' in ref ? ref.id : ref.orderId],
  );
  return rows[0];
}

/** Stores corrected buyer's data (the search text and phone tail follow, being generated columns). */
export async function setCustomer(client: pg.ClientBase, id: number, c: Omit<OrderCustomerRow, 'id' | 'orderId' | 'userId' | 'websiteId' | 'currency' | 'trackingId'>, addressKey: string): Promise<void> {
  await client.query(
    `UPDATE orders SET first_name = $2, last_name = $3, phone = $4, address = $5, city = $6, postal_code = $7, address_key = $8, updated_at = now() WHERE id = $1`,
    [id, c.firstName, c.lastName, c.phone, c.address, c.city, c.postalCode, addressKey],
  );
}

export async function setStatus(client: pg.ClientBase, id: number, status: OrderStatus): Promise<void> {
  await client.query(`UPDATE orders SET status = $2, updated_at = now() WHERE id = $1`, [id, status]);
}

/** An order a user may see (`userId` null: any), with what a block takes of it. */
export async function findForBlock(pool: pg.Pool, ref: { id: number } | { orderId: string }, userId: number | null) {
  const { rows } = await pool.query<{ userId: number; orderId: string; phone: string; address: string; city: string }>(
    `SELECT user_id AS "userId", order_id AS "orderId", phone, address, city FROM orders
      WHERE ${'id' in ref ? 'id' : 'order_id'} = $1 AND ($2::int IS NULL OR user_id = $2)`,
    ['id' in ref ? ref.id : ref.orderId, userId],
  );
  return rows[0];
}

/** A website's orders of the last 24 hours, cancelled ones left out. */
export async function countLast24h(pool: pg.Pool, websiteId: number): Promise<number> {
  return (await pool.query<{ n: number }>(prepared(LAST_24H, [websiteId]))).rows[0].n;
}

/** An order as its events name it. */
export interface NamedOrder {
  id: number;
  orderId: string;
  userId: number;
  websiteId: number;
}

export async function namedOrders(client: pg.ClientBase, ids: number[]): Promise<NamedOrder[]> {
  const { rows } = await client.query<NamedOrder>(
    `SELECT id, order_id AS "orderId", user_id AS "userId", website_id AS "websiteId" FROM orders WHERE id = ANY($1::int[])`,
    [ids],
  );
  return rows;
}

export async function setNotificationsSent(client: pg.ClientBase, ids: number[]): Promise<void> {
  await client.query(`UPDATE orders SET notifications_sent = true, updated_at = now() WHERE id = ANY($1::int[]) AND NOT notifications_sent`, [ids]);
}

export async function setTrackingId(client: pg.ClientBase, id: number, trackingId: string): Promise<void> {
  await client.query(`UPDATE orders SET tracking_id = $2, updated_at = now() WHERE id = $1`, [id, trackingId]);
}

export async function orderCounts(db: DataSource, pending: OrderStatus, userId: number | null): Promise<{ totalOrders: number; pendingOrders: number }> {
  const [row] = await db.query(
    `SELECT count(*)::int AS "totalOrders", count(*) FILTER (WHERE o.status = $1)::int AS "pendingOrders"
       FROM orders o WHERE ($2::int IS NULL OR o.user_id = $2)`,
    [pending, userId],
  );
  return row;
}

/** This month (in `timeZone`) of orders and their upsells, not cancelled, summed per currency (minor units, as text). */
export async function monthRevenueByCurrency(db: DataSource, userId: number | null, cancelled: OrderStatus, timeZone: string) {
  const since = `date_trunc('month', now() AT TIME ZONE $3) AT TIME ZONE $3`;
  return (await db.query(
    `SELECT r.currency, sum(r.amount)::text AS amount FROM (
       SELECT o.currency, o.total_price AS amount FROM orders o
        WHERE ($1::int IS NULL OR o.user_id = $1) AND o.status <> $2 AND o.created_at >= ${since}
       UNION ALL
       SELECT u.currency, u.total_price FROM upsell_orders u JOIN orders o ON o.id = u.original_order_id
        WHERE ($1::int IS NULL OR u.user_id = $1) AND o.status <> $2 AND u.status <> $2 AND u.created_at >= ${since}
     ) r GROUP BY r.currency`,
    [userId, cancelled, timeZone],
  )) as { currency: string; amount: string }[];
}

/** The 10 newest orders with their product's title. */
export function latestOrders(db: DataSource, userId: number | null): Promise<Record<string, unknown>[]> {
  return db.query(
    `SELECT o.id, o.order_id, o.first_name, o.last_name, coalesce(w.title, o.product_name, '') AS product_title, o.status, o.created_at
       FROM orders o LEFT JOIN websites w ON w.id = o.website_id
      WHERE ($1::int IS NULL OR o.user_id = $1)
      ORDER BY o.created_at DESC LIMIT 10`,
    [userId],
  );
}

/** Orders per website, with how their parcels ended (one scan of the seller's orders). */
export function ordersPerWebsite(db: DataSource, userId: number | null): Promise<{ website_id: number; n: number; shipped: number; delivered: number; refused: number }[]> {
  return db.query(
    `SELECT o.website_id, count(*)::int AS n,
            (count(*) FILTER (WHERE o.tracking_id IS NOT NULL))::int AS shipped,
            (count(*) FILTER (WHERE o.shipment_status = 'delivered'))::int AS delivered,
            (count(*) FILTER (WHERE o.shipment_status = ANY($2::varchar[])))::int AS refused
       FROM orders o WHERE ($1::int IS NULL OR o.user_id = $1) GROUP BY o.website_id`,
    [userId, REFUSED_SHIPMENT_STATUSES],
  );
}

/** `params`: the seller (null: all), the time zone, the first day, the cancelled status. */
export type DailyParams = [number | null, string, string, OrderStatus];
export const sinceDay = `($3::date)::timestamp AT TIME ZONE $2`;
export const dayOf = (column: string) => `to_char((${column} AT TIME ZONE $2)::date, 'YYYY-MM-DD')`;

/** Orders per day and currency since a day, with the revenue of those not cancelled. */
export function dailyOrders(db: DataSource, params: DailyParams): Promise<{ day: string; currency: string; orders: number; revenue: number }[]> {
  return db.query(
    `SELECT ${dayOf('o.created_at')} AS day, o.currency, count(*)::int AS orders,
            ${minorAsMajor('coalesce(sum(o.total_price) FILTER (WHERE o.status <> $4), 0)')} AS revenue
       FROM orders o WHERE ($1::int IS NULL OR o.user_id = $1) AND o.created_at >= ${sinceDay}
      GROUP BY 1, 2`,
    params,
  );
}
