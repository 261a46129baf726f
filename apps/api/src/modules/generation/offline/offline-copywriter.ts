/**
 * The offline copywriter: deterministic Serbian (Latin) sales copy without any network. The same
 * request always gives the same content; a seed from the product name, market and template picks
 * among several phrasings per sentence, so different products read differently.
 */
import type { WebsiteContent } from '@cod/contracts';
import type { Copywriter, UpsellCopy, UpsellCopyRequest, WebsiteCopyRequest } from '../copywriter.js';
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
}

export { composeUpsell, upsellPrices } from './upsell.js';
export { composeWebsite } from './website.js';
