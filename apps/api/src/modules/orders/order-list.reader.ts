import { Injectable, type OnModuleInit } from '@nestjs/common';
import { addressKey, roundMoney, type OrderListItem, type OrderListQuery } from '@cod/contracts';
import { SqlPool } from '../../database/sql-pool.js';
import { DomainEvents } from '../events/index.js';
import { OrderBlocksService } from './order-blocks.service.js';
import { OrderCardParts } from './order-card-parts.js';
import type { OrderScope } from './order-scope.js';
import { VISITOR_FIELDS, type OrderRow } from './order.table.js';
import { countOrders, listOrders, OrderFilter, orderPage, type ListedRow, type PageCursor } from './orders.repository.js';

/** A row without what the order form's request told about the visitor (kept for Meta only). */
function withoutVisitor<T extends Partial<OrderRow>>(row: T): Omit<T, (typeof VISITOR_FIELDS)[number]> {
  const copy: Partial<T> = { ...row };
  for (const field of VISITOR_FIELDS) delete copy[field];
  return copy as Omit<T, (typeof VISITOR_FIELDS)[number]>;
}

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
    const listed =
      counted === null
        ? await listOrders(this.sql.pool, filter, page)
        : await this.sql.transaction((client) => listOrders(client, filter, page, counted > FEW_MATCHES ? 'newest-first' : 'through-search'));
    // A page that is not full tells the total by itself; else count (or take the cached count).
    const total = counted ?? (limit === null || (listed.length < limit && (listed.length > 0 || offset === 0)) ? offset + listed.length : await this.count(scope, query));
    return { items: await this.complete(listed), total };
  }

  private count(scope: OrderScope, query: OrderListQuery): Promise<number> {
    const key = JSON.stringify([scope.userId, query.q ?? '', query.status ?? '', query.from ?? '', query.to ?? '']);
    let counted = this.counts.get(key);
    if (!counted) {
      const filter = new OrderFilter(scope, query);
      counted = countOrders(this.sql.pool, filter);
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
    const rows = await listOrders(this.sql.pool, filter, '');
    return rows.length ? (await this.complete(rows))[0] : null;
  }

  /**
   * A keyset page for the CSV export: the orders after `after` (newest first) and where the next page
   * starts (the exact time as text: orders stored together share it to the microsecond).
   */
  async page(scope: OrderScope, query: OrderListQuery, after: PageCursor | null, size: number): Promise<{ items: OrderListItem[]; next: PageCursor | null }> {
    const filter = new OrderFilter(scope, query);
    if (after) filter.add(`(o.created_at, o.id) < (${filter.param(after.at)}::timestamptz, ${filter.param(after.id)})`);
    const rows = await orderPage(this.sql.pool, filter, size);
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
