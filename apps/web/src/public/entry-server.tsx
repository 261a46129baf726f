import type { PublicAssets, PublicPageModel, RenderedPublicPage, ThankYouShell, ThankYouUpsellPageModel } from '@cod/contracts';
import { renderToString } from 'react-dom/server';
import { renderDocument } from './document.js';
import { htmlInMarketVariant, marketOfModel } from './market-variant/convert-html.js';
import { islandTextsFor } from './market-variant/page-texts.js';
import { pageFor } from './pages/page-for.js';
import { thankYouShellOf } from './pages/thank-you/thank-you-shell.js';

export { fillThankYouShell } from './pages/thank-you/thank-you-shell.js';

/**
 * Renders a public page to a complete HTML document on the server. Called by the API
 * (apps/api/src/modules/public-pages) with the page's data and the built public assets.
 * Bosnian and Montenegrin pages are turned into ijekavian here, in one place (market-variant/);
 * Serbian pages are returned exactly as rendered.
 */
export function renderPublicPage(model: PublicPageModel, assets: PublicAssets): RenderedPublicPage {
  const page = pageFor(model);
  const body = renderToString(page.element);
  const market = marketOfModel(model);
  // The islands learn the market from the page data (a simple thank-you page's comes from its order)
  // and get their fixed messages already converted; a Serbian page's data stays as it was.
  const texts = islandTextsFor(market);
  const data = texts ? { ...page.data, targetMarket: page.data.targetMarket || market, texts } : page.data;
  return { status: page.status, html: htmlInMarketVariant(renderDocument(page.head, body, data, assets), market) };
}

/** The thank-you page of an order's site as a shell the server keeps and fills per order (see thank-you-shell.ts). */
export function renderThankYouShell(model: ThankYouUpsellPageModel, assets: PublicAssets): ThankYouShell | null {
  return thankYouShellOf(model, (m) => renderPublicPage(m, assets));
}
