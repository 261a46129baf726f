import { Injectable } from '@nestjs/common';
import { acceptsUpsells, ORDER_MESSAGES, type CreateUpsellOrderRequest, type OrderStatus, type UpsellOrderResponse } from '@cod/contracts';
import { DataSource } from 'typeorm';
import { ConflictError, InvalidInputError, NotFoundError } from '../../common/errors/domain-error.js';
import { SqlPool } from '../../database/sql-pool.js';
import { DomainEvents } from '../events/index.js';
import { JobsService, QUEUES } from '../jobs/index.js';
import { UpsellsService } from '../upsells/index.js';
import { OrderableSites } from '../websites/index.js';
import { newOrderId, ORDER_ID_RE } from './order-id.js';
import { orderColumns, type OrderRow } from './order.table.js';

const INSERT_UPSELL_ORDER = `
  INSERT INTO upsell_orders (original_order_id, upsell_product_id, website_id, user_id, order_id, quantity, total_price,
                             currency, currency_symbol, customer_data)
  VALUES ($1, $2, $3, $4, $5, 1, $6, $7, $8, $9)
  ON CONFLICT (original_order_id, upsell_product_id) DO NOTHING
  RETURNING id, order_id AS "orderId", upsell_product_id AS "upsellProductId", website_id AS "websiteId", quantity,
            total_price::float8 AS "totalPrice", currency, currency_symbol AS "currencySymbol", status, created_at AS "createdAt"`;

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
    private readonly jobs: JobsService,
    private readonly events: DomainEvents,
    private readonly sites: OrderableSites,
    private readonly upsells: UpsellsService,
  ) {}

  async create(body: CreateUpsellOrderRequest): Promise<UpsellOrderResponse> {
    if (!ORDER_ID_RE.test(body.originalOrderId)) throw new NotFoundError(ORDER_MESSAGES.notFound);
    const [order] = (await this.dataSource.query(
      `SELECT ${orderColumns('o')}, o.upsell_delayed_until > now() AS "windowOpen" FROM orders o WHERE o.order_id = $1 AND o.website_id = $2`,
      [body.originalOrderId, body.websiteId],
    )) as (OrderRow & { windowOpen: boolean })[];
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
      const parent = await client.query<{ status: OrderStatus }>('SELECT status FROM orders WHERE id = $1 FOR SHARE', [order.id]);
      if (!acceptsUpsells(parent.rows[0].status)) throw new InvalidInputError(ORDER_MESSAGES.upsellOrderClosed);
      const [inserted] = (
        await client.query(INSERT_UPSELL_ORDER, [
          order.id,
          product.id,
          order.websiteId,
          order.userId,
          newOrderId('U'),
          product.discountPrice,
          order.currency,
          order.currencySymbol,
          JSON.stringify(customerData),
        ])
      ).rows;
      if (!inserted) throw new ConflictError(ORDER_MESSAGES.upsellAlreadyAdded);
      await this.jobs.sendInTransaction(client, QUEUES.upsellOrderCreated, { id: inserted.id, orderId: inserted.orderId }, inserted.orderId);
      await this.events.emit(client, [
        { name: 'upsell.created', payload: { orderId: order.orderId, upsellOrderId: inserted.orderId, websiteId: order.websiteId, userId: order.userId } },
      ]);
      return inserted;
    });
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
