import { Injectable } from '@nestjs/common';
import {
  managesOrders,
  ORDERS_MESSAGES,
  orderStatusChanges,
  parseOrderRef,
  SELLER_ORDERS_MESSAGES,
  type BulkOrderStatusResponse,
  type OrderListItem,
  type OrderStatus,
} from '@cod/contracts';
import type pg from 'pg';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../common/errors/domain-error.js';
import { SqlPool } from '../../database/sql-pool.js';
import { DomainEvents } from '../events/index.js';
import type { User } from '../users/index.js';
import { OrderListReader } from './order-list.reader.js';
import { scopeOf } from './order-scope.js';
import { recordStatusChange } from './order-status-changes.repository.js';
import { lockForStatusChange, lockManyForStatusChange, setStatus } from './orders.repository.js';

type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockForStatusChange>>>;

/**
 * PUT /api/orders/{id} and PUT /api/orders/status: who may set which status is `orderStatusChanges`
 * (contracts): the admin on any order, a client with `manageOwnOrders` on its own. Every change is recorded
 * (who, from, to, when) with its event, in one transaction; another seller's order is "not found".
 */
@Injectable()
export class OrderStatusService {
  constructor(
    private readonly sql: SqlPool,
    private readonly reader: OrderListReader,
    private readonly events: DomainEvents,
  ) {}

  async change(actor: User, refText: string, to: OrderStatus): Promise<OrderListItem> {
    if (!managesOrders(actor)) throw new ForbiddenError(ORDERS_MESSAGES.statusForbidden);
    const ref = parseOrderRef(refText);
    if (!ref) throw new InvalidInputError(ORDERS_MESSAGES.invalidOrderRef);
    await this.sql.transaction(async (client) => {
      const order = await lockForStatusChange(client, ref);
      if (!order || !ownsOrder(actor, order)) throw new NotFoundError(ORDERS_MESSAGES.orderNotFound);
      await this.apply(client, actor, [order], to);
    });
    const item = await this.reader.one(scopeOf(actor), ref);
    if (!item) throw new NotFoundError(ORDERS_MESSAGES.orderNotFound);
    return item;
  }

  /** Several orders to one status: all of them or none (one not found, or not the caller's, changes nothing). */
  async changeMany(actor: User, refs: (number | string)[], to: OrderStatus): Promise<BulkOrderStatusResponse> {
    if (!managesOrders(actor)) throw new ForbiddenError(ORDERS_MESSAGES.statusForbidden);
    const parsed = refs.map((r) => parseOrderRef(String(r)));
    if (parsed.some((r) => r === null)) throw new InvalidInputError(SELLER_ORDERS_MESSAGES.bulkIdsInvalid);
    const ids = [...new Set(parsed.flatMap((r) => (r && 'id' in r ? [r.id] : [])))];
    const orderIds = [...new Set(parsed.flatMap((r) => (r && 'orderId' in r ? [r.orderId] : [])))];
    return this.sql.transaction(async (client) => {
      const orders = await lockManyForStatusChange(client, ids, orderIds, scopeOf(actor).userId);
      const found = new Set(orders.flatMap((o) => [`#${o.id}`, o.orderId]));
      if (ids.some((id) => !found.has(`#${id}`)) || orderIds.some((o) => !found.has(o))) throw new NotFoundError(SELLER_ORDERS_MESSAGES.bulkNotFound);
      return { updated: await this.apply(client, actor, orders, to) };
    });
  }

  /** Moves the orders that are not in `to` yet; the number moved. */
  private async apply(client: pg.ClientBase, actor: User, orders: LockedOrder[], to: OrderStatus): Promise<number> {
    const moving = orders.filter((o) => o.status !== to);
    for (const order of moving) {
      if (!orderStatusChanges(actor, order.status).includes(to)) throw new ForbiddenError(ORDERS_MESSAGES.statusForbidden);
      await setStatus(client, order.id, to);
      await recordStatusChange(client, order.id, order.status, to, actor.id);
    }
    if (moving.length) {
      await this.events.emit(
        client,
        moving.map((o) => ({ name: 'order.updated' as const, payload: { orderId: o.orderId, websiteId: o.websiteId, status: to, userId: o.userId } })),
      );
    }
    return moving.length;
  }
}

/** The admin's any order; a client's only its own. */
export const ownsOrder = (actor: User, order: { userId: number }) => actor.role === 'admin' || order.userId === actor.id;
