import { Module } from '@nestjs/common';
import { DeliveriesModule } from '../deliveries/index.js';
import { UsersModule } from '../users/index.js';
import { WebsitesModule } from '../websites/index.js';
import { UserSettingsController } from './user-settings.controller.js';
import { UserSettingsService } from './user-settings.service.js';

@Module({
  imports: [UsersModule, WebsitesModule, DeliveriesModule],
  controllers: [UserSettingsController],
  providers: [UserSettingsService],
})
export class UserSettingsModule {}
