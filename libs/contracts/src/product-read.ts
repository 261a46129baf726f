import { MARKETS, type MarketId } from './markets.js';
import { rules, schema, type Schema } from './validation.js';
import { isHttpUrl, WEBSITE_MESSAGES } from './website-create.js';

/*
 * POST /api/products/read (API.products.read): the builder reads the seller's product link and fills
 * its form (spec 000 §2 "Website builder"). What the page does not say stays empty: the
 * seller types it.
 */

export interface ProductReadRequest {
  /** The seller's product page (http or https). */
  url: string;
  /** The market of the site being built: prices come converted into its currency. */
  targetMarket: MarketId;
}

export interface ProductReadResponse {
  /** The product's name as the page gives it; null when the page gave none (or could not be read). */
  name: string | null;
  /** The current price in the market's currency (a converted price is set on a price point); null when the page has no price or its currency is not known. */
  price: number | null;
  /** The price before a discount, converted like `price`; null unless the page shows one higher than `price`. */
  originalPrice: number | null;
  /** The market's currency and symbol, as a site stores them ('RSD', 'KM', 'EUR' / 'RSD', 'KM', '€'). */
  currency: string;
  currencySymbol: string;
  /** The ISO code of the page's price ('EUR', 'USD'…); null when there is no price or the page names no currency. */
  sourceCurrency: string | null;
  /** Every picture of the product's gallery, best first, one copy of each (the largest). */
  images: string[];
  /** A free custom URL made from the name (the seller may change it); null without a name. */
  suggestedCustomUrl: string | null;
  sku: string | null;
  /** Serbian, for the seller: the page could not be read, or only in part (e.g. no price). */
  warning?: string;
}

/** Product reads per user and minute (each one fetches a page on the seller's behalf). */
export const PRODUCT_READS_PER_MIN = 30;

/** Texts of the product read (the spec gives none: ours). */
export const PRODUCT_READ_MESSAGES = {
  tooManyReads: 'Previše učitavanja proizvoda. Pokušajte ponovo za minut.',
  noCurrency: 'Stranica ne navodi valutu cene, pa cena nije preuzeta. Unesite cenu ručno.',
  unknownCurrency: (currency: string, market: string) =>
    `Cena na stranici je u valuti ${currency}, koja ne može da se preračuna u ${market}. Unesite cenu ručno.`,
} as const;

/** POST /api/products/read: a valid link ('Link proizvoda je obavezan', 'Mora biti validan link') and a known market. */
export const productReadRequestSchema: Schema<ProductReadRequest> = schema<ProductReadRequest>({
  url: [rules.required(WEBSITE_MESSAGES.productLinkRequired), (v) => (isHttpUrl(v) ? undefined : WEBSITE_MESSAGES.validLink)],
  targetMarket: [(v) => (MARKETS.some((m) => m.id === v) ? undefined : WEBSITE_MESSAGES.marketInvalid)],
});
