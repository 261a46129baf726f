import { Injectable } from '@nestjs/common';
import { acceptsUpsells, ORDER_MESSAGES, type CreateUpsellOrderRequest, type UpsellOrderResponse } from '@cod/contracts';
import { DataSource } from 'typeorm';
import { ConflictError, InvalidInputError, NotFoundError } from '../../common/errors/domain-error.js';
import { SqlPool } from '../../database/sql-pool.js';
import { DomainEvents } from '../events/index.js';
import { UpsellsService } from '../upsells/index.js';
import { OrderableSites } from '../websites/index.js';
import { addFanouts } from './order-fanout.repository.js';
import { newOrderId, ORDER_ID_RE } from './order-id.js';
import { findForUpsell, statusForShare } from './orders.repository.js';
import { insertUpsellOrder } from './upsell-orders.repository.js';
import { upsellOrdersCreated } from '../../common/metrics/metrics.js';

/**
 * One-click upsells from the thank-you page: the price is the upsell's own discount price, the
 * customer is the original order's, and only inside that order's upsell window, once per product,
 * while the website still sells.
 */
@Injectable()
export class UpsellOrdersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sql: SqlPool,
    private readonly events: DomainEvents,
    private readonly sites: OrderableSites,
    private readonly upsells: UpsellsService,
  ) {}

  async create(body: CreateUpsellOrderRequest): Promise<UpsellOrderResponse> {
    if (!ORDER_ID_RE.test(body.originalOrderId)) throw new NotFoundError(ORDER_MESSAGES.notFound);
    const order = await findForUpsell(this.dataSource, body.originalOrderId, body.websiteId);
    if (!order) throw new NotFoundError(ORDER_MESSAGES.notFound);
    if (!(await this.sites.get(order.websiteId))?.isActive) throw new InvalidInputError(ORDER_MESSAGES.websiteUnavailable);
    if (!order.windowOpen) throw new InvalidInputError(ORDER_MESSAGES.upsellWindowClosed);
    if (!acceptsUpsells(order.status)) throw new InvalidInputError(ORDER_MESSAGES.upsellOrderClosed);

    const product = await this.upsells.activeOffer(body.upsellProductId);
    if (!product) throw new NotFoundError(ORDER_MESSAGES.upsellUnavailable);
    if (product.websiteId !== order.websiteId) throw new InvalidInputError(ORDER_MESSAGES.upsellWrongWebsite);

    const customerData = {
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.email,
      phone: order.phone,
      address: order.address,
      city: order.city,
      postalCode: order.postalCode,
    };
    const row = await this.sql.transaction(async (client) => {
      // The parent's status again, locked: a cancel that lands between the read above and this insert wins.
      if (!acceptsUpsells(await statusForShare(client, order.id))) throw new InvalidInputError(ORDER_MESSAGES.upsellOrderClosed);
      const inserted = await insertUpsellOrder(client, {
        originalOrderId: order.id,
        upsellProductId: product.id,
        websiteId: order.websiteId,
        userId: order.userId,
        orderId: newOrderId('U'),
        totalPrice: product.discountPrice,
        currency: order.currency,
        currencySymbol: order.currencySymbol,
        customerData,
      });
      if (!inserted) throw new ConflictError(ORDER_MESSAGES.upsellAlreadyAdded);
      await addFanouts(client, [inserted.orderId]);
      await this.events.emit(client, [
        { name: 'upsell.created', payload: { orderId: order.orderId, upsellOrderId: inserted.orderId, websiteId: order.websiteId, userId: order.userId } },
      ]);
      return inserted;
    });
    upsellOrdersCreated.inc();
    return {
      success: true,
      orderId: row.orderId,
      upsellOrder: {
        orderId: row.orderId,
        originalOrderId: order.orderId,
        upsellProductId: row.upsellProductId,
        websiteId: row.websiteId,
        quantity: row.quantity,
        totalPrice: row.totalPrice,
        currency: row.currency,
        currencySymbol: row.currencySymbol,
        status: row.status,
        createdAt: new Date(row.createdAt).toISOString(),
      },
    };
  }
}
