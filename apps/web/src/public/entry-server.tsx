import type { PublicAssets, PublicPageModel, RenderedPublicPage } from '@cod/contracts';
import { renderToString } from 'react-dom/server';
import { renderDocument } from './document.js';
import { pageFor } from './pages/page-for.js';

/**
 * Renders a public page to a complete HTML document on the server. Called by the API
 * (apps/api/src/modules/public-pages) with the page's data and the built public assets.
 */
export function renderPublicPage(model: PublicPageModel, assets: PublicAssets): RenderedPublicPage {
  const page = pageFor(model);
  const body = renderToString(page.element);
  return { status: page.status, html: renderDocument(page.head, body, page.data, assets) };
}
