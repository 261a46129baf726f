import { Module } from '@nestjs/common';
import { UpsellsModule } from '../upsells/index.js';
import { AnalyticsModule } from '../analytics/index.js';
import { WebsitesModule } from '../websites/index.js';
import { OrderBlocksService } from './order-blocks.service.js';
import { OrderCardParts } from './order-card-parts.js';
import { OrderExport } from './order-export.js';
import { OrderFastRoute } from './order.fast-route.js';
import { OrderLimits } from './order-limits.js';
import { OrderListReader } from './order-list.reader.js';
import { OrderProofReader } from './order-proof.reader.js';
import { OrderSearchUpkeep } from './order-search-upkeep.js';
import { OrderStatsReader } from './order-stats.reader.js';
import { OrderStatusService } from './order-status.service.js';
import { OrderSellerService } from './order-seller.service.js';
import { OrderSubmission } from './order-submission.js';
import { OrderFanoutOutbox } from './order-fanout-outbox.js';
import { OrderWriter } from './order-writer.js';
import { OrderProgress } from './order-progress.service.js';
import { OrdersConsoleController } from './orders-console.controller.js';
import { OrdersController } from './orders.controller.js';
import { OrdersService } from './orders.service.js';
import { UpsellOrdersService } from './upsell-orders.service.js';

/**
 * The orders and upsell orders tables and every call on them: checkout (the visitors' side) and the sellers'
 * console. Where orders go after checkout is the deliveries module's, which follows the orders' jobs and events.
 */
@Module({
  imports: [WebsitesModule, UpsellsModule, AnalyticsModule],
  // The console first: its static paths (/my, /stats, …) must win over the look-up GET /api/orders/{orderId}.
  controllers: [OrdersConsoleController, OrdersController],
  providers: [
    OrdersService,
    UpsellOrdersService,
    OrderLimits,
    OrderWriter,
    OrderFanoutOutbox,
    OrderSubmission,
    OrderStatsReader,
    OrderProofReader,
    OrderSearchUpkeep,
    OrderFastRoute,
    OrderListReader,
    OrderStatusService,
    OrderSellerService,
    OrderExport,
    OrderBlocksService,
    OrderProgress,
    OrderCardParts,
  ],
  exports: [OrdersService, OrderFanoutOutbox, OrderLimits, OrderStatsReader, OrderProofReader, OrderProgress, OrderCardParts, OrderBlocksService, OrderStatusService],
})
export class OrdersModule {}
