import { Injectable } from '@nestjs/common';
import { DELIVERY_REASONS } from '@cod/contracts';
import { PublicUrl } from '../../../config/public-url.js';
import type { OpeningSubject } from '../parcel.reader.js';
import type { User } from '../../users/index.js';
import { deliverEach, type ChannelHandler, type ChannelResult, type Delivery, type HandedOver, type Opening } from '../workers/channel-handler.js';
import { telegramMessage } from './order-message.js';
import { TelegramClient } from './telegram.client.js';
import { TelegramConsole } from './telegram-console.service.js';

const connected = (seller: User) => Boolean(seller.telegramBotId && seller.telegramChatId);

/** The seller's Telegram: a message per order, a short follow-up per upsell. Woken at once by every new order. */
@Injectable()
export class TelegramChannel implements ChannelHandler {
  readonly channel = 'telegram' as const;
  readonly consumer = { batchSize: 20, pollMs: 2000 };
  readonly repeatsAreVisible = true;

  constructor(
    private readonly telegram: TelegramClient,
    private readonly publicUrl: PublicUrl,
    private readonly console: TelegramConsole,
  ) {}

  opening(_subject: OpeningSubject, seller: User): Opening {
    return connected(seller) ? { state: 'waiting' } : null;
  }

  async deliver(deliveries: Delivery[], handedOver?: HandedOver): Promise<Map<string, ChannelResult>> {
    return deliverEach(
      deliveries,
      8,
      async ({ subject, seller }): Promise<ChannelResult> => {
        if (!connected(seller)) return { off: DELIVERY_REASONS.notConnected('Telegram') };
        const consoleUrl = `${this.publicUrl.base()}/orders?q=${encodeURIComponent(subject.parcel.order.orderId)}`;
        const orderId = subject.parcel.order.orderId;
        const buttons = subject.upsell ? undefined : this.console.buttonsFor(seller, orderId);
        await this.telegram.sendHtml(seller.telegramBotId!, seller.telegramChatId!, telegramMessage(subject, consoleUrl), buttons);
        return { sent: true };
      },
      handedOver,
    );
  }
}
