import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { EventsModule } from './common/events/events.module.js';
import { ApiExceptionFilter } from './common/filters/api-exception.filter.js';
import { JwtAuthGuard } from './common/guards/jwt-auth.guard.js';
import { RolesGuard } from './common/guards/roles.guard.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { AdminModule } from './modules/admin/admin.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { DashboardModule } from './modules/dashboard/dashboard.module.js';
import { GenerationModule } from './modules/generation/generation.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { ImagesModule } from './modules/images/images.module.js';
import { JobsModule } from './modules/jobs/jobs.module.js';
import { OrdersModule } from './modules/orders/orders.module.js';
import { PublicPagesModule } from './modules/public-pages/public-pages.module.js';
import { UpsellsModule } from './modules/upsells/upsells.module.js';
import { UserSettingsModule } from './modules/user-settings/user-settings.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { WebsitesModule } from './modules/websites/websites.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(databaseUrl),
        EventsModule,
        JobsModule,
        UsersModule,
        UserSettingsModule,
        AuthModule,
        AdminModule,
        WebsitesModule,
        ImagesModule,
        UpsellsModule,
        GenerationModule,
        DashboardModule,
        OrdersModule,
        PublicPagesModule,
        HealthModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        // Order matters: sign-in first, then the role check.
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
      ],
    };
  }
}
