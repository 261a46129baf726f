import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  API,
  API_ERRORS,
  EDITOR_MESSAGES,
  publicWebsiteQuerySchema,
  routeOf,
  updateWebsiteSchema,
  WEBSITE_MESSAGES,
  type DeleteWebsiteResponse,
  type PublicWebsiteQuery,
  type UpdateWebsiteRequest,
  type WebsiteVersionItem,
} from '@cod/contracts';
import { Public } from '../../common/decorators/public.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { NotFoundError } from '../../common/errors/domain-error.js';
import { ContractPipe } from '../../common/pipes/contract.pipe.js';
import { IdPipe } from '../../common/pipes/id.pipe.js';
import { CurrentUser } from '../auth/index.js';
import type { User } from '../users/index.js';
import { toPublicListItem, toWebsiteResponse } from './website.mapper.js';
import { WebsitesService } from './websites.service.js';
import { Scopes } from '../../common/decorators/scopes.decorator.js';

const websiteId = new IdPipe(WEBSITE_MESSAGES.invalidWebsiteId);
const versionId = new IdPipe(EDITOR_MESSAGES.versionNotFound);

@Controller()
export class WebsitesController {
  constructor(private readonly websites: WebsitesService) {}

  /** All websites, for the admin console. */
  @Get(routeOf(API.websites.all))
  @Scopes('websites:read')
  @Roles(['admin'], API_ERRORS.adminOnly)
  async all() {
    return (await this.websites.findAll()).map(toWebsiteResponse);
  }

  @Get(routeOf(API.websites.my))
  @Scopes('websites:read')
  async mine(@CurrentUser() user: User) {
    return (await this.websites.findByOwner(user.id)).map(toWebsiteResponse);
  }

  /** A published site by its address: GET /api/websites/public?url={customUrl}. */
  @Public()
  @Get(routeOf(API.websites.public))
  async publicSite(@Query(new ContractPipe(publicWebsiteQuerySchema)) query: PublicWebsiteQuery) {
    const site = query.url?.trim() ? await this.websites.findPublic(query.url) : null;
    if (!site) throw new NotFoundError(WEBSITE_MESSAGES.websiteNotFound);
    return toWebsiteResponse(site);
  }

  @Public()
  @Get(routeOf(API.websites.publicList))
  async publicList() {
    return (await this.websites.findPublicList()).map(toPublicListItem);
  }

  @Get(routeOf(API.websites.byId(':id')))
  @Scopes('websites:read')
  async byId(@CurrentUser() user: User, @Param('id', websiteId) id: number) {
    return toWebsiteResponse(await this.websites.getEditable(user, id));
  }

  @Put(routeOf(API.websites.byId(':id')))
  @Scopes('websites:write')
  async update(@CurrentUser() user: User, @Param('id', websiteId) id: number, @Body(new ContractPipe(updateWebsiteSchema)) body: UpdateWebsiteRequest) {
    return toWebsiteResponse(await this.websites.update(user, id, body));
  }

  /** A site without orders (its upsell offers and versions go with it); with orders: 409, switch it off instead. */
  @Delete(routeOf(API.websites.byId(':id')))
  @Scopes('websites:write')
  async remove(@CurrentUser() user: User, @Param('id', websiteId) id: number): Promise<DeleteWebsiteResponse> {
    await this.websites.remove(user, id);
    return { success: true, message: EDITOR_MESSAGES.deleted };
  }

  @Get(routeOf(API.websites.versions(':id')))
  @Scopes('websites:read')
  versions(@CurrentUser() user: User, @Param('id', websiteId) id: number): Promise<WebsiteVersionItem[]> {
    return this.websites.versions(user, id);
  }

  @Post(routeOf(API.websites.restoreVersion(':id', ':versionId')))
  @Scopes('websites:write')
  @HttpCode(200)
  async restore(@CurrentUser() user: User, @Param('id', websiteId) id: number, @Param('versionId', versionId) version: number) {
    return toWebsiteResponse(await this.websites.restore(user, id, version));
  }
}
