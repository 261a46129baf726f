import type { ReactElement } from 'react';
import type { HeadTags } from '../document.js';
import type { PublicPageData } from '../page-data.js';

/** What a page kind hands the renderer: status, head tags, the body element and the script's page data. */
export interface PageParts {
  status: number;
  head: HeadTags;
  element: ReactElement;
  data: PublicPageData;
}
