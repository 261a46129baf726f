import { Injectable, type OnModuleInit } from '@nestjs/common';
import { addressKey as keyOfAddress, ORDERS_MESSAGES, parseOrderRef, phoneTail, type CreateOrderBlockRequest, type OrderBlock } from '@cod/contracts';
import { InvalidInputError, NotFoundError } from '../../common/errors/domain-error.js';
import { SqlPool } from '../../database/sql-pool.js';
import { DomainEvents } from '../events/index.js';
import type { User } from '../users/index.js';
import { isoTime } from './order.table.js';
import { scopeOf } from './order-scope.js';

const COLUMNS = `id, kind, value, from_order_id AS "fromOrderId", ${isoTime('created_at')} AS "createdAt"`;
const TTL_MS = 60_000;
const MAX_CACHED_SELLERS = 10_000;

/** A seller's blocked phones (by their last 9 digits) and addresses, as the order path checks them. */
interface SellerBlocks {
  phones: Set<string>;
  addresses: Set<string>;
  at: number;
}


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
  async marks(sellerId: number, phone: string, addressKey: string): Promise<{ phone: boolean; address: boolean }> {
    const blocks = await this.of(sellerId);
    return { phone: blocks.phones.has(phoneTail(phone)), address: blocks.addresses.has(addressKey) };
  }

  private async of(sellerId: number): Promise<SellerBlocks> {
    const hit = this.cache.get(sellerId);
    if (hit && Date.now() - hit.at < TTL_MS) return hit;
    const { rows } = await this.sql.pool.query<{ kind: string; key: string }>('SELECT kind, key FROM order_blocks WHERE user_id = $1', [sellerId]);
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
    const { userId } = scopeOf(actor);
    const { rows } = await this.sql.pool.query<OrderBlock>(
      `SELECT ${COLUMNS} FROM order_blocks WHERE ($1::int IS NULL OR user_id = $1) ORDER BY created_at DESC, id DESC`,
      [userId],
    );
    return rows;
  }

  /** Blocks the phone or the address of an order the caller may see; the block belongs to the order's seller. */
  async create(actor: User, body: CreateOrderBlockRequest): Promise<OrderBlock> {
    const ref = parseOrderRef(body.orderId);
    if (!ref) throw new InvalidInputError(ORDERS_MESSAGES.invalidOrderRef);
    const { userId } = scopeOf(actor);
    const { rows } = await this.sql.pool.query<{ userId: number; orderId: string; phone: string; address: string; city: string }>(
      `SELECT user_id AS "userId", order_id AS "orderId", phone, address, city FROM orders
        WHERE ${'id' in ref ? 'id' : 'order_id'} = $1 AND ($2::int IS NULL OR user_id = $2)`,
      ['id' in ref ? ref.id : ref.orderId, userId],
    );
    const order = rows[0];
    if (!order) throw new NotFoundError(ORDERS_MESSAGES.orderNotFound);
    const [key, value] = body.kind === 'phone' ? [phoneTail(order.phone), order.phone] : [keyOfAddress(order.address, order.city), `${order.address}, ${order.city}`];
    const saved = await this.sql.pool.query<OrderBlock>(
      `INSERT INTO order_blocks (user_id, kind, key, value, from_order_id, created_by) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id, kind, key) DO UPDATE SET value = EXCLUDED.value
       RETURNING ${COLUMNS}`,
      [order.userId, body.kind, key, value.slice(0, 400), order.orderId, actor.id],
    );
    await this.changed(order.userId);
    return saved.rows[0];
  }

  async remove(actor: User, id: number): Promise<{ message: string }> {
    const { userId } = scopeOf(actor);
    const { rows } = await this.sql.pool.query<{ userId: number }>(
      `DELETE FROM order_blocks WHERE id = $1 AND ($2::int IS NULL OR user_id = $2) RETURNING user_id AS "userId"`,
      [id, userId],
    );
    if (!rows.length) throw new NotFoundError(ORDERS_MESSAGES.blockNotFound);
    await this.changed(rows[0].userId);
    return { message: ORDERS_MESSAGES.unblocked };
  }

  /** This process forgets the seller's list at once; the others when the notification reaches them (milliseconds). */
  private async changed(userId: number) {
    this.cache.delete(userId);
    await this.events.emit(this.sql.pool, [{ name: 'order-blocks.changed', payload: { userId } }]);
  }
}
