import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module.js';
import { UpsellsModule } from '../upsells/upsells.module.js';
import { WebsitesModule } from '../websites/websites.module.js';
import { PublicPagesService } from './public-pages.service.js';

@Module({
  imports: [WebsitesModule, UpsellsModule, OrdersModule],
  providers: [PublicPagesService],
  exports: [PublicPagesService],
})
export class PublicPagesModule {}
