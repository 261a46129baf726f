import { Module } from '@nestjs/common';
import { GenerationModule } from '../generation/generation.module.js';
import { WebsitesModule } from '../websites/websites.module.js';
import { CrossSyncService } from './cross-sync.service.js';
import { DashboardService } from './dashboard.service.js';
import { OrderStatsReader } from './order-stats.reader.js';
import { SyncController } from './sync.controller.js';
import { SyncTestService } from './sync-test.service.js';

@Module({
  imports: [WebsitesModule, GenerationModule],
  controllers: [SyncController],
  providers: [DashboardService, OrderStatsReader, SyncTestService, CrossSyncService],
})
export class DashboardModule {}
