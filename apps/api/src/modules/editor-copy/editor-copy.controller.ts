import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { API, rewriteRequestSchema, routeOf, WEBSITE_MESSAGES, type RewriteRequest } from '@cod/contracts';
import { ContractPipe } from '../../common/pipes/contract.pipe.js';
import { IdPipe } from '../../common/pipes/id.pipe.js';
import { CurrentUser } from '../auth/index.js';
import type { User } from '../users/index.js';
import { EditorCopyService } from './editor-copy.service.js';

const websiteId = new IdPipe(WEBSITE_MESSAGES.invalidWebsiteId);

/** API.testimonials() encodes its parameters; the route pattern needs them as they are. */
const TESTIMONIALS_ROUTE = decodeURIComponent(routeOf(API.testimonials(':shortNameOrTitle', ':category')));

@Controller()
export class EditorCopyController {
  constructor(private readonly copy: EditorCopyService) {}

  /** GET /api/testimonials/{shortNameOrTitle}/{category} → {testimonials} (signed in). */
  @Get(TESTIMONIALS_ROUTE)
  testimonials(@CurrentUser() user: User, @Param('shortNameOrTitle') name: string, @Param('category') category: string) {
    return this.copy.testimonials(user, name, category);
  }

  /** POST /api/websites/id/{id}/rewrite {field} → {field, value}: a fresh variant, not saved. */
  @Post(routeOf(API.websites.rewrite(':id')))
  @HttpCode(200)
  rewrite(@CurrentUser() user: User, @Param('id', websiteId) id: number, @Body(new ContractPipe(rewriteRequestSchema)) body: RewriteRequest) {
    return this.copy.rewrite(user, id, body.field);
  }
}
