export { OrdersModule } from './orders.module.js';
export { OrdersService } from './orders.service.js';
export { OrderLimits } from './order-limits.js';
export { OrderStatsReader, type OrderStats } from './order-stats.reader.js';
