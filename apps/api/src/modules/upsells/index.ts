export { UpsellsModule } from './upsells.module.js';
export { UpsellsService, type UpsellDraft } from './upsells.service.js';
export type { UpsellProduct } from './upsell-product.entity.js';
export { toUpsellResponse } from './upsell.mapper.js';
export { upsellSourcePrice } from './upsell-price.js';
