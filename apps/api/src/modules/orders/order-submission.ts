import { Injectable } from '@nestjs/common';
import { createOrderSchema, ORDER_MESSAGES, orderCustomerSchema, type CreateOrderResponse } from '@cod/contracts';
import { validateBody } from '../../common/pipes/contract.pipe.js';
import { enforceRateLimit } from '../../common/rate-limit/rate-limit.js';
import { OrderLimits } from './order-limits.js';
import { OrdersService } from './orders.service.js';

/** One public order submission (POST /api/orders) from start to end; answered by the orders fast route. */
@Injectable()
export class OrderSubmission {
  constructor(
    private readonly orders: OrdersService,
    private readonly limits: OrderLimits,
  ) {}

  /** Throws domain errors (400 validation, 404 website, 429 limit) with the Serbian messages. */
  async submit(body: unknown, clientIp: string): Promise<{ status: number; body: CreateOrderResponse }> {
    await enforceRateLimit(this.limits.submissions, clientIp, ORDER_MESSAGES.tooManyOrders);
    const input = validateBody(createOrderSchema, body);
    input.customerData = validateBody(orderCustomerSchema, input.customerData);
    if (typeof input.contactUrl === 'string' && input.contactUrl.trim()) return { status: 201, body: this.orders.decoy(input) };
    const { created, response } = await this.orders.create(input, clientIp);
    return { status: created ? 201 : 200, body: response };
  }
}
