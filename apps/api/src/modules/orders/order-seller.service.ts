import { Injectable } from '@nestjs/common';
import {
  addressKey,
  managesOrders,
  marketOfCurrency,
  MARKETS,
  normalizePhone,
  ORDER_CUSTOMER_FIELD_NAMES,
  ORDER_MESSAGES,
  ORDERS_MESSAGES,
  parseOrderRef,
  SELLER_ORDERS_MESSAGES,
  stripInvisible,
  type EditOrderCustomerRequest,
  type OrderListItem,
  type OrderNotesResponse,
} from '@cod/contracts';
import type pg from 'pg';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../../common/errors/domain-error.js';
import { SqlPool } from '../../database/sql-pool.js';
import { DomainEvents } from '../events/index.js';
import type { User } from '../users/index.js';
import { recordCustomerChanges, type CustomerFieldChange } from './order-customer-changes.repository.js';
import { OrderListReader } from './order-list.reader.js';
import { insertOrderNote, notesOf } from './order-notes.repository.js';
import { scopeOf } from './order-scope.js';
import { ownsOrder } from './order-status.service.js';
import { lockCustomerOf, setCustomer, type OrderCustomerRow } from './orders.repository.js';

/**
 * What a seller who runs its own orders (or the admin) does besides the status: notes on an order, and
 * corrections of the buyer's name, phone and address until the shipment exists. Each is kept on the order
 * (notes, customerChanges) and announced as `order.updated`, so every console shows it at once.
 */
@Injectable()
export class OrderSellerService {
  constructor(
    private readonly sql: SqlPool,
    private readonly reader: OrderListReader,
    private readonly events: DomainEvents,
  ) {}

  async addNote(actor: User, refText: string, text: string): Promise<OrderNotesResponse> {
    return this.onOwnOrder(actor, refText, async (client, order) => {
      await insertOrderNote(client, order.id, stripInvisible(text).trim(), actor.id);
      await this.announce(client, order);
      return { notes: await notesOf(client, order.id) };
    });
  }

  async editCustomer(actor: User, refText: string, patch: EditOrderCustomerRequest): Promise<OrderListItem> {
    const fields = ORDER_CUSTOMER_FIELD_NAMES.filter((f) => patch[f] !== undefined);
    if (!fields.length) throw new InvalidInputError(SELLER_ORDERS_MESSAGES.customerNothing);
    const id = await this.onOwnOrder(actor, refText, async (client, order) => {
      if (order.trackingId) throw new ConflictError(SELLER_ORDERS_MESSAGES.shipmentExists);
      const next = { ...order };
      for (const field of fields) {
        const value = stripInvisible(patch[field]!).trim();
        if (field === 'phone') next.phone = phoneOf(value, order.currency);
        else if (field === 'postalCode') next.postalCode = value || null;
        else next[field] = value;
      }
      const changes: CustomerFieldChange[] = ORDER_CUSTOMER_FIELD_NAMES.filter((f) => (order[f] ?? null) !== (next[f] ?? null)).map((f) => ({
        field: f,
        from: order[f] ?? null,
        to: next[f] ?? null,
      }));
      if (changes.length) {
        await setCustomer(client, order.id, next, addressKey(next.address, next.city));
        await recordCustomerChanges(client, order.id, changes, actor.id);
        await this.announce(client, order);
      }
      return order.id;
    });
    const item = await this.reader.one(scopeOf(actor), { id });
    if (!item) throw new NotFoundError(ORDERS_MESSAGES.orderNotFound);
    return item;
  }

  /** Runs `work` on the caller's own order (any order for the admin), locked, in one transaction. */
  private async onOwnOrder<T>(actor: User, refText: string, work: (client: pg.PoolClient, order: OrderCustomerRow) => Promise<T>): Promise<T> {
    if (!managesOrders(actor)) throw new ForbiddenError(SELLER_ORDERS_MESSAGES.notAllowed);
    const ref = parseOrderRef(refText);
    if (!ref) throw new InvalidInputError(ORDERS_MESSAGES.invalidOrderRef);
    return this.sql.transaction(async (client) => {
      const order = await lockCustomerOf(client, ref);
      if (!order || !ownsOrder(actor, order)) throw new NotFoundError(ORDERS_MESSAGES.orderNotFound);
      return work(client, order);
    });
  }

  private announce(client: pg.PoolClient, order: OrderCustomerRow) {
    return this.events.emit(client, [{ name: 'order.updated', payload: { orderId: order.orderId, websiteId: order.websiteId, userId: order.userId } }]);
  }
}

/** A corrected phone in its international form: read in the order's market first, then in the others. */
function phoneOf(value: string, currency: string): string {
  const first = marketOfCurrency(currency);
  for (const market of [first, ...MARKETS.map((m) => m.id).filter((m) => m !== first)]) {
    const phone = normalizePhone(value, market);
    if (phone) return phone;
  }
  throw new InvalidInputError(ORDER_MESSAGES.phoneInvalid);
}
