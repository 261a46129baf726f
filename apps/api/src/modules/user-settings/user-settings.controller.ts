import { Body, Controller, Get, HttpCode, Patch, Post, Put } from '@nestjs/common';
import {
  API,
  facebookPixelSchema,
  googleSheetsSchema,
  routeOf,
  telegramSettingsSchema,
  trackifyKeysSchema,
  trackifyTestSchema,
  type FacebookPixelRequest,
  type GoogleSheetsRequest,
  type TelegramSettingsRequest,
  type TrackifyKeysRequest,
  type TrackifyTestRequest,
} from '@cod/contracts';
import { ContractPipe } from '../../common/pipes/contract.pipe.js';
import { CurrentAuth, type AuthContext } from '../auth/index.js';
import { UserSettingsService } from './user-settings.service.js';

const paths = API.userSettings;

/** The signed-in seller's own integration settings (spec 000 §7); every call acts on the caller only. */
@Controller()
export class UserSettingsController {
  constructor(private readonly settings: UserSettingsService) {}

  @Patch(routeOf(paths.facebookPixel))
  setPixel(@CurrentAuth() auth: AuthContext, @Body(new ContractPipe(facebookPixelSchema)) body: FacebookPixelRequest) {
    return this.settings.setPixel(auth.user.id, body);
  }

  /** Each integration: set up, the platform ready, its last real result ("connected" only after an "ok"). */
  @Get(routeOf(paths.integrations))
  integrations(@CurrentAuth() auth: AuthContext) {
    return this.settings.integrations(auth.user);
  }

  @Patch(routeOf(paths.telegram))
  setTelegram(@CurrentAuth() auth: AuthContext, @Body(new ContractPipe(telegramSettingsSchema)) body: TelegramSettingsRequest) {
    return this.settings.setTelegram(auth.user.id, body);
  }

  @Post(routeOf(paths.telegramTest))
  @HttpCode(200)
  testTelegram(@CurrentAuth() auth: AuthContext) {
    return this.settings.testTelegram(auth.user);
  }

  @Get(routeOf(paths.googleSheets))
  sheetInfo(@CurrentAuth() auth: AuthContext) {
    return this.settings.sheetInfo(auth.user);
  }

  @Put(routeOf(paths.googleSheets))
  setSheet(@CurrentAuth() auth: AuthContext, @Body(new ContractPipe(googleSheetsSchema)) body: GoogleSheetsRequest) {
    return this.settings.setSheet(auth.user.id, body.googleSheetsId);
  }

  @Post(routeOf(paths.googleSheetsTest))
  @HttpCode(200)
  testSheet(@CurrentAuth() auth: AuthContext, @Body(new ContractPipe(googleSheetsSchema)) body: GoogleSheetsRequest) {
    return this.settings.testSheet(auth.user, body.googleSheetsId);
  }

  @Post(routeOf(paths.trackifyTest))
  @HttpCode(200)
  testTrackify(@CurrentAuth() auth: AuthContext, @Body(new ContractPipe(trackifyTestSchema)) body: TrackifyTestRequest) {
    return this.settings.testTrackify(auth.user, body.apiKey, body.country);
  }

  @Patch(routeOf(paths.trackifyKeys))
  setTrackifyKeys(@CurrentAuth() auth: AuthContext, @Body(new ContractPipe(trackifyKeysSchema)) body: TrackifyKeysRequest) {
    return this.settings.setTrackifyKeys(auth.user.id, body);
  }
}
