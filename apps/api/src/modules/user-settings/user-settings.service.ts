import { Injectable } from '@nestjs/common';
import { normalizePixelId, USER_SETTINGS_MESSAGES } from '@cod/contracts';
import { toUserResponse } from '../users/user.mapper.js';
import { UsersService } from '../users/users.service.js';
import { WebsitesService } from '../websites/websites.service.js';

@Injectable()
export class UserSettingsService {
  constructor(
    private readonly users: UsersService,
    private readonly websites: WebsitesService,
  ) {}

  /** Saves the pixel ID (empty → null); the seller's cached pages are dropped so the pixel shows at once. */
  async setPixel(userId: number, value: string | null | undefined) {
    const user = await this.users.setFacebookPixelId(userId, normalizePixelId(value));
    await this.websites.ownerPagesChanged(userId);
    return { message: USER_SETTINGS_MESSAGES.pixelSaved, user: toUserResponse(user) };
  }
}
