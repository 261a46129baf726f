import { Global, Inject, Injectable, Logger, Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runMigrations } from './migration-runner.js';
import { SqlPool } from './sql-pool.js';
import { DATABASE_URL } from './tokens.js';
import { typeormOptions } from './typeorm-options.js';

export { DATABASE_URL };
/** Applies migrations before anything else touches the tables (onModuleInit runs before bootstrap hooks). */
@Injectable()
class MigrateOnBoot implements OnModuleInit {
  private readonly logger = new Logger('Database');
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}
  async onModuleInit() {
    const applied = await runMigrations(this.dataSource);
    if (applied.length) this.logger.log(`Applied migrations: ${applied.join(', ')}`);
  }
}

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(url: string): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [TypeOrmModule.forRoot({ ...typeormOptions(url), migrationsRun: false, autoLoadEntities: true })],
      providers: [{ provide: DATABASE_URL, useValue: url }, MigrateOnBoot, SqlPool],
      exports: [DATABASE_URL, SqlPool],
    };
  }
}
