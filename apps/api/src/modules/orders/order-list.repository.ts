import {
  REFUSED_SHIPMENT_STATUSES,
  type CustomerHistory,
  type OrderShipment,
  phoneSearchDigits,
  searchFold,
  SELLER_TIME_ZONE,
  type OrderDelivery,
  type OrderListQuery,
  type OrderListUpsell,
  type OrderCustomerChange,
  type OrderNote,
  type OrderStatusChange,
} from '@cod/contracts';
import type pg from 'pg';
import { prepared } from '../../database/sql-pool.js';
import { isoTime, minorAsMajor } from '../../database/table.js';
import type { OrderScope } from './order-scope.js';
import { listedOrderColumns, type ListedOrderRow } from './order.table.js';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * How a search term is tested. `index`: with LIKE, which the trigram index on `search_text` serves (few
 * matches are found through it). `walk`: with strpos, the same test, which no index serves, so a page is
 * read walking the newest orders and stops at its 50th match (many matches are met soonest that way).
 */
export type SearchTest = 'index' | 'walk';

/** A WHERE clause over `orders o` with its parameters (numbered from 1). */
export class OrderFilter {
  readonly params: unknown[] = [];
  private readonly conditions: string[] = [];

  constructor(scope: OrderScope, query: OrderListQuery = {}, search: SearchTest = 'index') {
    if (scope.userId !== null) this.add(`o.user_id = ${this.param(scope.userId)}`);
    if (query.status) this.add(`o.status = ${this.param(query.status)}`);
    if (query.from) {
      this.add(DATE_ONLY.test(query.from) ? `o.created_at >= (${this.param(query.from)}::date)::timestamp AT TIME ZONE '${SELLER_TIME_ZONE}'` : `o.created_at >= ${this.param(query.from)}::timestamptz`);
    }
    if (query.to) {
      this.add(DATE_ONLY.test(query.to) ? `o.created_at < (${this.param(query.to)}::date + 1)::timestamp AT TIME ZONE '${SELLER_TIME_ZONE}'` : `o.created_at <= ${this.param(query.to)}::timestamptz`);
    }
    const q = searchTermOf(query);
    if (q) {
      // search_text: the order number, names, e-mail and the phone's digits (see the migration); the product
      // by its website's title or product id, from the small websites table.
      const like = this.param(`%${escapeLike(q)}%`);
      const contains = (term: string) => (search === 'index' ? `o.search_text LIKE ${this.param(`%${escapeLike(term)}%`)}` : `strpos(o.search_text, ${this.param(term)}) > 0`);
      const digits = phoneSearchDigits(q);
      const tests = [contains(q), ...(digits && digits !== q ? [contains(digits)] : [])];
      const products = `SELECT w.id FROM websites w WHERE translate(lower(w.title), 'ŠĐČĆŽšđčćž', 'sdcczsdccz') LIKE ${like} OR lower(w.product_id) = ${this.param(q)}`;
      this.add(`(${tests.join(' OR ')} OR o.website_id = ANY(ARRAY(${products})))`);
    }
  }

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  add(condition: string) {
    this.conditions.push(condition);
  }

  get where(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }
}

/** The list's search term as `search_text` holds text (folded), or '' for none. */
export const searchTermOf = (query: OrderListQuery): string => (query.q ? searchFold(query.q.trim()) : '');

/** Where a keyset page starts: after this order (its exact creation time as text, and its id). */
export interface PageCursor {
  at: string;
  id: number;
}

export type ListedRow = ListedOrderRow & {
  title: string | null;
  website: { productName: string; shortName: string; currencySymbol: string } | null;
  possibleDuplicate: boolean;
  upsellOrders: OrderListUpsell[];
  statusHistory: OrderStatusChange[];
  sellerNotes: OrderNote[];
  customerChanges: OrderCustomerChange[];
  shipment: OrderShipment | null;
  seller: { id: number; name: string; companyName: string | null } | null;
  deliveries: OrderDelivery[];
};

/**
 * An earlier order of the same seller in the 24 h before with the same value in `column`. One EXISTS per
 * column, each through its own index: an OR inside one EXISTS needs a bitmap scan, and walks all of the
 * seller's orders per row where the plan has none.
 */
const earlierSame = (column: string) => `EXISTS (
    SELECT 1 FROM orders d
     WHERE d.user_id = o.user_id AND d.${column} = o.${column} AND d.created_at >= o.created_at - interval '24 hours'
       AND (d.created_at, d.id) < (o.created_at, o.id)
  )`;

/**
 * The columns of a listed order: the row (listedOrderColumns), its title and website, its upsell orders and status history (as JSON, so
 * a page is one query), and whether the same phone or address (its key) ordered from the same seller in the 24 h before.
 * `deliveries` (of the order and of each upsell) start empty: the deliveries module fills them (OrderCardParts).
 */
const LISTED_COLUMNS = `${listedOrderColumns('o')},
  coalesce(w.title, o.product_name) AS title,
  CASE WHEN w.title IS NULL THEN NULL ELSE json_build_object('productName', w.title, 'shortName', coalesce(w.short_name, ''), 'currencySymbol', coalesce(w.currency_symbol, o.currency_symbol)) END AS website,
  (${['phone_tail', 'address_key'].map(earlierSame).join(' OR ')}) AS "possibleDuplicate",
  (SELECT coalesce(json_agg(json_build_object(
            'id', u.id, 'orderId', u.order_id, 'upsellProductId', u.upsell_product_id, 'title', p.title, 'quantity', u.quantity,
            'totalPrice', ${minorAsMajor('u.total_price')}, 'currency', u.currency, 'currencySymbol', u.currency_symbol, 'status', u.status,
            'trackingId', u.tracking_id, 'createdAt', ${isoTime('u.created_at')}, 'deliveries', '[]'::json) ORDER BY u.id), '[]'::json)
     FROM upsell_orders u LEFT JOIN upsell_products p ON p.id = u.upsell_product_id WHERE u.original_order_id = o.id) AS "upsellOrders",
  (SELECT coalesce(json_agg(json_build_object(
            'from', h.from_status, 'to', h.to_status, 'at', ${isoTime('h.changed_at')},
            'by', CASE WHEN b.id IS NULL THEN NULL ELSE json_build_object('id', b.id, 'name', trim(b.first_name || ' ' || b.last_name)) END,
            'reason', h.reason)
            ORDER BY h.changed_at, h.id), '[]'::json)
     FROM order_status_changes h LEFT JOIN users b ON b.id = h.changed_by WHERE h.order_id = o.id) AS "statusHistory",
  (SELECT coalesce(json_agg(json_build_object(
            'text', n.text, 'at', ${isoTime('n.created_at')}, 'author', CASE WHEN a.id IS NULL THEN NULL ELSE trim(a.first_name || ' ' || a.last_name) END)
            ORDER BY n.id), '[]'::json)
     FROM order_notes n LEFT JOIN users a ON a.id = n.author_id WHERE n.order_id = o.id) AS "sellerNotes",
  (SELECT coalesce(json_agg(json_build_object(
            'field', c.field, 'from', c.from_value, 'to', c.to_value, 'at', ${isoTime('c.changed_at')},
            'by', CASE WHEN e.id IS NULL THEN NULL ELSE json_build_object('id', e.id, 'name', trim(e.first_name || ' ' || e.last_name)) END)
            ORDER BY c.id), '[]'::json)
     FROM order_customer_changes c LEFT JOIN users e ON e.id = c.changed_by WHERE c.order_id = o.id) AS "customerChanges",
  CASE WHEN o.tracking_id IS NULL THEN NULL ELSE json_build_object('trackingId', o.tracking_id, 'status', o.shipment_status, 'history',
    (SELECT coalesce(json_agg(json_build_object('status', s.status, 'at', ${isoTime('s.at')}, 'note', s.note) ORDER BY s.at, s.id), '[]'::json)
       FROM shipment_events s WHERE s.order_id = o.id)) END AS shipment,
  CASE WHEN su.id IS NULL THEN NULL ELSE json_build_object('id', su.id, 'name', trim(su.first_name || ' ' || su.last_name), 'companyName', su.company_name) END AS seller,
  '[]'::json AS deliveries`;

const NEWEST_FIRST = 'ORDER BY o.created_at DESC, o.id DESC';

/** A page (`limit` null: all) of listed orders, newest first. Every list statement is prepared: its plan costs more than it runs. */
export async function listOrders(db: pg.Pool, filter: OrderFilter, limit: number | null, offset = 0): Promise<ListedRow[]> {
  const page = [limit !== null ? `LIMIT ${filter.param(limit)}` : '', offset ? `OFFSET ${filter.param(offset)}` : ''].join(' ');
  const sql = `SELECT ${LISTED_COLUMNS} FROM orders o LEFT JOIN websites w ON w.id = o.website_id LEFT JOIN users su ON su.id = o.user_id ${filter.where} ${NEWEST_FIRST} ${page}`;
  return (await db.query<ListedRow>(prepared(sql, filter.params))).rows;
}

/**
 * A search's page read through the search index, with the number of matches: all of them are collected
 * first and then sorted, so a term that matches few never walks the whole table. The filter gains the
 * page's parameters: one filter, one statement. `matches` is null for an empty page past the first one.
 */
export async function searchPage(db: pg.Pool, filter: OrderFilter, limit: number, offset: number): Promise<{ rows: ListedRow[]; matches: number | null }> {
  const sql = `WITH hits AS MATERIALIZED (SELECT o.id, o.created_at FROM orders o ${filter.where})
    SELECT ${LISTED_COLUMNS}, (SELECT count(*)::int FROM hits) AS "matchCount"
      FROM (SELECT id FROM hits ORDER BY created_at DESC, id DESC LIMIT ${filter.param(limit)} OFFSET ${filter.param(offset)}) page
      JOIN orders o ON o.id = page.id LEFT JOIN websites w ON w.id = o.website_id LEFT JOIN users su ON su.id = o.user_id
     ${NEWEST_FIRST}`;
  const { rows } = await db.query<ListedRow & { matchCount: number }>(prepared(sql, filter.params));
  return { rows: rows.map(({ matchCount: _n, ...row }) => row), matches: rows.length ? rows[0].matchCount : offset === 0 ? 0 : null };
}

export async function countOrders(pool: pg.Pool, filter: OrderFilter): Promise<number> {
  return (await pool.query<{ n: number }>(prepared(`SELECT count(*)::int AS n FROM orders o ${filter.where}`, filter.params))).rows[0].n;
}

/** A keyset page of `size` listed orders, each with its exact creation time as text (where the next page starts). */
export async function orderPage(pool: pg.Pool, filter: OrderFilter, size: number) {
  const { rows } = await pool.query<ListedRow & { cursorAt: string }>(
    prepared(`SELECT ${LISTED_COLUMNS}, o.created_at::text AS "cursorAt" FROM orders o LEFT JOIN websites w ON w.id = o.website_id LEFT JOIN users su ON su.id = o.user_id ${filter.where} ${NEWEST_FIRST} LIMIT ${filter.param(size)}`, filter.params),
  );
  return rows;
}

/**
 * The buyers' histories of a page (same seller, same phone by its last 9 digits): one grouped statement for all
 * of its orders instead of a count per listed order.
 */
export async function customerHistories(pool: pg.Pool, keys: { userId: number; phoneTail: string }[]): Promise<Map<string, CustomerHistory>> {
  const out = new Map<string, CustomerHistory>();
  if (!keys.length) return out;
  const { rows } = await pool.query<{ userId: number; phoneTail: string } & CustomerHistory>(
    prepared(
      `SELECT p.user_id AS "userId", p.phone_tail AS "phoneTail", count(*)::int AS orders,
              (count(*) FILTER (WHERE p.shipment_status = 'delivered'))::int AS delivered,
              (count(*) FILTER (WHERE p.shipment_status IN (${REFUSED_SHIPMENT_STATUSES.map((x) => `'${x}'`).join(', ')})))::int AS refused
         FROM (SELECT DISTINCT u, t FROM unnest($1::int[], $2::varchar[]) AS k(u, t)) k
         JOIN orders p ON p.user_id = k.u AND p.phone_tail = k.t
        GROUP BY p.user_id, p.phone_tail`,
      [keys.map((k) => k.userId), keys.map((k) => k.phoneTail)],
    ),
  );
  for (const r of rows) out.set(`${r.userId}:${r.phoneTail}`, { orders: r.orders, delivered: r.delivered, refused: r.refused });
  return out;
}

/**
 * Moves the new orders' trigrams from the search index's pending list (GIN's fast update) into the index
 * proper; the pages it cleaned, or null when the index is missing (no pg_trgm).
 */
export async function cleanPendingSearch(db: pg.ClientBase | pg.Pool): Promise<number | null> {
  const { rows } = await db.query<{ pages: number }>(
    `SELECT gin_clean_pending_list(i)::int AS pages FROM to_regclass('orders_search_trgm_idx') AS i WHERE i IS NOT NULL`,
  );
  return rows[0]?.pages ?? null;
}
