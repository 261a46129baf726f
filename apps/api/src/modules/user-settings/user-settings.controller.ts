import { Body, Controller, Patch } from '@nestjs/common';
import { API, facebookPixelSchema, routeOf, type FacebookPixelRequest } from '@cod/contracts';
import { ContractPipe } from '../../common/pipes/contract.pipe.js';
import { CurrentAuth, type AuthContext } from '../auth/index.js';
import { UserSettingsService } from './user-settings.service.js';

/** The signed-in seller's own integration settings (spec 000 §7). */
@Controller()
export class UserSettingsController {
  constructor(private readonly settings: UserSettingsService) {}

  @Patch(routeOf(API.userSettings.facebookPixel))
  setPixel(@CurrentAuth() auth: AuthContext, @Body(new ContractPipe(facebookPixelSchema)) body: FacebookPixelRequest) {
    return this.settings.setPixel(auth.user.id, body.facebookPixelId);
  }
}
