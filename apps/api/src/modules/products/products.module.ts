import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { WebsitesModule } from '../websites/index.js';
import { ProductReadLimits } from './product-read.limits.js';
import { ProductReadService } from './product-read.service.js';
import { ProductReader } from './product-reader.js';
import { ProductsController } from './products.controller.js';

/**
 * Reading a seller's product page (OUTBOUND_ALLOW_PRIVATE decides whether private addresses may be read),
 * and the builder's call that fills its form from a product link (POST /api/products/read).
 */
@Module({
  imports: [WebsitesModule],
  controllers: [ProductsController],
  providers: [
    { provide: ProductReader, inject: [APP_CONFIG], useFactory: (c: AppConfig) => new ProductReader({ allowPrivate: c.outboundAllowPrivate }) },
    ProductReadService,
    ProductReadLimits,
  ],
  exports: [ProductReader],
})
export class ProductsModule {}
