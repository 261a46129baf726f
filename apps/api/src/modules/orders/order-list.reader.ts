import { Injectable } from '@nestjs/common';
import {
  addressKey,
  phoneSearchDigits,
  phoneTail,
  roundMoney,
  searchFold,
  SELLER_TIME_ZONE,
  type OrderListItem,
  type OrderListQuery,
  type OrderListUpsell,
  type OrderStatus,
  type OrderStatusChange,
} from '@cod/contracts';
import { SqlPool } from '../../database/sql-pool.js';
import { isoTime, orderColumns, type OrderRow } from './order.table.js';

/** Whose orders: one seller's (the websites they own), or everyone's (`null`: an admin's list). */
export interface OrderScope {
  userId: number | null;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A WHERE clause over `orders o` with its parameters (numbered from 1). */
export class OrderFilter {
  readonly params: unknown[] = [];
  private readonly conditions: string[] = [];

  constructor(scope: OrderScope, query: OrderListQuery = {}) {
    if (scope.userId !== null) this.add(`o.user_id = ${this.param(scope.userId)}`);
    if (query.status) this.add(`o.status = ${this.param(query.status)}`);
    if (query.from) {
      this.add(DATE_ONLY.test(query.from) ? `o.created_at >= (${this.param(query.from)}::date)::timestamp AT TIME ZONE '${SELLER_TIME_ZONE}'` : `o.created_at >= ${this.param(query.from)}::timestamptz`);
    }
    if (query.to) {
      this.add(DATE_ONLY.test(query.to) ? `o.created_at < (${this.param(query.to)}::date + 1)::timestamp AT TIME ZONE '${SELLER_TIME_ZONE}'` : `o.created_at <= ${this.param(query.to)}::timestamptz`);
    }
    const q = query.q ? searchFold(query.q.trim()) : '';
    if (q) {
      // search_text holds the order number, names, e-mail, product and the phone's digits (see the migration).
      const digits = phoneSearchDigits(q);
      const text = `o.search_text LIKE ${this.param(`%${escapeLike(q)}%`)}`;
      this.add(digits && digits !== q ? `(${text} OR o.search_text LIKE ${this.param(`%${digits}%`)})` : text);
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

/** Where a keyset page starts: after this order (its exact creation time as text, and its id). */
export interface PageCursor {
  at: string;
  id: number;
}

type ListedRow = OrderRow & { websiteTitle: string | null; websiteShortName: string | null; websiteCurrencySymbol: string | null; possibleDuplicate: boolean };

/** The columns of a listed order: the row, its website, and whether the same phone ordered from the same seller in the 24 h before. */
export const LISTED_COLUMNS = `${orderColumns('o')},
  w.title AS "websiteTitle", w.short_name AS "websiteShortName", w.currency_symbol AS "websiteCurrencySymbol",
  EXISTS (
    SELECT 1 FROM orders d
     WHERE d.user_id = o.user_id AND d.phone_tail = o.phone_tail AND d.created_at >= o.created_at - interval '24 hours'
       AND (d.created_at, d.id) < (o.created_at, o.id)
  ) AS "possibleDuplicate"`;

/**
 * The order lists of the console (spec 000 §2 Orders, CONTRACT.md filters): newest first, each order with
 * its website, its upsell orders (one parcel), its status history, and the fake-order shield's marks.
 */
@Injectable()
export class OrderListReader {
  constructor(private readonly sql: SqlPool) {}

  async list(scope: OrderScope, query: OrderListQuery): Promise<{ items: OrderListItem[]; total: number }> {
    const filter = new OrderFilter(scope, query);
    const countFilter = new OrderFilter(scope, query);
    const page = [
      query.limit !== undefined ? `LIMIT ${filter.param(Number(query.limit))}` : '',
      query.offset !== undefined ? `OFFSET ${filter.param(Number(query.offset))}` : '',
    ].join(' ');
    const [rows, count] = await Promise.all([
      this.sql.pool.query<ListedRow>(
        `SELECT ${LISTED_COLUMNS} FROM orders o LEFT JOIN websites w ON w.id = o.website_id ${filter.where}
          ORDER BY o.created_at DESC, o.id DESC ${page}`,
        filter.params,
      ),
      this.sql.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders o ${countFilter.where}`, countFilter.params),
    ]);
    return { items: await this.complete(rows.rows), total: count.rows[0].n };
  }

  /** One order of the scope by its numeric id or public number, as the list shows it; null when not there. */
  async one(scope: OrderScope, ref: { id: number } | { orderId: string }): Promise<OrderListItem | null> {
    const filter = new OrderFilter(scope);
    filter.add('id' in ref ? `o.id = ${filter.param(ref.id)}` : `o.order_id = ${filter.param(ref.orderId)}`);
    const { rows } = await this.sql.pool.query<ListedRow>(`SELECT ${LISTED_COLUMNS} FROM orders o LEFT JOIN websites w ON w.id = o.website_id ${filter.where}`, filter.params);
    return rows.length ? (await this.complete(rows))[0] : null;
  }

  /**
   * A keyset page for the CSV export: the orders after `after` (newest first) and where the next page
   * starts (the exact time as text: orders stored together share it to the microsecond).
   */
  async page(scope: OrderScope, query: OrderListQuery, after: PageCursor | null, size: number): Promise<{ items: OrderListItem[]; next: PageCursor | null }> {
    const filter = new OrderFilter(scope, query);
    if (after) filter.add(`(o.created_at, o.id) < (${filter.param(after.at)}::timestamptz, ${filter.param(after.id)})`);
    const { rows } = await this.sql.pool.query<ListedRow & { cursorAt: string }>(
      `SELECT ${LISTED_COLUMNS}, o.created_at::text AS "cursorAt" FROM orders o LEFT JOIN websites w ON w.id = o.website_id ${filter.where}
        ORDER BY o.created_at DESC, o.id DESC LIMIT ${filter.param(size)}`,
      filter.params,
    );
    const last = rows[rows.length - 1];
    const items = await this.complete(rows.map(({ cursorAt: _c, ...row }) => row));
    return { items, next: rows.length === size ? { at: last.cursorAt, id: last.id } : null };
  }

  /** Adds each order's upsell orders, status history and blocklist marks (three queries for the whole page). */
  private async complete(rows: ListedRow[]): Promise<OrderListItem[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const sellers = [...new Set(rows.map((r) => r.userId))];
    const [upsells, history, blocks] = await Promise.all([
      this.sql.pool.query<OrderListUpsell & { originalId: number }>(
        `SELECT u.original_order_id AS "originalId", u.id, u.order_id AS "orderId", u.upsell_product_id AS "upsellProductId", p.title,
                u.quantity, u.total_price::float8 AS "totalPrice", u.currency, u.currency_symbol AS "currencySymbol", u.status,
                u.tracking_id AS "trackingId", ${isoTime('u.created_at')} AS "createdAt"
           FROM upsell_orders u LEFT JOIN upsell_products p ON p.id = u.upsell_product_id
          WHERE u.original_order_id = ANY($1::int[]) ORDER BY u.id`,
        [ids],
      ),
      this.sql.pool.query<{ orderId: number; from: OrderStatus | null; to: OrderStatus; at: string; byId: number | null; byName: string | null }>(
        `SELECT h.order_id AS "orderId", h.from_status AS "from", h.to_status AS "to", ${isoTime('h.changed_at')} AS at,
                u.id AS "byId", trim(u.first_name || ' ' || u.last_name) AS "byName"
           FROM order_status_changes h LEFT JOIN users u ON u.id = h.changed_by
          WHERE h.order_id = ANY($1::int[]) ORDER BY h.changed_at, h.id`,
        [ids],
      ),
      this.sql.pool.query<{ userId: number; kind: string; key: string }>(`SELECT user_id AS "userId", kind, key FROM order_blocks WHERE user_id = ANY($1::int[])`, [sellers]),
    ]);
    const upsellsOf = groupBy(upsells.rows, (u) => u.originalId);
    const historyOf = groupBy(history.rows, (h) => h.orderId);
    const blocked = new Set(blocks.rows.map((b) => `${b.userId}|${b.kind}|${b.key}`));
    return rows.map(({ websiteTitle, websiteShortName, websiteCurrencySymbol, possibleDuplicate, idempotencyKey: _key, clientIp: _ip, ...order }) => {
      const parcel = (upsellsOf.get(order.id) ?? []).map(({ originalId: _o, ...u }) => u);
      const statusHistory: OrderStatusChange[] = (historyOf.get(order.id) ?? []).map((h) => ({
        from: h.from,
        to: h.to,
        at: h.at,
        by: h.byId === null ? null : { id: h.byId, name: h.byName ?? '' },
      }));
      return {
        ...order,
        title: websiteTitle ?? order.productName,
        website: websiteTitle === null ? null : { productName: websiteTitle, shortName: websiteShortName ?? '', currencySymbol: websiteCurrencySymbol ?? order.currencySymbol },
        upsellOrders: parcel,
        parcelTotal: roundMoney(order.totalPrice + parcel.reduce((sum, u) => sum + u.totalPrice, 0), order.currency),
        statusHistory,
        possibleDuplicate,
        blocked: {
          phone: blocked.has(`${order.userId}|phone|${phoneTail(order.phone)}`),
          address: blocked.has(`${order.userId}|address|${addressKey(order.address, order.city)}`),
        },
      };
    });
  }
}

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
