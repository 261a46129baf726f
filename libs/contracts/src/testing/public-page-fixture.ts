import { customerCountFor, type ProductPageModel, type PublicAssets, type PublicPageCommon } from '../public-pages.js';
import type { WebsiteResponse } from '../website.js';
import { websiteFixture } from './website-fixture.js';

/*
 * What the server hands the public-page renderer in tests (plain TypeScript, imported by tests only).
 */

/** Built public assets: a script URL and a tiny stylesheet per page kind. */
export const PUBLIC_ASSETS_FIXTURE: PublicAssets = {
  script: '/assets/public-test.js',
  css: { product: 'body{margin:0}', 'thank-you': 'body{margin:0}', storefront: 'body{margin:0}' },
};

/** The data every public page gets: on the production domain, no pixel. */
export function pageCommonFixture(overrides: Partial<PublicPageCommon> = {}): PublicPageCommon {
  return { canonicalUrl: 'https://shop.example.rs/hvala/42/N7K2MQ9XA4TB3', previewProductionUrl: null, pixelId: null, ...overrides };
}

/** The product page of a site (design variant 0, with a pixel), at https://shop.example.rs/{customUrl}. */
export function productPageFixture(site: WebsiteResponse = websiteFixture(), extra: Partial<ProductPageModel> = {}): ProductPageModel {
  return {
    kind: 'product',
    site,
    variant: 0,
    customerCount: customerCountFor(site.id),
    canonicalUrl: `https://shop.example.rs/${site.customUrl}`,
    previewProductionUrl: null,
    pixelId: '123456789012345',
    ...extra,
  };
}
