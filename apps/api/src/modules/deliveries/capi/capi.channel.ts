import { Injectable } from '@nestjs/common';
import { DELIVERY_REASONS } from '@cod/contracts';
import { PublicUrl } from '../../../config/public-url.js';
import { SiteHosts } from '../../domains/index.js';
import type { OpeningSubject } from '../parcel.reader.js';
import type { User } from '../../users/index.js';
import { deliverEach, type ChannelHandler, type ChannelResult, type Delivery, type Opening } from '../workers/channel-handler.js';
import { ConversionsApiClient } from './conversions-api.client.js';
import { purchaseEvent } from './purchase-event.js';

const connected = (seller: User) => Boolean(seller.facebookPixelId && seller.facebookCapiToken);

/** Meta's Conversions API: a Purchase per order, for sellers with a pixel and a token (upsells are not purchases of their own). */
@Injectable()
export class CapiChannel implements ChannelHandler {
  readonly channel = 'capi' as const;
  readonly consumer = { batchSize: 20, pollMs: 3000 };

  constructor(
    private readonly capi: ConversionsApiClient,
    private readonly publicUrl: PublicUrl,
    private readonly hosts: SiteHosts,
  ) {}

  opening(subject: OpeningSubject, seller: User): Opening {
    return subject.upsellId === null && connected(seller) ? { state: 'waiting' } : null;
  }

  async deliver(deliveries: Delivery[]): Promise<Map<string, ChannelResult>> {
    return deliverEach(deliveries, 8, async ({ subject, seller }): Promise<ChannelResult> => {
      if (!connected(seller)) return { off: DELIVERY_REASONS.notConnected('Meta Conversions API') };
      // The page the order came from; without one (no Referer), the site's address on the seller's domain when they have one.
      const site = subject.parcel.website.customUrl ? this.hosts.siteUrl(seller.id, subject.parcel.website.customUrl) : this.publicUrl.base();
      await this.capi.send(seller.facebookPixelId!, seller.facebookCapiToken!, [purchaseEvent(subject.parcel, site)]);
      return { sent: true };
    });
  }
}
