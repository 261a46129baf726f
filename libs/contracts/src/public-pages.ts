import type { MarketId } from './markets.js';
import type { PublicOrder } from './orders.js';
import type { PublicShop } from './shop-profile.js';
import type { PublicWebsiteListItem, UpsellProductResponse, WebsiteResponse } from './website.js';

/**
 * What the server hands the public-page renderer (apps/web entry-server) for each public route.
 * Pages are rendered on the server; a small script (entry-public) brings the interactive parts to life.
 */
export type PublicPageModel =
  | ProductPageModel
  | NotFoundPageModel
  | ThankYouUpsellPageModel
  | ThankYouLegacyPageModel
  | UpsellAcceptedPageModel
  | ThankYouSimplePageModel
  | ThankYouGenericPageModel
  | StorefrontPageModel;

/** Data every public page gets. */
export interface PublicPageCommon {
  /** The absolute URL of this page on the production domain (canonical link, pixel, the dev banner's button). */
  canonicalUrl: string;
  /**
   * Set when the page is served from a preview/dev host, or from the platform's own host while the seller
   * has a verified domain: the same path on the production domain.
   */
  previewProductionUrl: string | null;
  /**
   * The banner is for the seller only (the platform's own host may be what buyers open): it is in the page
   * but hidden, and the owner's tools show it. Unset on preview/dev hosts, where everyone sees it.
   */
  previewForOwnerOnly?: boolean;
  /** The site owner's social-ads pixel ID; null: no pixel script at all. */
  pixelId: string | null;
  /**
   * The seller's identity and the terms of the page's market, from their shop profile: the same on every
   * page of theirs. Null: no profile (the page then claims no identity and no terms), or no single seller.
   */
  shop: PublicShop | null;
  /**
   * Where 'Nazad' / 'Početna' lead a buyer: the order's or page's site, '/' on a seller's domain, else the
   * storefront. Never the console's sign-in.
   */
  homeUrl: string;
}

/** GET /{customUrl} */
export interface ProductPageModel extends PublicPageCommon {
  kind: 'product';
  site: WebsiteResponse;
  /** 0–3, from a hash of productId or customUrl (spec 001 §2.2). */
  variant: 0 | 1 | 2 | 3;
  /** The arm of the site's A/B test this page shows (`site` is that arm's); absent outside a test. */
  experimentArm?: 'a' | 'b';
}

export interface NotFoundPageModel extends PublicPageCommon {
  kind: 'not-found';
  path: string;
}

/** /hvala/{websiteId}/{orderId} (or /hvala?order=&website=) when the order loads. */
export interface ThankYouUpsellPageModel extends PublicPageCommon {
  kind: 'thank-you-upsell';
  site: WebsiteResponse;
  order: PublicOrder;
  upsells: UpsellProductResponse[];
}

/** /hvala without a loadable order: the older page with three hard-coded offers. */
export interface ThankYouLegacyPageModel extends PublicPageCommon {
  kind: 'thank-you-legacy';
  orderId: string | null;
  /** The market of the order, when it was found: the page is read in its variant of the language. */
  market?: MarketId;
}

/** /hvala-upsell?order= */
export interface UpsellAcceptedPageModel extends PublicPageCommon {
  kind: 'upsell-accepted';
  orderId: string | null;
  /** The market of the order, when it was found: the page is read in its variant of the language. */
  market?: MarketId;
}

/** /hvala-simple?order= */
export interface ThankYouSimplePageModel extends PublicPageCommon {
  kind: 'thank-you-simple';
  order: PublicOrder | null;
}

/** /hvala-success and /thank-you-success */
export interface ThankYouGenericPageModel extends PublicPageCommon {
  kind: 'thank-you-generic';
}

/** The storefront at /prodavnica (STOREFRONT_PATH). */
export interface StorefrontPageModel extends PublicPageCommon {
  kind: 'storefront';
  items: PublicWebsiteListItem[];
  /** A seller's own storefront (`/` or /prodavnica on their domain): their sites only, their name, no platform sign-in. */
  seller: boolean;
  /** The market whose terms the page shows (of most of its sites). */
  market: MarketId;
}

/** Built assets the document links (from the public build's manifest). */
/** The public pages' stylesheets: each page inlines only the one its kind uses. */
export const PUBLIC_STYLE_SHEETS = ['product', 'thank-you', 'storefront'] as const;
export type PublicStyleSheet = (typeof PUBLIC_STYLE_SHEETS)[number];

/** Sales pages and the 404 screen share one sheet; thank-you pages and the storefront have their own. */
export function styleSheetFor(kind: string): PublicStyleSheet {
  if (kind === 'storefront') return 'storefront';
  if (kind.startsWith('thank-you') || kind === 'upsell-accepted') return 'thank-you';
  return 'product';
}

export interface PublicAssets {
  /** URL of the public script (module), e.g. /assets/public-abc123.js */
  script: string;
  /** The stylesheets' text, inlined into <head> (small; saves a round trip on mobile). */
  css: Record<PublicStyleSheet, string>;
}

export interface RenderedPublicPage {
  status: number;
  html: string;
}

/** The places in a thank-you page (/hvala/{websiteId}/{orderId}) that show the order's own values. */
export type ThankYouSlot = 'orderId' | 'quantity' | 'total' | 'windowEnd' | 'timeLeft';

/**
 * A thank-you page rendered once for a site (its market, offers and seller), with the order's own values
 * left as slots, and filled per order: the page without its render. `parts` has one more entry than `slots`.
 */
export interface ThankYouShell {
  status: number;
  parts: string[];
  slots: ThankYouSlot[];
  /** The currency the page shows the order's total in. */
  money: { currency: string; symbol: string };
}

/** What fills a thank-you shell: the order's values its slots show. */
export type ThankYouShellOrder = Pick<PublicOrder, 'orderId' | 'quantity' | 'totalPrice' | 'upsellDelayedUntil'>;


/** A small stable hash (FNV-1a) of text, for the design variant. */
export function designVariant(key: string): 0 | 1 | 2 | 3 {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return ((h >>> 0) % 4) as 0 | 1 | 2 | 3;
}

/** GET /api/public/websites/{id}/proof: real counts a sales page may show (from the seller's minimum up). */
export interface PublicProofResponse {
  ordersLast24h: number;
  visitorsNow: number;
}
