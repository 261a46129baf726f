import { Module } from '@nestjs/common';
import { OrderLimits } from './order-limits.js';
import { OrderSubmission } from './order-submission.js';
import { OrderWriter } from './order-writer.js';
import { OrderSitesCache } from './order-sites.cache.js';
import { OrdersController } from './orders.controller.js';
import { OrdersService } from './orders.service.js';
import { UpsellOrdersService } from './upsell-orders.service.js';

@Module({
  controllers: [OrdersController],
  providers: [OrdersService, UpsellOrdersService, OrderSitesCache, OrderLimits, OrderWriter, OrderSubmission],
  exports: [OrdersService, OrderLimits, OrderSubmission],
})
export class OrdersModule {}
