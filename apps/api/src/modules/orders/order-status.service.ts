import { Injectable } from '@nestjs/common';
import { ORDERS_MESSAGES, orderStatusChanges, parseOrderRef, type OrderListItem, type OrderStatus } from '@cod/contracts';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../common/errors/domain-error.js';
import { SqlPool } from '../../database/sql-pool.js';
import { DomainEvents } from '../events/index.js';
import type { User } from '../users/index.js';
import { OrderListReader } from './order-list.reader.js';

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
      const { rows } = await client.query<{ id: number; orderId: string; status: OrderStatus; userId: number; websiteId: number }>(
        `SELECT id, order_id AS "orderId", status, user_id AS "userId", website_id AS "websiteId" FROM orders WHERE ${'id' in ref ? 'id' : 'order_id'} = $1 FOR UPDATE`,
        ['id' in ref ? ref.id : ref.orderId],
      );
      const order = rows[0];
      if (!order) throw new NotFoundError(ORDERS_MESSAGES.orderNotFound);
      if (order.status === to) return; // nothing to change, nothing to record
      if (!orderStatusChanges(actor.role, order.status).includes(to)) throw new ForbiddenError(ORDERS_MESSAGES.statusForbidden);
      await client.query(`UPDATE orders SET status = $2, updated_at = now() WHERE id = $1`, [order.id, to]);
      await client.query(`INSERT INTO order_status_changes (order_id, from_status, to_status, changed_by) VALUES ($1, $2, $3, $4)`, [order.id, order.status, to, actor.id]);
      await this.events.emit(client, [{ name: 'order.updated', payload: { orderId: order.orderId, websiteId: order.websiteId, status: to, userId: order.userId } }]);
    });
    const item = await this.reader.one({ userId: null }, ref);
    if (!item) throw new NotFoundError(ORDERS_MESSAGES.orderNotFound);
    return item;
  }
}
