import { Body, Controller, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { API, parseId, routeOf } from '@cod/contracts';
import type { Update } from 'grammy/types';
import { Public } from '../../../common/decorators/public.decorator.js';
import { TelegramConsole } from './telegram-console.service.js';

/** Updates of a seller's bot (its button presses), authenticated by the webhook's secret token, not a session. */
@Controller()
export class TelegramConsoleController {
  constructor(private readonly console: TelegramConsole) {}

  @Public()
  @Post(routeOf(API.webhooks.telegram(':userId')))
  @HttpCode(200)
  update(@Param('userId') userId: string, @Headers('x-telegram-bot-api-secret-token') secret: string | undefined, @Body() update: Update) {
    return this.console.handle(parseId(userId) ?? 0, secret, update);
  }
}
