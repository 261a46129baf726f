import { Module } from '@nestjs/common';
import { IntegrationsModule } from '../integrations/index.js';
import { UsersModule } from '../users/index.js';
import { WebsitesModule } from '../websites/index.js';
import { UserSettingsController } from './user-settings.controller.js';
import { UserSettingsService } from './user-settings.service.js';

@Module({
  imports: [UsersModule, WebsitesModule, IntegrationsModule],
  controllers: [UserSettingsController],
  providers: [UserSettingsService],
})
export class UserSettingsModule {}
