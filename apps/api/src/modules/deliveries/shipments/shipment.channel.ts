import { Inject, Injectable } from '@nestjs/common';
import { DELIVERY_REASONS, MARKETS, type MarketId } from '@cod/contracts';
import type pg from 'pg';
import type { OpeningSubject } from '../parcel.reader.js';
import { OrderProgress } from '../../orders/index.js';
import type { User } from '../../users/index.js';
import { deliverEach, type ChannelHandler, type ChannelResult, type Delivery, type Opening } from '../workers/channel-handler.js';
import { SHIPMENT_PROVIDER, type ShipmentProvider } from './shipment-provider.js';
import { parcelUpsells, shipmentRequest } from './shipment-request.js';

/** The seller's key for a market: the Serbian key for Serbia, the other one for every other market. */
export const shipmentKeyOf = (seller: User, market: MarketId) => (market === 'Serbia' ? seller.trackifyApiKeySrb : seller.trackifyApiKey);
const marketLabel = (market: MarketId) => MARKETS.find((m) => m.id === market)?.label ?? market;

/**
 * The courier: when the order's upsell window closes, one shipment with the order and its accepted
 * upsells; the tracking number goes on all of them. A cancelled order, a market without an endpoint or
 * a seller without a key ships nothing, and the order says so ('bez slanja').
 */
@Injectable()
export class ShipmentChannel implements ChannelHandler {
  readonly channel = 'shipment' as const;
  readonly consumer = { batchSize: 10, pollMs: 2000 };
  readonly waitsForUpsellWindow = true;

  constructor(
    @Inject(SHIPMENT_PROVIDER) private readonly provider: ShipmentProvider,
    private readonly orders: OrderProgress,
  ) {}

  private blocked(market: MarketId, seller: User): string | null {
    return this.provider.unavailable(market) ?? (shipmentKeyOf(seller, market) ? null : DELIVERY_REASONS.shipmentNoKey(marketLabel(market)));
  }

  opening(subject: OpeningSubject, seller: User): Opening {
    if (subject.upsellId !== null) return null;
    const reason = this.blocked(subject.market, seller);
    return reason ? { state: 'off', reason } : { state: 'waiting' };
  }

  async deliver(deliveries: Delivery[]): Promise<Map<string, ChannelResult>> {
    return deliverEach(deliveries, 4, async ({ subject, seller }): Promise<ChannelResult> => {
      if (subject.parcel.order.status === 'cancelled') return { off: DELIVERY_REASONS.shipmentCancelled };
      const market = subject.parcel.website.market;
      const reason = this.blocked(market, seller);
      if (reason) return { off: reason };
      const trackingId = await this.provider.create(market, shipmentKeyOf(seller, market)!, shipmentRequest(subject.parcel));
      return { sent: true, trackingId };
    });
  }

  async record(client: pg.ClientBase, deliveries: Delivery[], results: Map<string, ChannelResult>): Promise<void> {
    for (const { subject } of deliveries) {
      const result = results.get(subject.ref);
      if (result && 'sent' in result && result.trackingId) {
        await this.orders.recordTracking(client, subject.parcel.order.id, parcelUpsells(subject.parcel).map((u) => u.id), result.trackingId);
      }
    }
  }
}
