import type { UpdateWebsiteRequest, WebsiteResponse } from '@cod/contracts';
import type { PublicPageData } from '../page-data.js';
import type { Notice } from './notice.js';
import type { OwnerSession } from './owner-api.js';

/** What every owner tool is given: the page, the session, the notice, the saved site and the one save queue. */
export interface OwnerContext {
  doc: Document;
  page: PublicPageData;
  session: OwnerSession;
  notice: Notice;
  /** The site as last saved. */
  site(): WebsiteResponse;
  /**
   * PUT /api/websites/id/{id}, one save at a time in the order asked: the body is built when its turn
   * comes, from the site as the previous save left it (two quick image swaps never undo each other).
   */
  save(body: (site: WebsiteResponse) => UpdateWebsiteRequest): Promise<WebsiteResponse>;
}

/** One thing edit mode adds to the page (image controls, the advertorial's editable parts). */
export interface EditPart {
  on(): void;
  off(): void;
}
