import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ProductReader } from './product-reader.js';

/** Reading a seller's product page (OUTBOUND_ALLOW_PRIVATE decides whether private addresses may be read). */
@Module({
  providers: [{ provide: ProductReader, inject: [APP_CONFIG], useFactory: (c: AppConfig) => new ProductReader({ allowPrivate: c.outboundAllowPrivate }) }],
  exports: [ProductReader],
})
export class ProductsModule {}
