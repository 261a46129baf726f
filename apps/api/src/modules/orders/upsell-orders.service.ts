import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { ORDER_MESSAGES, type CreateUpsellOrderRequest, type UpsellOrderResponse } from '@cod/contracts';
import { DataSource } from 'typeorm';
import { DomainEvents } from '../../common/events/domain-events.js';
import { SqlPool } from '../../database/sql-pool.js';
import { JobsService } from '../jobs/jobs.service.js';
import { QUEUES } from '../jobs/queues.js';
import { newOrderId, ORDER_ID_RE } from './order-id.js';
import type { OrderRow } from './order.mapper.js';

const INSERT_UPSELL_ORDER = `
  INSERT INTO upsell_orders (original_order_id, upsell_product_id, website_id, user_id, order_id, quantity, total_price,
                             currency, currency_symbol, customer_data)
  VALUES ($1, $2, $3, $4, $5, 1, $6, $7, $8, $9)
  ON CONFLICT (original_order_id, upsell_product_id) DO NOTHING
  RETURNING *`;

/**
 * One-click upsells from the thank-you page: the price is the upsell's own discount price, the
 * customer is the original order's, and only inside that order's upsell window, once per product.
 */
@Injectable()
export class UpsellOrdersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sql: SqlPool,
    private readonly jobs: JobsService,
    private readonly events: DomainEvents,
  ) {}

  async create(body: CreateUpsellOrderRequest): Promise<UpsellOrderResponse> {
    if (!ORDER_ID_RE.test(body.originalOrderId)) throw new NotFoundException(ORDER_MESSAGES.notFound);
    const [order] = (await this.dataSource.query(
      `SELECT *, upsell_delayed_until > now() AS window_open FROM orders WHERE order_id = $1 AND website_id = $2`,
      [body.originalOrderId, body.websiteId],
    )) as (OrderRow & { window_open: boolean })[];
    if (!order) throw new NotFoundException(ORDER_MESSAGES.notFound);
    if (!order.window_open) throw new BadRequestException(ORDER_MESSAGES.upsellWindowClosed);

    const [product] = await this.dataSource.query(`SELECT id, website_id, discount_price, is_active FROM upsell_products WHERE id = $1`, [body.upsellProductId]);
    if (!product || !product.is_active) throw new NotFoundException(ORDER_MESSAGES.upsellUnavailable);
    if (product.website_id !== order.website_id) throw new BadRequestException(ORDER_MESSAGES.upsellWrongWebsite);

    const customerData = {
      firstName: order.first_name,
      lastName: order.last_name,
      email: order.email,
      phone: order.phone,
      address: order.address,
      city: order.city,
      postalCode: order.postal_code,
    };
    const row = await this.sql.transaction(async (client) => {
      const [inserted] = (await client.query(INSERT_UPSELL_ORDER, [
        order.id,
        product.id,
        order.website_id,
        order.user_id,
        newOrderId('U'),
        product.discount_price,
        order.currency,
        order.currency_symbol,
        JSON.stringify(customerData),
      ])).rows;
      if (!inserted) throw new ConflictException(ORDER_MESSAGES.upsellAlreadyAdded);
      await this.jobs.sendInTransaction(client, QUEUES.upsellOrderCreated, { id: inserted.id, orderId: inserted.order_id }, inserted.order_id);
      return inserted;
    });
    void this.events.publish('upsell-order.created', {
      id: row.id,
      orderId: row.order_id,
      originalOrderId: order.order_id,
      websiteId: order.website_id,
      userId: order.user_id,
    });
    return {
      success: true,
      orderId: row.order_id,
      upsellOrder: {
        orderId: row.order_id,
        originalOrderId: order.order_id,
        upsellProductId: row.upsell_product_id,
        websiteId: row.website_id,
        quantity: row.quantity,
        totalPrice: Number(row.total_price),
        currency: row.currency,
        currencySymbol: row.currency_symbol,
        status: row.status,
        createdAt: new Date(row.created_at).toISOString(),
      },
    };
  }
}
