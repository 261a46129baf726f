import { Body, Controller, Patch } from '@nestjs/common';
import { facebookPixelSchema, type FacebookPixelRequest } from '@cod/contracts';
import { CurrentAuth, type AuthContext } from '../../common/decorators/current-user.decorator.js';
import { ContractPipe } from '../../common/pipes/contract.pipe.js';
import { UserSettingsService } from './user-settings.service.js';

/** The signed-in seller's own integration settings (spec 000 §7). */
@Controller('user')
export class UserSettingsController {
  constructor(private readonly settings: UserSettingsService) {}

  @Patch('facebook-pixel')
  setPixel(@CurrentAuth() auth: AuthContext, @Body(new ContractPipe(facebookPixelSchema)) body: FacebookPixelRequest) {
    return this.settings.setPixel(auth.user.id, body.facebookPixelId);
  }
}
