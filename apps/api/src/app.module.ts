import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, DiscoveryModule } from '@nestjs/core';
import { useSecretBox } from './common/crypto/secret-box.js';
import { ApiExceptionFilter } from './common/filters/api-exception.filter.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { AdminModule } from './modules/admin/index.js';
import { AnalyticsModule } from './modules/analytics/index.js';
import { ApiReferenceModule } from './modules/api-reference/index.js';
import { AuthModule } from './modules/auth/index.js';
import { DashboardModule } from './modules/dashboard/index.js';
import { DeliveriesModule } from './modules/deliveries/index.js';
import { DomainsModule } from './modules/domains/index.js';
import { EditorCopyModule } from './modules/editor-copy/index.js';
import { EventsModule } from './modules/events/index.js';
import { GenerationModule } from './modules/generation/index.js';
import { HealthModule } from './modules/health/index.js';
import { ImagesModule } from './modules/images/index.js';
import { JobsModule } from './modules/jobs/index.js';
import { MetricsModule } from './modules/metrics/index.js';
import { OrdersModule } from './modules/orders/index.js';
import { ProductsModule } from './modules/products/index.js';
import { PublicPagesModule } from './modules/public-pages/index.js';
import { ShopProfileModule } from './modules/shop-profile/index.js';
import { SyncModule } from './modules/sync/index.js';
import { UpsellsModule } from './modules/upsells/index.js';
import { UserSettingsModule } from './modules/user-settings/index.js';
import { UsersModule } from './modules/users/index.js';
import { WebsitesModule } from './modules/websites/index.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    if (!config.secretsKey) throw new Error('secretsKey is unset (withSecrets fills it at boot)');
    // Entities read and write sealed columns from the first query on.
    useSecretBox(config.secretsKey);
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(databaseUrl),
        // Lets the bootstrap find the fast routes the modules contribute.
        DiscoveryModule,
        EventsModule,
        JobsModule,
        UsersModule,
        UserSettingsModule,
        ShopProfileModule,
        AuthModule,
        AdminModule,
        WebsitesModule,
        AnalyticsModule,
        ImagesModule,
        UpsellsModule,
        ProductsModule,
        GenerationModule,
        EditorCopyModule,
        DashboardModule,
        SyncModule,
        OrdersModule,
        DeliveriesModule,
        PublicPagesModule,
        DomainsModule,
        HealthModule,
        MetricsModule,
        ApiReferenceModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }],
    };
  }
}
