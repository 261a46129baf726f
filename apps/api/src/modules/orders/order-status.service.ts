import { Injectable } from '@nestjs/common';
import { ORDERS_MESSAGES, orderStatusChanges, parseOrderRef, type OrderListItem, type OrderStatus } from '@cod/contracts';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../common/errors/domain-error.js';
import { SqlPool } from '../../database/sql-pool.js';
import { DomainEvents } from '../events/index.js';
import type { User } from '../users/index.js';
import { OrderListReader } from './order-list.reader.js';
import { recordStatusChange } from './order-status-changes.repository.js';
import { lockForStatusChange, setStatus } from './orders.repository.js';

/**
 * PUT /api/orders/{id}: who may set which status is `orderStatusChanges` (contracts); every change is
 * recorded (who, from, to, when) with its event, in one transaction.
 */
@Injectable()
export class OrderStatusService {
  constructor(
    private readonly sql: SqlPool,
    private readonly reader: OrderListReader,
    private readonly events: DomainEvents,
  ) {}

  async change(actor: User, refText: string, to: OrderStatus): Promise<OrderListItem> {
    const ref = parseOrderRef(refText);
    if (!ref) throw new InvalidInputError(ORDERS_MESSAGES.invalidOrderRef);
    await this.sql.transaction(async (client) => {
      const order = await lockForStatusChange(client, ref);
      if (!order) throw new NotFoundError(ORDERS_MESSAGES.orderNotFound);
      if (order.status === to) return; // nothing to change, nothing to record
      if (!orderStatusChanges(actor.role, order.status).includes(to)) throw new ForbiddenError(ORDERS_MESSAGES.statusForbidden);
      await setStatus(client, order.id, to);
      await recordStatusChange(client, order.id, order.status, to, actor.id);
      await this.events.emit(client, [{ name: 'order.updated', payload: { orderId: order.orderId, websiteId: order.websiteId, status: to, userId: order.userId } }]);
    });
    const item = await this.reader.one({ userId: null }, ref);
    if (!item) throw new NotFoundError(ORDERS_MESSAGES.orderNotFound);
    return item;
  }
}
