import { Body, Controller, Get, NotFoundException, Param, Put, Query } from '@nestjs/common';
import { API_ERRORS, updateWebsiteSchema, WEBSITE_MESSAGES, type UpdateWebsiteRequest } from '@cod/contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ContractPipe } from '../../common/pipes/contract.pipe.js';
import { IdPipe } from '../../common/pipes/id.pipe.js';
import type { User } from '../users/user.entity.js';
import { toPublicListItem, toWebsiteResponse } from './website.mapper.js';
import { WebsitesService } from './websites.service.js';

const websiteId = new IdPipe(WEBSITE_MESSAGES.invalidWebsiteId);

@Controller('websites')
export class WebsitesController {
  constructor(private readonly websites: WebsitesService) {}

  /** All websites, for the admin console. */
  @Get()
  @Roles(['admin'], API_ERRORS.adminOnly)
  async all() {
    return (await this.websites.findAll()).map(toWebsiteResponse);
  }

  @Get('my')
  async mine(@CurrentUser() user: User) {
    return (await this.websites.findByOwner(user.id)).map(toWebsiteResponse);
  }

  /** A published site by its address: GET /api/websites/public?url={customUrl}. */
  @Public()
  @Get('public')
  async publicSite(@Query('url') url?: string) {
    const site = typeof url === 'string' && url.trim() ? await this.websites.findPublic(url) : null;
    if (!site) throw new NotFoundException(WEBSITE_MESSAGES.websiteNotFound);
    return toWebsiteResponse(site);
  }

  @Public()
  @Get('public-list')
  async publicList() {
    return (await this.websites.findPublicList()).map(toPublicListItem);
  }

  @Get('id/:id')
  async byId(@CurrentUser() user: User, @Param('id', websiteId) id: number) {
    return toWebsiteResponse(await this.websites.getEditable(user, id));
  }

  @Put('id/:id')
  async update(
    @CurrentUser() user: User,
    @Param('id', websiteId) id: number,
    @Body(new ContractPipe(updateWebsiteSchema)) body: UpdateWebsiteRequest,
  ) {
    return toWebsiteResponse(await this.websites.update(user, id, body));
  }
}
