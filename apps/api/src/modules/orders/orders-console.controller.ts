import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import {
  addOrderNoteSchema,
  API,
  API_ERRORS,
  bulkOrderStatusSchema,
  createOrderBlockSchema,
  editOrderCustomerSchema,
  ORDERS_MESSAGES,
  orderListQuerySchema,
  routeOf,
  TOTAL_COUNT_HEADER,
  updateOrderStatusSchema,
  type AddOrderNoteRequest,
  type BulkOrderStatusRequest,
  type CreateOrderBlockRequest,
  type EditOrderCustomerRequest,
  type OrderListQuery,
  type UpdateOrderStatusRequest,
} from '@cod/contracts';
import type { Response } from 'express';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ContractPipe } from '../../common/pipes/contract.pipe.js';
import { IdPipe } from '../../common/pipes/id.pipe.js';
import { CurrentUser } from '../auth/index.js';
import type { User } from '../users/index.js';
import { OrderBlocksService } from './order-blocks.service.js';
import { OrderExport } from './order-export.js';
import { OrderListReader } from './order-list.reader.js';
import { OrderSellerService } from './order-seller.service.js';
import { scopeOf, type OrderScope } from './order-scope.js';
import { OrderStatsReader } from './order-stats.reader.js';
import { OrderStatusService } from './order-status.service.js';
import { Scopes } from '../../common/decorators/scopes.decorator.js';

const listQuery = new ContractPipe(orderListQuerySchema);

/**
 * The orders console's calls (spec 000 §7, CONTRACT.md). Registered before the thank-you look-up
 * `GET /api/orders/{orderId}`, so `/my`, `/stats`, `/blocks` and `/export.csv` are never taken for an order number.
 */
@Controller()
export class OrdersConsoleController {
  constructor(
    private readonly reader: OrderListReader,
    private readonly status: OrderStatusService,
    private readonly exporter: OrderExport,
    private readonly stats: OrderStatsReader,
    private readonly blocks: OrderBlocksService,
    private readonly seller: OrderSellerService,
  ) {}

  /** Every order (admin). */
  @Get(routeOf(API.orders.root))
  @Scopes('orders:read')
  @Roles(['admin'], API_ERRORS.adminOnly)
  all(@Query(listQuery) query: OrderListQuery, @Res({ passthrough: true }) res: Response) {
    return this.answer({ userId: null }, query, res);
  }

  /** The orders of the caller's own websites. */
  @Get(routeOf(API.orders.my))
  @Scopes('orders:read')
  mine(@CurrentUser() user: User, @Query(listQuery) query: OrderListQuery, @Res({ passthrough: true }) res: Response) {
    return this.answer({ userId: user.id }, query, res);
  }

  @Get(routeOf(API.orders.exportCsv))
  @Scopes('orders:read')
  exportCsv(@CurrentUser() user: User, @Query(listQuery) query: OrderListQuery, @Res() res: Response) {
    return this.exporter.write(res, scopeOf(user), query);
  }

  @Get(routeOf(API.orders.stats))
  @Scopes('orders:read')
  daily(@CurrentUser() user: User) {
    return this.stats.daily(scopeOf(user).userId);
  }

  @Get(routeOf(API.orders.blocks))
  @Scopes('orders:read')
  listBlocks(@CurrentUser() user: User) {
    return this.blocks.list(user);
  }

  @Post(routeOf(API.orders.blocks))
  @Scopes('orders:write')
  @HttpCode(201)
  block(@CurrentUser() user: User, @Body(new ContractPipe(createOrderBlockSchema)) body: CreateOrderBlockRequest) {
    return this.blocks.create(user, body);
  }

  @Delete(routeOf(API.orders.block(':id')))
  @Scopes('orders:write')
  unblock(@CurrentUser() user: User, @Param('id', new IdPipe(ORDERS_MESSAGES.blockNotFound)) id: number) {
    return this.blocks.remove(user, id);
  }

  /** Several orders to one status (the admin; a client with manageOwnOrders, its own). Before `{id}`: 'status' is no order. */
  @Put(routeOf(API.orders.bulkStatus))
  @Scopes('orders:write')
  changeStatuses(@CurrentUser() user: User, @Body(new ContractPipe(bulkOrderStatusSchema)) body: BulkOrderStatusRequest) {
    return this.status.changeMany(user, body.ids, body.status);
  }

  /** Status change (the admin; a client with manageOwnOrders, its own), by numeric id or public order number. */
  @Put(routeOf(API.orders.one(':id')))
  @Scopes('orders:write')
  changeStatus(@CurrentUser() user: User, @Param('id') id: string, @Body(new ContractPipe(updateOrderStatusSchema)) body: UpdateOrderStatusRequest) {
    return this.status.change(user, id, body.status);
  }

  @Post(routeOf(API.orders.notes(':id')))
  @Scopes('orders:write')
  @HttpCode(201)
  addNote(@CurrentUser() user: User, @Param('id') id: string, @Body(new ContractPipe(addOrderNoteSchema)) body: AddOrderNoteRequest) {
    return this.seller.addNote(user, id, body.text);
  }

  @Patch(routeOf(API.orders.customer(':id')))
  @Scopes('orders:write')
  editCustomer(@CurrentUser() user: User, @Param('id') id: string, @Body(new ContractPipe(editOrderCustomerSchema)) body: EditOrderCustomerRequest) {
    return this.seller.editCustomer(user, id, body);
  }

  private async answer(scope: OrderScope, query: OrderListQuery, res: Response) {
    const { items, total } = await this.reader.list(scope, query);
    res.setHeader(TOTAL_COUNT_HEADER, String(total));
    return items;
  }
}
