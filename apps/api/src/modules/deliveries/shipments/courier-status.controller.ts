import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req } from '@nestjs/common';
import { API, parseId, routeOf, TRACKIFY_SIGNATURE_HEADER } from '@cod/contracts';
import type { Request } from 'express';
import { Public } from '../../../common/decorators/public.decorator.js';
import { CurrentUser } from '../../auth/index.js';
import type { User } from '../../users/index.js';
import { CourierStatusService } from './courier-status.service.js';

/** The courier's pushes, and the seller's webhook address and secret to give Trackify. */
@Controller()
export class CourierStatusController {
  constructor(private readonly courier: CourierStatusService) {}

  /** Signed with the seller's secret (not a session): refused with 401 without a valid signature. */
  @Public()
  @Post(routeOf(API.webhooks.trackify(':userId')))
  @HttpCode(200)
  push(@Param('userId') userId: string, @Headers(TRACKIFY_SIGNATURE_HEADER) signature: string | undefined, @Req() req: Request & { rawBody?: Buffer }, @Body() body: unknown) {
    return this.courier.receivePush(parseId(userId) ?? 0, req.rawBody, signature, body);
  }

  @Get(routeOf(API.userSettings.trackifyWebhook))
  settings(@CurrentUser() user: User) {
    return this.courier.settings(user.id);
  }

  @Post(routeOf(API.userSettings.trackifyWebhookRotate))
  @HttpCode(200)
  rotate(@CurrentUser() user: User) {
    return this.courier.rotate(user.id);
  }
}
