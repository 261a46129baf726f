import { Controller, Get } from '@nestjs/common';
import { API, API_ERRORS, routeOf } from '@cod/contracts';
import { DataSource } from 'typeorm';
import { Public } from '../../common/decorators/public.decorator.js';
import { UnavailableError } from '../../common/errors/domain-error.js';

@Controller()
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  /** 200 once the database answers; migrations ran before the server started listening. */
  @Public()
  @Get(routeOf(API.health))
  async health() {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new UnavailableError(API_ERRORS.databaseUnavailable);
    }
    return { status: 'ok' };
  }
}
