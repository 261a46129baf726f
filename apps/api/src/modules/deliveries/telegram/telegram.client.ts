import { Inject, Injectable } from '@nestjs/common';
import { DELIVERY_REASONS } from '@cod/contracts';
import type { Api, ApiClientOptions } from 'grammy';
import type { InlineKeyboardMarkup } from 'grammy/types';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { httpDetail, PermanentFailure, TemporaryFailure } from '../delivery-errors.js';
import { guardedFetch } from '../guarded-fetch.js';

/** grammY, loaded with the first message rather than at every start. */
let grammyModule: Promise<typeof import('grammy')> | undefined;
const grammy = () => (grammyModule ??= import('grammy'));

/**
 * The sellers' Telegram bots (grammY's Bot API client on TELEGRAM_API_URL). Sends HTML messages and
 * turns the Bot API's errors into temporary (429 with its retry_after, 5xx, network) or permanent ones
 * (a wrong token, a chat the bot cannot reach) with the reason the seller reads.
 */
@Injectable()
export class TelegramClient {
  private readonly fetch: ApiClientOptions['fetch'];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    // grammY types fetch as node-fetch's; ours is the standard one it calls the same way.
    this.fetch = guardedFetch(config.outboundAllowPrivate, config.integrationTimeoutMs) as unknown as ApiClientOptions['fetch'];
  }

  private async api(token: string): Promise<Api> {
    const { Api } = await grammy();
    return new Api(token, { apiRoot: this.config.telegramApiUrl.replace(/\/+$/, ''), timeoutSeconds: Math.ceil(this.config.integrationTimeoutMs / 1000), fetch: this.fetch });
  }

  async sendHtml(token: string, chatId: string, html: string, buttons?: InlineKeyboardMarkup): Promise<void> {
    try {
      await (await this.api(token)).sendMessage(chatId, html, { parse_mode: 'HTML', link_preview_options: { is_disabled: true }, ...(buttons ? { reply_markup: buttons } : {}) });
    } catch (err) {
      throw await TelegramClient.failure(err);
    }
  }

  /** Where the bot's updates (button presses) go, with the secret Telegram sends back in a header. */
  async setWebhook(token: string, url: string, secretToken: string): Promise<void> {
    try {
      await (await this.api(token)).setWebhook(url, { secret_token: secretToken, allowed_updates: ['callback_query'] });
    } catch (err) {
      throw await TelegramClient.failure(err);
    }
  }

  /** Ends a button press's spinner, with a short text the seller sees. */
  async answerCallback(token: string, callbackQueryId: string, text: string): Promise<void> {
    await (await this.api(token)).answerCallbackQuery(callbackQueryId, { text: text.slice(0, 200) });
  }

  /** Replaces a message's text (plain) and takes its buttons away. */
  async editText(token: string, chatId: number | string, messageId: number, text: string): Promise<void> {
    await (await this.api(token)).editMessageText(chatId, messageId, text.slice(0, 4096), { link_preview_options: { is_disabled: true } });
  }

  /** A Bot API error as a delivery failure (grammY is loaded: only its calls throw its errors). */
  static async failure(err: unknown): Promise<Error> {
    const { GrammyError, HttpError } = await grammy();
    if (err instanceof GrammyError) {
      const code = err.error_code;
      if (code === 429) return new TemporaryFailure(httpDetail(429), err.parameters?.retry_after ?? 5);
      if (code >= 500) return new TemporaryFailure(httpDetail(code));
      if (code === 401 || code === 404) return new PermanentFailure(DELIVERY_REASONS.telegramUnauthorized);
      if (code === 403) return new PermanentFailure(DELIVERY_REASONS.telegramForbidden);
      if (/chat not found/i.test(err.description)) return new PermanentFailure(DELIVERY_REASONS.telegramChatNotFound);
      return new PermanentFailure(DELIVERY_REASONS.telegramRejected(err.description.slice(0, 200)));
    }
    if (err instanceof HttpError) return new TemporaryFailure(`mreža: ${(err.error as Error)?.message ?? err.message}`.slice(0, 200));
    return err instanceof Error ? err : new Error(String(err));
  }
}
