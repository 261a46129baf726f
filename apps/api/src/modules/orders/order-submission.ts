import { Injectable } from '@nestjs/common';
import { createOrderSchema, ORDER_MESSAGES, orderCustomerSchema, validate, type CreateOrderResponse } from '@cod/contracts';
import { ContractPipe } from '../../common/pipes/contract.pipe.js';
import { enforceRateLimit } from '../../common/rate-limit/rate-limit.js';
import { OrderLimits } from './order-limits.js';
import { OrdersService } from './orders.service.js';

const orderPipe = new ContractPipe(createOrderSchema);
const customerPipe = new ContractPipe(orderCustomerSchema);

/** One public order submission from start to end, for the Nest route and the fast route alike. */
@Injectable()
export class OrderSubmission {
  constructor(
    private readonly orders: OrdersService,
    private readonly limits: OrderLimits,
  ) {}

  /** Throws HttpExceptions (400 validation, 404 website, 429 limit) with the Serbian messages. */
  async submit(body: unknown, clientIp: string): Promise<{ status: number; body: CreateOrderResponse }> {
    enforceRateLimit(this.limits.submissions, clientIp, ORDER_MESSAGES.tooManyOrders);
    const input = orderPipe.transform(body);
    const customer = validate(orderCustomerSchema, input.customerData);
    if (!customer.ok) throw customerPipe.badRequest(customer);
    if (typeof input.contactUrl === 'string' && input.contactUrl.trim()) return { status: 201, body: this.orders.decoy(input) };
    const { created, response } = await this.orders.create(input, clientIp);
    return { status: created ? 201 : 200, body: response };
  }
}
