import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { API, routeOf, webhookSettingsSchema, type WebhookSettingsRequest } from '@cod/contracts';
import { ContractPipe } from '../../../common/pipes/contract.pipe.js';
import { CurrentUser } from '../../auth/index.js';
import type { User } from '../../users/index.js';
import { WebhooksService } from './webhooks.service.js';

/** The signed-in seller's outbound webhook (sessions only: a token cannot change where orders go). */
@Controller()
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get(routeOf(API.userSettings.webhooks))
  settings(@CurrentUser() user: User) {
    return this.webhooks.settings(user.id);
  }

  @Put(routeOf(API.userSettings.webhooks))
  save(@CurrentUser() user: User, @Body(new ContractPipe(webhookSettingsSchema)) body: WebhookSettingsRequest) {
    return this.webhooks.save(user.id, body);
  }

  @Delete(routeOf(API.userSettings.webhooks))
  @HttpCode(200)
  remove(@CurrentUser() user: User) {
    return this.webhooks.remove(user.id);
  }

  @Post(routeOf(API.userSettings.webhooksTest))
  @HttpCode(200)
  test(@CurrentUser() user: User) {
    return this.webhooks.test(user.id);
  }
}
