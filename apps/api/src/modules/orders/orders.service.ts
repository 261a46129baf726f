import { Injectable, Logger } from '@nestjs/common';
import {
  addressKey,
  cleanSource,
  normalizePhone,
  ORDER_SOURCE_FIELDS,
  sourceOf,
  fromMinor,
  offerTotal,
  ORDER_MESSAGES,
  ORDERS_MESSAGES,
  postalCodeRequired,
  templateTraits,
  splitName,
  toPublicOrder,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type ReplayedOrderResponse,
  type PublicOrder,
} from '@cod/contracts';
import { DataSource } from 'typeorm';
import { InvalidInputError, NotFoundError } from '../../common/errors/domain-error.js';
import { armOf, RunningExperiments } from '../analytics/index.js';
import { OrderableSites } from '../websites/index.js';
import { OrderBlocksService } from './order-blocks.service.js';
import { newOrderId, ORDER_ID_RE } from './order-id.js';
import type { OrderDraft, OrderRow, OrderVisitor, StoredOrder } from './order.table.js';
import { findRecentByOrderId } from './orders.repository.js';
import { OrderWriter } from './order-writer.js';

/** The order's source as kept (its tags cleaned and cut) and what the funnel groups it by. */
function sourceFields(sent: unknown): Pick<OrderDraft, 'source' | 'trafficSource' | 'trafficCampaign'> {
  const source = cleanSource(sent, ORDER_SOURCE_FIELDS) ?? null;
  return { source, trafficSource: sourceOf(source), trafficCampaign: source?.campaign ?? null };
}

const optional = (v: string | null | undefined) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * Public cash-on-delivery orders. Trusts nothing from the browser: the price comes from the website's
 * own offers, the phone is normalised, the name split; the order row and its follow-up job commit together.
 */
@Injectable()
export class OrdersService {
  private readonly logger = new Logger('Orders');

  constructor(
    private readonly dataSource: DataSource,
    private readonly sites: OrderableSites,
    private readonly writer: OrderWriter,
    private readonly blocks: OrderBlocksService,
    private readonly experiments: RunningExperiments,
  ) {}

  async create(body: CreateOrderRequest, visitor: OrderVisitor, cookies?: string): Promise<{ created: boolean; response: CreateOrderResponse | ReplayedOrderResponse }> {
    const [site, test] = await Promise.all([this.sites.get(body.websiteId), this.experiments.of(body.websiteId)]);
    if (!site) throw new NotFoundError(ORDER_MESSAGES.websiteInvalid);
    if (!site.isActive) throw new InvalidInputError(ORDER_MESSAGES.websiteUnavailable);

    const c = body.customerData;
    const phone = normalizePhone(c.phone, site.targetMarket);
    if (!phone) throw InvalidInputError.field('phone', ORDER_MESSAGES.phoneInvalid);
    const postalCode = optional(c.postalCode);
    if (!postalCode && postalCodeRequired(templateTraits(site.templateName).offers.orderForm, site.targetMarket)) throw InvalidInputError.field('postalCode', ORDER_MESSAGES.postalCodeRequired);
    // The seller blocked this phone or address: refused without saying why.
    const placeKey = addressKey(c.address, c.city);
    if (await this.blocks.isBlocked(site.userId, phone, placeKey)) throw new InvalidInputError(ORDERS_MESSAGES.orderRefused);
    const { firstName, lastName } = splitName(c.name);
    // In an A/B test the order is priced by the arm its buyer was shown (the page's cookie, else the body's arm).
    const arm = test ? armOf(cookies, site.id, body.experimentArm) : null;
    const total = fromMinor(offerTotal(arm === 'b' ? test!.bOffers : site.offers, body.quantity, site.currency));

    const { row, created } = await this.writer.write({
      userId: site.userId,
      websiteId: site.id,
      orderId: newOrderId(),
      productId: site.productId,
      quantity: body.quantity,
      totalPrice: total,
      currency: site.currency,
      currencySymbol: site.currencySymbol,
      firstName,
      lastName,
      email: optional(c.email)?.toLowerCase() ?? null,
      phone,
      address: c.address.trim(),
      city: c.city.trim(),
      postalCode,
      notes: optional(c.notes),
      productName: site.title,
      idempotencyKey: body.idempotencyKey ?? null,
      addressKey: placeKey,
      ...visitor,
      ...sourceFields(body.source),
      experimentId: arm ? test!.id : null,
      experimentArm: arm,
    });
    return { created, response: created ? this.answer(row) : this.replayAnswer(row) };
  }

  /**
   * A believable answer for a bot that filled the honeypot: nothing is stored, nothing is sent,
   * and the bot learns nothing about the trap.
   */
  decoy(body: CreateOrderRequest): CreateOrderResponse {
    const orderId = newOrderId();
    this.logger.warn(`Honeypot order refused for website ${body.websiteId}`);
    return {
      success: true,
      orderId,
      redirectUrl: `/hvala/${body.websiteId}/${orderId}`,
      order: {
        orderId,
        websiteId: body.websiteId,
        quantity: body.quantity,
        totalPrice: 0,
        currency: 'RSD',
        currencySymbol: 'RSD',
        firstName: '',
        lastName: '',
        email: null,
        phone: '',
        address: '',
        city: '',
        postalCode: null,
        productName: null,
        status: 'pending',
        createdAt: new Date().toISOString(),
        upsellDelayedUntil: null,
      },
    };
  }

  /** GET /api/orders/{orderId}: a recent order, while its seller's account is active (a deactivated seller is offline). */
  async lookUp(orderId: string): Promise<PublicOrder | null> {
    const order = await this.findRecentPublic(orderId);
    return order && (await this.sites.get(order.websiteId))?.sellerActive ? order : null;
  }

  /** The thank-you pages' read: by public order number only, and only while the order is recent. */
  async findRecentPublic(orderId: string): Promise<PublicOrder | null> {
    if (!ORDER_ID_RE.test(orderId)) return null;
    const row = await findRecentByOrderId(this.dataSource, orderId);
    return row ? toPublicOrder(row) : null;
  }

  /** A repeat of a stored key: the number and the status, never the first sender's data. */
  private replayAnswer(row: StoredOrder): ReplayedOrderResponse {
    return { success: true, orderId: row.orderId, order: { orderId: row.orderId, status: row.status }, redirectUrl: `/hvala/${row.websiteId}/${row.orderId}` };
  }

  private answer(row: StoredOrder): CreateOrderResponse {
    const order = toPublicOrder(row);
    return { success: true, orderId: order.orderId, order, redirectUrl: `/hvala/${order.websiteId}/${order.orderId}` };
  }
}
