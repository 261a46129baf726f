import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { DomainsModule } from '../domains/index.js';
import { OrdersModule } from '../orders/index.js';
import { UsersModule } from '../users/index.js';
import { WebsitesModule } from '../websites/index.js';
import { AdminController } from './admin.controller.js';
import { AdminService } from './admin.service.js';

@Module({
  imports: [UsersModule, AuthModule, WebsitesModule, OrdersModule, DomainsModule],
  controllers: [AdminController],
  providers: [AdminService],
})
export class AdminModule {}
