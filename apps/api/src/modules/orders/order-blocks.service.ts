import { Injectable, type OnModuleInit } from '@nestjs/common';
import { addressKey as keyOfAddress, ORDERS_MESSAGES, parseOrderRef, phoneTail, type CreateOrderBlockRequest, type OrderBlock } from '@cod/contracts';
import { InvalidInputError, NotFoundError } from '../../common/errors/domain-error.js';
import { SqlPool } from '../../database/sql-pool.js';
import { DomainEvents } from '../events/index.js';
import type { User } from '../users/index.js';
import { blockKeysOf, deleteBlock, listBlocks, saveBlock } from './order-blocks.repository.js';
import { findForBlock } from './orders.repository.js';
import { scopeOf } from './order-scope.js';

const TTL_MS = 60_000;
const MAX_CACHED_SELLERS = 10_000;

/** A seller's blocked phones (by their last 9 digits) and addresses, as the order path checks them. */
interface SellerBlocks {
  phones: Set<string>;
  addresses: Set<string>;
  at: number;
}

/** Which of an order's phone and address the seller has blocked. */
export interface BlockMarks {
  phone: boolean;
  address: boolean;
}

const marksIn = (blocks: SellerBlocks, phone: string, addressKey: string): BlockMarks => ({ phone: blocks.phones.has(phoneTail(phone)), address: blocks.addresses.has(addressKey) });

/**
 * The fake-order shield's blocklist: a seller blocks the phone or the address of an order, and new orders
 * from it are refused (with a message that does not say why). Kept per seller; the order path reads it
 * from memory, dropped in every process when it changes.
 */
@Injectable()
export class OrderBlocksService implements OnModuleInit {
  private readonly cache = new Map<number, SellerBlocks>();

  constructor(
    private readonly sql: SqlPool,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit() {
    this.events.on('order-blocks.changed', ({ userId }) => this.cache.delete(userId));
  }

  /** Whether an order to `sellerId` from this phone or address is refused. */
  async isBlocked(sellerId: number, phone: string, addressKey: string): Promise<boolean> {
    const marks = await this.marks(sellerId, phone, addressKey);
    return marks.phone || marks.address;
  }

  /** Which of an order's phone and address (contracts `addressKey`) the seller has blocked. */
  async marks(sellerId: number, phone: string, addressKey: string): Promise<BlockMarks> {
    return marksIn(await this.of(sellerId), phone, addressKey);
  }

  /** The marks of many orders (a list page): each of their sellers' lists read once, then looked up in memory. */
  async marker(sellerIds: Iterable<number>): Promise<(sellerId: number, phone: string, addressKey: string) => BlockMarks> {
    const lists = new Map<number, SellerBlocks>();
    await Promise.all([...new Set(sellerIds)].map(async (id) => lists.set(id, await this.of(id))));
    return (sellerId, phone, addressKey) => marksIn(lists.get(sellerId)!, phone, addressKey);
  }

  private async of(sellerId: number): Promise<SellerBlocks> {
    const hit = this.cache.get(sellerId);
    if (hit && Date.now() - hit.at < TTL_MS) return hit;
    const rows = await blockKeysOf(this.sql.pool, sellerId);
    const blocks: SellerBlocks = {
      phones: new Set(rows.filter((r) => r.kind === 'phone').map((r) => r.key)),
      addresses: new Set(rows.filter((r) => r.kind === 'address').map((r) => r.key)),
      at: Date.now(),
    };
    if (this.cache.size >= MAX_CACHED_SELLERS) this.cache.clear();
    this.cache.set(sellerId, blocks);
    return blocks;
  }

  /** The caller's blocks (an admin: everyone's), newest first. */
  async list(actor: User): Promise<OrderBlock[]> {
    return listBlocks(this.sql.pool, scopeOf(actor).userId);
  }

  /** Blocks the phone or the address of an order the caller may see; the block belongs to the order's seller. */
  async create(actor: User, body: CreateOrderBlockRequest): Promise<OrderBlock> {
    const ref = parseOrderRef(body.orderId);
    if (!ref) throw new InvalidInputError(ORDERS_MESSAGES.invalidOrderRef);
    const { userId } = scopeOf(actor);
    const order = await findForBlock(this.sql.pool, ref, userId);
    if (!order) throw new NotFoundError(ORDERS_MESSAGES.orderNotFound);
    const [key, value] = body.kind === 'phone' ? [phoneTail(order.phone), order.phone] : [keyOfAddress(order.address, order.city), `${order.address}, ${order.city}`];
    const saved = await saveBlock(this.sql.pool, { userId: order.userId, kind: body.kind, key, value: value.slice(0, 400), fromOrderId: order.orderId, createdBy: actor.id });
    await this.changed(order.userId);
    return saved;
  }

  /** The seller's own rule (the automatic block after refused parcels): the order's phone on the seller's blocklist. */
  async blockPhoneOfOrder(sellerId: number, orderId: string): Promise<void> {
    const order = await findForBlock(this.sql.pool, { orderId }, sellerId);
    if (!order) return;
    await saveBlock(this.sql.pool, { userId: sellerId, kind: 'phone', key: phoneTail(order.phone), value: order.phone, fromOrderId: order.orderId, createdBy: sellerId });
    await this.changed(sellerId);
  }

  async remove(actor: User, id: number): Promise<{ message: string }> {
    const owner = await deleteBlock(this.sql.pool, id, scopeOf(actor).userId);
    if (owner === null) throw new NotFoundError(ORDERS_MESSAGES.blockNotFound);
    await this.changed(owner);
    return { message: ORDERS_MESSAGES.unblocked };
  }

  /** This process forgets the seller's list at once; the others when the notification reaches them (milliseconds). */
  private async changed(userId: number) {
    this.cache.delete(userId);
    await this.events.emit(this.sql.pool, [{ name: 'order-blocks.changed', payload: { userId } }]);
  }
}
