import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  addressKey,
  phoneSearchDigits,
  roundMoney,
  searchFold,
  SELLER_TIME_ZONE,
  type OrderListItem,
  type OrderListQuery,
  type OrderListUpsell,
  type OrderDelivery,
  type OrderStatusChange,
} from '@cod/contracts';
import { SqlPool } from '../../database/sql-pool.js';
import { DomainEvents } from '../events/index.js';
import { OrderBlocksService } from './order-blocks.service.js';
import { OrderCardParts } from './order-card-parts.js';
import type { OrderScope } from './order-scope.js';
import { isoTime, orderColumns, VISITOR_FIELDS, type OrderRow } from './order.table.js';

/** A row without what the order form's request told about the visitor (kept for Meta only). */
function withoutVisitor<T extends Partial<OrderRow>>(row: T): Omit<T, (typeof VISITOR_FIELDS)[number]> {
  const copy: Partial<T> = { ...row };
  for (const field of VISITOR_FIELDS) delete copy[field];
  return copy as Omit<T, (typeof VISITOR_FIELDS)[number]>;
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
      // search_text: the order number, names, e-mail and the phone's digits (see the migration); the product
      // by its website's title or product id, from the small websites table.
      const like = this.param(`%${escapeLike(q)}%`);
      const digits = phoneSearchDigits(q);
      const phone = digits && digits !== q ? ` OR o.search_text LIKE ${this.param(`%${digits}%`)}` : '';
      const products = `SELECT w.id FROM websites w WHERE translate(lower(w.title), 'ŠĐČĆŽšđčćž', 'sdcczsdccz') LIKE ${like} OR lower(w.product_id) = ${this.param(q)}`;
      this.add(`(o.search_text LIKE ${like}${phone} OR o.website_id = ANY(ARRAY(${products})))`);
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

type ListedRow = OrderRow & {
  websiteTitle: string | null;
  websiteShortName: string | null;
  websiteCurrencySymbol: string | null;
  possibleDuplicate: boolean;
  upsellOrders: OrderListUpsell[];
  statusHistory: OrderStatusChange[];
  deliveries: OrderDelivery[];
};

/**
 * An earlier order of the same seller in the 24 h before with the same value in `column`. One EXISTS per
 * column, each through its own index: an OR inside one EXISTS needs a bitmap scan, which the list turns off
 * for searches with many matches (see list()), and then walks all of the seller's orders per row.
 */
const earlierSame = (column: string) => `EXISTS (
    SELECT 1 FROM orders d
     WHERE d.user_id = o.user_id AND d.${column} = o.${column} AND d.created_at >= o.created_at - interval '24 hours'
       AND (d.created_at, d.id) < (o.created_at, o.id)
  )`;

/**
 * The columns of a listed order: the row, its website, its upsell orders and status history (as JSON, so
 * a page is one query), and whether the same phone or address (its key) ordered from the same seller in the 24 h before.
 * `deliveries` (of the order and of each upsell) start empty: the deliveries module fills them (OrderCardParts).
 */
export const LISTED_COLUMNS = `${orderColumns('o')},
  w.title AS "websiteTitle", w.short_name AS "websiteShortName", w.currency_symbol AS "websiteCurrencySymbol",
  (${['phone_tail', 'address_key'].map(earlierSame).join(' OR ')}) AS "possibleDuplicate",
  (SELECT coalesce(json_agg(json_build_object(
            'id', u.id, 'orderId', u.order_id, 'upsellProductId', u.upsell_product_id, 'title', p.title, 'quantity', u.quantity,
            'totalPrice', u.total_price::float8, 'currency', u.currency, 'currencySymbol', u.currency_symbol, 'status', u.status,
            'trackingId', u.tracking_id, 'createdAt', ${isoTime('u.created_at')}, 'deliveries', '[]'::json) ORDER BY u.id), '[]'::json)
     FROM upsell_orders u LEFT JOIN upsell_products p ON p.id = u.upsell_product_id WHERE u.original_order_id = o.id) AS "upsellOrders",
  (SELECT coalesce(json_agg(json_build_object(
            'from', h.from_status, 'to', h.to_status, 'at', ${isoTime('h.changed_at')},
            'by', CASE WHEN b.id IS NULL THEN NULL ELSE json_build_object('id', b.id, 'name', trim(b.first_name || ' ' || b.last_name)) END)
            ORDER BY h.changed_at, h.id), '[]'::json)
     FROM order_status_changes h LEFT JOIN users b ON b.id = h.changed_by WHERE h.order_id = o.id) AS "statusHistory",
  '[]'::json AS deliveries`;

const MAX_CACHED_COUNTS = 1_000;
/** Below this many matches a search's page is read through the search index (see list()). */
const FEW_MATCHES = 2_000;

@Injectable()
export class OrderListReader implements OnModuleInit {
  /**
   * Match counts (X-Total-Count) by filter, kept until an order is created or changes anywhere (every
   * process hears it): counting 100 000 orders costs more than the page itself, and a console polls.
   */
  private readonly counts = new Map<string, Promise<number>>();

  constructor(
    private readonly sql: SqlPool,
    private readonly events: DomainEvents,
    private readonly blocks: OrderBlocksService,
    private readonly parts: OrderCardParts,
  ) {}

  onModuleInit() {
    for (const name of ['order.created', 'order.updated'] as const) this.events.on(name, () => this.counts.clear());
  }

  async list(scope: OrderScope, query: OrderListQuery): Promise<{ items: OrderListItem[]; total: number }> {
    const filter = new OrderFilter(scope, query);
    const limit = query.limit === undefined ? null : Number(query.limit);
    const offset = query.offset === undefined ? 0 : Number(query.offset);
    const page = [limit !== null ? `LIMIT ${filter.param(limit)}` : '', offset ? `OFFSET ${filter.param(offset)}` : ''].join(' ');
    // The planner cannot estimate a substring's matches, so the search's count (cached, and cheap for a
    // rare term) chooses the plan: few matches are found through the search index and sorted; many are
    // met soonest by walking the newest orders (which, for a term that matches none, would walk them all).
    const counted = query.q && limit !== null ? await this.count(scope, query) : null;
    const sql = `SELECT ${LISTED_COLUMNS} FROM orders o LEFT JOIN websites w ON w.id = o.website_id ${filter.where} ORDER BY o.created_at DESC, o.id DESC ${page}`;
    const listed =
      counted === null
        ? (await this.sql.pool.query<ListedRow>(sql, filter.params)).rows
        : await this.sql.transaction(async (client) => {
            const plan = counted > FEW_MATCHES ? ['enable_bitmapscan', 'enable_seqscan'] : ['enable_indexscan', 'enable_seqscan'];
            for (const setting of plan) await client.query(`SET LOCAL ${setting} = off`);
            return (await client.query<ListedRow>(sql, filter.params)).rows;
          });
    // A page that is not full tells the total by itself; else count (or take the cached count).
    const total = counted ?? (limit === null || (listed.length < limit && (listed.length > 0 || offset === 0)) ? offset + listed.length : await this.count(scope, query));
    return { items: await this.complete(listed), total };
  }

  private count(scope: OrderScope, query: OrderListQuery): Promise<number> {
    const key = JSON.stringify([scope.userId, query.q ?? '', query.status ?? '', query.from ?? '', query.to ?? '']);
    let counted = this.counts.get(key);
    if (!counted) {
      const filter = new OrderFilter(scope, query);
      counted = this.sql.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders o ${filter.where}`, filter.params).then((r) => r.rows[0].n);
      counted.catch(() => this.counts.delete(key));
      if (this.counts.size >= MAX_CACHED_COUNTS) this.counts.clear();
      this.counts.set(key, counted);
    }
    return counted;
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

  /** The list's shape, with the blocklist marks (from the sellers' cached blocklists) and the parts other modules own. */
  private async complete(rows: ListedRow[]): Promise<OrderListItem[]> {
    const items = await Promise.all(
      rows.map(async ({ websiteTitle, websiteShortName, websiteCurrencySymbol, idempotencyKey: _key, addressKey: storedKey, ...row }) => ({
        ...withoutVisitor(row),
        title: websiteTitle ?? row.productName,
        website: websiteTitle === null ? null : { productName: websiteTitle, shortName: websiteShortName ?? '', currencySymbol: websiteCurrencySymbol ?? row.currencySymbol },
        parcelTotal: roundMoney(row.totalPrice + row.upsellOrders.reduce((sum, u) => sum + u.totalPrice, 0), row.currency),
        blocked: await this.blocks.marks(row.userId, row.phone, storedKey ?? addressKey(row.address, row.city)),
      })),
    );
    await this.parts.fill(items);
    return items;
  }
}
