import { Inject, Injectable } from '@nestjs/common';
import {
  WEBSITE_MESSAGES,
  type RewritableField,
  type RewriteResponse,
  type TestimonialsResponse,
} from '@cod/contracts';
import { randomUUID } from 'node:crypto';
import { ForbiddenError } from '../../common/errors/domain-error.js';
import { enforceRateLimit } from '../../common/rate-limit/rate-limit.js';
import { COPYWRITER, siteFactsOf, type Copywriter } from '../generation/index.js';
import type { User } from '../users/index.js';
import { toWebsiteResponse, WebsitesService } from '../websites/index.js';
import { EditorCopyLimits } from './editor-copy.limits.js';
import { EDITOR_COPY_MESSAGES } from './editor-copy.messages.js';
import { testimonialsParams } from './testimonials-params.js';

/**
 * The editor's writing calls: comments about a product (spec 001 §7 testimonials call) and a fresh
 * variant of one field of a saved site ('Prepiši'). Both are for signed-in users only and counted per
 * user; nothing is saved (the editor puts the text in its form, the seller saves it).
 */
@Injectable()
export class EditorCopyService {
  constructor(
    @Inject(COPYWRITER) private readonly copywriter: Copywriter,
    private readonly websites: WebsitesService,
    private readonly limits: EditorCopyLimits,
  ) {}

  async testimonials(user: User, rawName: unknown, rawCategory: unknown): Promise<TestimonialsResponse> {
    const request = testimonialsParams(rawName, rawCategory);
    await this.countCall(user);
    return { testimonials: await this.copywriter.writeTestimonials(request) };
  }

  /** Owner or admin (others 404); a site the admin locked refuses its owner (403). */
  async rewrite(user: User, websiteId: number, field: RewritableField): Promise<RewriteResponse> {
    await this.countCall(user);
    const site = await this.websites.getEditable(user, websiteId);
    if (user.role !== 'admin' && !site.editableByClient) throw new ForbiddenError(WEBSITE_MESSAGES.websiteLocked);
    return this.copywriter.rewriteField({ field, site: siteFactsOf(toWebsiteResponse(site)), variant: randomUUID() });
  }

  private countCall(user: User): Promise<void> {
    return enforceRateLimit(this.limits.perUser, `user:${user.id}`, EDITOR_COPY_MESSAGES.tooManyRequests);
  }
}
