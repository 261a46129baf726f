import { Global, Inject, Injectable, Logger, Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { runMigrationsAt } from './migration-runner.js';
import { SqlPool } from './sql-pool.js';
import { DATABASE_URL } from './tokens.js';
import { appTypeormOptions } from './typeorm-options.js';

export { DATABASE_URL };

/** Whether this process finished its migrations (the readiness check reads it). */
@Injectable()
export class MigrationState {
  done = false;
}

/** Applies migrations before anything else touches the tables (onModuleInit runs before bootstrap hooks). */
@Injectable()
class MigrateOnBoot implements OnModuleInit {
  private readonly logger = new Logger('Database');
  constructor(
    @Inject(DATABASE_URL) private readonly url: string,
    private readonly state: MigrationState,
  ) {}
  async onModuleInit() {
    const applied = await runMigrationsAt(this.url);
    this.state.done = true;
    if (applied.length) this.logger.log(`Applied migrations: ${applied.join(', ')}`);
  }
}

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(url: string): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => ({ ...appTypeormOptions(url, config.database), migrationsRun: false, autoLoadEntities: true }),
        }),
      ],
      providers: [{ provide: DATABASE_URL, useValue: url }, MigrationState, MigrateOnBoot, SqlPool],
      exports: [DATABASE_URL, SqlPool, MigrationState],
    };
  }
}
