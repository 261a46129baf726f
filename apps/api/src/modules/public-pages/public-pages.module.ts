import { Module } from '@nestjs/common';
import { AnalyticsModule } from '../analytics/index.js';
import { DomainsModule } from '../domains/index.js';
import { OrdersModule } from '../orders/index.js';
import { ShopProfileModule } from '../shop-profile/index.js';
import { UpsellsModule } from '../upsells/index.js';
import { UsersModule } from '../users/index.js';
import { WebsitesModule } from '../websites/index.js';
import { PagePreviewController } from './page-preview.controller.js';
import { PublicPagesFastRoute } from './public-pages.fast-route.js';
import { PublicPagesService } from './public-pages.service.js';
import { ProofFastRoute } from './proof.fast-route.js';

/** The server-rendered public pages (sales pages, thank-you pages, storefront), their cache, and the editor's preview. */
@Module({
  imports: [WebsitesModule, UpsellsModule, OrdersModule, UsersModule, DomainsModule, ShopProfileModule, AnalyticsModule],
  controllers: [PagePreviewController],
  providers: [PublicPagesService, PublicPagesFastRoute, ProofFastRoute],
  exports: [PublicPagesService],
})
export class PublicPagesModule {}
