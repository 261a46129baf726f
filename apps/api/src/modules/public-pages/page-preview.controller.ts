import { Body, Controller, HttpCode, Param, Post, Res } from '@nestjs/common';
import { API, routeOf, updateWebsiteSchema, WEBSITE_MESSAGES, type UpdateWebsiteRequest } from '@cod/contracts';
import type { Response } from 'express';
import { ContractPipe } from '../../common/pipes/contract.pipe.js';
import { IdPipe } from '../../common/pipes/id.pipe.js';
import { CurrentUser } from '../auth/index.js';
import type { User } from '../users/index.js';
import { WebsitesService } from '../websites/index.js';
import { PREVIEW_PAGE_HEADERS } from './public-page-headers.js';
import { PublicPagesService } from './public-pages.service.js';

const websiteId = new IdPipe(WEBSITE_MESSAGES.invalidWebsiteId);

/**
 * POST /api/websites/id/{id}/preview: the editor's live preview. The body of a save (same checks, same
 * normalisation, same permissions), nothing stored, answered with the public page's HTML.
 */
@Controller()
export class PagePreviewController {
  constructor(
    private readonly websites: WebsitesService,
    private readonly pages: PublicPagesService,
  ) {}

  @Post(routeOf(API.websites.preview(':id')))
  @HttpCode(200)
  async preview(
    @CurrentUser() user: User,
    @Param('id', websiteId) id: number,
    @Body(new ContractPipe(updateWebsiteSchema)) body: UpdateWebsiteRequest,
    @Res() res: Response,
  ) {
    const html = await this.pages.renderPreview(await this.websites.draft(user, id, body));
    res.set(PREVIEW_PAGE_HEADERS).send(html);
  }
}
