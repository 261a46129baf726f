import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { OrderListItem } from '@cod/contracts';
import { SqlPool } from '../../database/sql-pool.js';
import { OrderCardParts, type OrderCardPart } from '../orders/index.js';
import { deliveriesOfRefs } from './deliveries.repository.js';

/** The console's order cards: where each order and each of its upsells went, channel by channel. */
@Injectable()
export class DeliveryCards implements OrderCardPart, OnModuleInit {
  constructor(
    private readonly sql: SqlPool,
    private readonly cards: OrderCardParts,
  ) {}

  onModuleInit() {
    this.cards.register(this);
  }

  async fill(items: OrderListItem[]): Promise<void> {
    const refs = items.flatMap((item) => [item.orderId, ...item.upsellOrders.map((u) => u.orderId)]);
    const byRef = await deliveriesOfRefs(this.sql.pool, refs);
    for (const item of items) {
      item.deliveries = byRef.get(item.orderId) ?? [];
      for (const upsell of item.upsellOrders) upsell.deliveries = byRef.get(upsell.orderId) ?? [];
    }
  }
}
