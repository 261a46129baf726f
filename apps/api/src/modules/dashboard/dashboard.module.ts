import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/index.js';
import { WebsitesModule } from '../websites/index.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';

/** The seller's figures: websites, orders, this month's revenue. */
@Module({
  imports: [WebsitesModule, OrdersModule],
  controllers: [DashboardController],
  providers: [DashboardService],
  exports: [DashboardService],
})
export class DashboardModule {}
