import { Injectable } from '@nestjs/common';
import { createOrderSchema, orderCustomerSchema, type CreateOrderResponse, type ReplayedOrderResponse } from '@cod/contracts';
import { ordersCreated } from '../../common/metrics/metrics.js';
import { validateBody } from '../../common/pipes/contract.pipe.js';
import type { OrderVisitor } from './order.table.js';
import { OrdersService } from './orders.service.js';

/** One public order submission (POST /api/orders) from start to end; answered by the orders fast route. */
@Injectable()
export class OrderSubmission {
  constructor(private readonly orders: OrdersService) {}

  /**
   * Throws domain errors (400 validation, 404 website, 429 limit) with the Serbian messages. The order
   * budget of the address is counted where the order is stored (OrderWriter), with the order's batch.
   * `cookies`: the request's Cookie header (the A/B test arm the visitor was shown).
   */
  async submit(body: unknown, visitor: OrderVisitor, cookies?: string): Promise<{ status: number; body: CreateOrderResponse | ReplayedOrderResponse }> {
    const input = validateBody(createOrderSchema, body);
    input.customerData = validateBody(orderCustomerSchema, input.customerData);
    if (typeof input.contactUrl === 'string' && input.contactUrl.trim()) return { status: 201, body: this.orders.decoy(input) };
    const { created, response } = await this.orders.create(input, visitor, cookies);
    if (created) ordersCreated.inc();
    return { status: created ? 201 : 200, body: response };
  }
}
