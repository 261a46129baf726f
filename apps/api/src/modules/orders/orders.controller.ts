import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { API, createUpsellOrderSchema, ORDER_MESSAGES, routeOf, type CreateUpsellOrderRequest } from '@cod/contracts';
import type { Request } from 'express';
import { Public } from '../../common/decorators/public.decorator.js';
import { NotFoundError } from '../../common/errors/domain-error.js';
import { clientInfo } from '../../common/http/client-info.js';
import { ContractPipe } from '../../common/pipes/contract.pipe.js';
import { enforceRateLimit } from '../../common/rate-limit/rate-limit.js';
import { OrderLimits } from './order-limits.js';
import { OrdersService } from './orders.service.js';
import { UpsellOrdersService } from './upsell-orders.service.js';

/** Public order calls: no sign-in, rate-limited per address. POST /api/orders is the fast route (order.fast-route.ts). */
@Controller()
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly upsellOrders: UpsellOrdersService,
    private readonly limits: OrderLimits,
  ) {}

  /** For the thank-you pages: a recent order by its public number, only what those pages show. */
  @Public()
  @Get(routeOf(API.orders.one(':orderId')))
  async findOne(@Param('orderId') orderId: string, @Req() req: Request) {
    await enforceRateLimit(this.limits.lookups, clientInfo(req).ip, ORDER_MESSAGES.tooManyLookups);
    const order = await this.orders.lookUp(orderId);
    if (!order) throw new NotFoundError(ORDER_MESSAGES.notFound);
    return order;
  }

  @Public()
  @Post(routeOf(API.upsells.order))
  @HttpCode(201)
  async createUpsell(@Body(new ContractPipe(createUpsellOrderSchema)) body: CreateUpsellOrderRequest, @Req() req: Request) {
    await enforceRateLimit(this.limits.submissions, clientInfo(req).ip, ORDER_MESSAGES.tooManyOrders);
    return this.upsellOrders.create(body);
  }
}
