import { Controller, Get } from '@nestjs/common';
import { API_ERRORS } from '@cod/contracts';
import { DataSource } from 'typeorm';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { tableExists } from '../../database/table-exists.js';

@Controller('websites')
export class WebsitesController {
  constructor(private readonly dataSource: DataSource) {}

  /** All websites, for the admin console. The websites table arrives with the builder (issue 3). */
  @Get()
  @Roles(['admin'], API_ERRORS.adminOnly)
  async all() {
    if (!(await tableExists(this.dataSource, 'websites'))) return [];
    return this.dataSource.query('SELECT * FROM websites ORDER BY created_at DESC');
  }
}
