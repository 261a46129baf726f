export { OrdersModule } from './orders.module.js';
export { OrdersService } from './orders.service.js';
export { OrderLimits } from './order-limits.js';
export { OrderStatsReader, type OrderStats } from './order-stats.reader.js';
export { OrderProofReader } from './order-proof.reader.js';
export { DeliveryLedger, type Claimed, type DeliveryOutcome, type NewDelivery } from './order-deliveries.js';
export { ParcelReader, type DeliverySubject, type Parcel, type ParcelUpsell } from './parcel.reader.js';
export type { OrderRow } from './order.table.js';
