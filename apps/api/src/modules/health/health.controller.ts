import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Public } from '../../common/decorators/public.decorator.js';

@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  /** 200 once the database answers; migrations ran before the server started listening. */
  @Public()
  @Get()
  async health() {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException('Baza podataka nije dostupna');
    }
    return { status: 'ok' };
  }
}
