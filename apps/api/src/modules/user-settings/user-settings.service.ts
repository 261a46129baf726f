import { Injectable } from '@nestjs/common';
import { normalizePixelId, USER_SETTINGS_MESSAGES } from '@cod/contracts';
import { toUserResponse, UsersService } from '../users/index.js';
import { WebsitesService } from '../websites/index.js';

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
