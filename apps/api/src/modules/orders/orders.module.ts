import { Module } from '@nestjs/common';
import { UpsellsModule } from '../upsells/index.js';
import { WebsitesModule } from '../websites/index.js';
import { OrderFastRoute } from './order.fast-route.js';
import { OrderLimits } from './order-limits.js';
import { OrderStatsReader } from './order-stats.reader.js';
import { OrderSubmission } from './order-submission.js';
import { OrderWriter } from './order-writer.js';
import { OrdersController } from './orders.controller.js';
import { OrdersService } from './orders.service.js';
import { UpsellOrdersService } from './upsell-orders.service.js';

/** The orders and upsell orders tables and every call on them. */
@Module({
  imports: [WebsitesModule, UpsellsModule],
  controllers: [OrdersController],
  providers: [OrdersService, UpsellOrdersService, OrderLimits, OrderWriter, OrderSubmission, OrderStatsReader, OrderFastRoute],
  exports: [OrdersService, OrderLimits, OrderStatsReader],
})
export class OrdersModule {}
