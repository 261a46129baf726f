import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Req, Res } from '@nestjs/common';
import { createUpsellOrderSchema, ORDER_MESSAGES, type CreateUpsellOrderRequest } from '@cod/contracts';
import type { Request, Response } from 'express';
import { Public } from '../../common/decorators/public.decorator.js';
import { clientInfo } from '../../common/http/client-info.js';
import { ContractPipe } from '../../common/pipes/contract.pipe.js';
import { enforceRateLimit } from '../../common/rate-limit/rate-limit.js';
import { OrderLimits } from './order-limits.js';
import { OrderSubmission } from './order-submission.js';
import { OrdersService } from './orders.service.js';
import { UpsellOrdersService } from './upsell-orders.service.js';

/** Public order calls: no sign-in, rate-limited per address. */
@Controller()
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly submission: OrderSubmission,
    private readonly upsellOrders: UpsellOrdersService,
    private readonly limits: OrderLimits,
  ) {}

  /** Usually answered by the fast route (order-fast-route.ts) before Express; this is the same submission. */
  @Public()
  @Post('orders')
  async create(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const out = await this.submission.submit(body, clientInfo(req).ip);
    res.status(out.status);
    return out.body;
  }

  /** For the thank-you pages: a recent order by its public number, only what those pages show. */
  @Public()
  @Get('orders/:orderId')
  async findOne(@Param('orderId') orderId: string, @Req() req: Request) {
    enforceRateLimit(this.limits.lookups, clientInfo(req).ip, ORDER_MESSAGES.tooManyLookups);
    const order = await this.orders.findRecentPublic(orderId);
    if (!order) throw new NotFoundException(ORDER_MESSAGES.notFound);
    return order;
  }

  @Public()
  @Post('upsell/order')
  @HttpCode(201)
  async createUpsell(@Body(new ContractPipe(createUpsellOrderSchema)) body: CreateUpsellOrderRequest, @Req() req: Request) {
    enforceRateLimit(this.limits.submissions, clientInfo(req).ip, ORDER_MESSAGES.tooManyOrders);
    return this.upsellOrders.create(body);
  }
}
