import type { UpsellProductResponse } from '@cod/contracts';
import type { UpsellProduct } from './upsell-product.entity.js';

export function toUpsellResponse(u: UpsellProduct): UpsellProductResponse {
  return {
    id: u.id,
    websiteId: u.websiteId,
    originalUrl: u.originalUrl,
    title: u.title,
    urgentDescription: u.urgentDescription,
    originalPrice: u.originalPrice,
    discountPrice: u.discountPrice,
    savings: u.savings,
    images: u.images ?? [],
    features: u.features ?? [],
    stockLeft: u.stockLeft,
    sku: u.sku,
    isActive: u.isActive,
    aiProcessed: u.aiProcessed,
    aiProcessingError: u.aiProcessingError,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}
