import { Injectable, Logger } from '@nestjs/common';
import { API, managesOrders, ORDER_STATUS_LABEL, parseStatusCallback, TELEGRAM_CONSOLE, statusCallbackData } from '@cod/contracts';
import type { InlineKeyboardMarkup, Update } from 'grammy/types';
import { timingSafeEqual } from 'node:crypto';
import { secretBox } from '../../../common/crypto/secret-box.js';
import { DomainError, UnauthorizedError } from '../../../common/errors/domain-error.js';
import { PublicUrl } from '../../../config/public-url.js';
import { OrderStatusService } from '../../orders/index.js';
import { UsersService, type User } from '../../users/index.js';
import { TelegramClient } from './telegram.client.js';

/**
 * Telegram as a console (CONTRACT "Orders run by the seller"): an order message of a seller who may manage
 * orders carries '✅ Potvrdi' / '❌ Otkaži'; saving the bot registers our webhook with a secret token; a press
 * changes the status through the same rules as the orders screen (OrderStatusService), then answers the press
 * and edits the message to show the new status. Updates without the secret are refused.
 */
@Injectable()
export class TelegramConsole {
  private readonly logger = new Logger('TelegramConsole');

  constructor(
    private readonly telegram: TelegramClient,
    private readonly users: UsersService,
    private readonly statuses: OrderStatusService,
    private readonly publicUrl: PublicUrl,
  ) {}

  /** The buttons of a new order's message, for a seller who may change its orders (none otherwise). */
  buttonsFor(seller: User, orderId: string): InlineKeyboardMarkup | undefined {
    if (!managesOrders(seller)) return undefined;
    return {
      inline_keyboard: [[
        { text: TELEGRAM_CONSOLE.confirm, callback_data: statusCallbackData(orderId, 'processing') },
        { text: TELEGRAM_CONSOLE.cancel, callback_data: statusCallbackData(orderId, 'cancelled') },
      ]],
    };
  }

  /** After the bot is saved: Telegram sends its button presses to us. A failure is logged; the save stands. */
  async register(user: User): Promise<boolean> {
    if (!user.telegramBotId) return false;
    try {
      await this.telegram.setWebhook(user.telegramBotId, `${this.publicUrl.base()}${API.webhooks.telegram(user.id)}`, secretOf(user.id, user.telegramBotId));
      return true;
    } catch (err) {
      this.logger.warn(`setWebhook for user ${user.id}: ${(err as Error).message}`);
      return false;
    }
  }

  /** One update from the seller's bot; 401 without the secret this seller's webhook was registered with. */
  async handle(userId: number, secretHeader: string | undefined, update: Update): Promise<{ ok: true }> {
    const user = userId > 0 ? await this.users.findById(userId) : null;
    if (!user?.telegramBotId || !user.isActive || !sameSecret(secretHeader, secretOf(user.id, user.telegramBotId))) throw new UnauthorizedError(TELEGRAM_CONSOLE.wrongSecret);
    const press = update?.callback_query;
    if (!press?.id) return { ok: true };
    const token = user.telegramBotId;
    const answer = (text: string) => this.telegram.answerCallback(token, press.id, text).catch((err) => this.logger.warn(`answerCallbackQuery: ${(err as Error).message}`));
    const action = parseStatusCallback(press.data);
    if (!action) {
      await answer(TELEGRAM_CONSOLE.unknownAction);
      return { ok: true };
    }
    const message = press.message;
    if (!message || String(message.chat.id) !== String(user.telegramChatId)) {
      await answer(TELEGRAM_CONSOLE.wrongChat);
      return { ok: true };
    }
    try {
      const order = await this.statuses.change(user, action.orderId, action.status);
      const shown = TELEGRAM_CONSOLE.statusNow(ORDER_STATUS_LABEL[order.status]);
      await answer(shown);
      const text = 'text' in message && typeof message.text === 'string' ? message.text : '';
      await this.telegram.editText(token, message.chat.id, message.message_id, `${text}\n\n${shown}`.trim()).catch((err) => this.logger.warn(`editMessageText: ${(err as Error).message}`));
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      await answer(err.message);
    }
    return { ok: true };
  }
}

/** The secret token of a seller's webhook: derived from the server's key, the seller and the bot (a new bot, a new secret). */
const secretOf = (userId: number, botToken: string) => secretBox().derive(`telegram-webhook:${userId}:${botToken}`);

function sameSecret(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
