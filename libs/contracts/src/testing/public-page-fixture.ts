import type { ProductPageModel, PublicAssets, PublicPageCommon } from '../public-pages.js';
import { publicShopOf, type PublicShop, type ShopProfile } from '../shop-profile.js';
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
  return { canonicalUrl: 'https://shop.example.rs/hvala/42/N7K2MQ9XA4TB3', previewProductionUrl: null, pixelId: null, shop: null, homeUrl: '/prodavnica', ...overrides };
}

/** A complete shop profile as the seller saves it (PUT /api/user/shop-profile; a PIB with a valid check digit). */
export function shopProfileFixture(overrides: Partial<ShopProfile> = {}): ShopProfile {
  return {
    shopName: 'Kućni Kutak',
    legalName: 'Kućni Kutak DOO Novi Sad',
    taxId: '101134702',
    registrationNumber: '08765432',
    address: 'Bulevar oslobođenja 12',
    city: 'Novi Sad',
    phone: '+381641234567',
    autoBlockAfterRefusals: 0,
    email: 'kontakt@kucnikutak.rs',
    returnDays: 14,
    warrantyMonths: 24,
    markets: { Serbia: { deliveryDays: '2-4', shippingCost: 0, freeShippingFrom: null } },
    ...overrides,
  };
}

/** That profile as a Serbian page shows it. */
export function shopFixture(overrides: Partial<PublicShop> = {}): PublicShop {
  return { ...publicShopOf(shopProfileFixture(), 'Serbia')!, ...overrides };
}

/** The product page of a site (design variant 0, with a pixel), at https://shop.example.rs/{customUrl}. */
export function productPageFixture(site: WebsiteResponse = websiteFixture(), extra: Partial<ProductPageModel> = {}): ProductPageModel {
  return {
    kind: 'product',
    site,
    variant: 0,
    canonicalUrl: `https://shop.example.rs/${site.customUrl}`,
    previewProductionUrl: null,
    pixelId: '123456789012345',
    shop: null,
    homeUrl: '/prodavnica',
    ...extra,
  };
}
