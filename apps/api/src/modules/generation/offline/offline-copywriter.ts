/**
 * The offline copywriter: deterministic Serbian (Latin) sales copy without any network. The same
 * request always gives the same content; a seed from the product name, market and template picks
 * among several phrasings per sentence, so different products read differently.
 */
import type { AiTestimonial, WebsiteContent } from '@cod/contracts';
import type { Copywriter, FieldVariant, RewriteFieldRequest, TestimonialsRequest, UpsellCopy, UpsellCopyRequest, WebsiteCopyRequest } from '../copywriter.js';
import { honestField, siteHonestBasis } from '../honest-content.js';
import { writeAiTestimonials } from './ai-testimonials.js';
import { rewriteFieldOffline } from './rewrite.js';
import { composeUpsell } from './upsell.js';
import { composeWebsite } from './website.js';

export class OfflineCopywriter implements Copywriter {
  readonly name = 'offline' as const;

  async writeWebsite(request: WebsiteCopyRequest): Promise<WebsiteContent> {
    return composeWebsite(request);
  }

  async writeUpsell(request: UpsellCopyRequest): Promise<UpsellCopy> {
    return composeUpsell(request);
  }

  async writeTestimonials(request: TestimonialsRequest): Promise<AiTestimonial[]> {
    return writeAiTestimonials(request);
  }

  /** A saved site may hold text written before honest pages: the variant is checked like any other. */
  async rewriteField(request: RewriteFieldRequest): Promise<FieldVariant> {
    return honestField(rewriteFieldOffline(request), siteHonestBasis(request.site));
  }
}

export { writeAiTestimonials } from './ai-testimonials.js';
export { productNameOf, rewriteFieldOffline } from './rewrite.js';
export { composeUpsell, upsellPrices } from './upsell.js';
export { composeWebsite } from './website.js';
