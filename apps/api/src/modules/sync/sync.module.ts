import { Module } from '@nestjs/common';
import { DashboardModule } from '../dashboard/index.js';
import { GenerationModule } from '../generation/index.js';
import { ProductsModule } from '../products/index.js';
import { WebsitesModule } from '../websites/index.js';
import { CrossSyncService } from './cross-sync.service.js';
import { SyncController } from './sync.controller.js';
import { SyncTestService } from './sync-test.service.js';
import { WebsiteCreation } from './website-creation.service.js';

/** The spec's /api/sync calls: the seller's dashboard data, create-website, and the developer sync tools. */
@Module({
  imports: [DashboardModule, GenerationModule, ProductsModule, WebsitesModule],
  controllers: [SyncController],
  providers: [WebsiteCreation, SyncTestService, CrossSyncService],
})
export class SyncModule {}
