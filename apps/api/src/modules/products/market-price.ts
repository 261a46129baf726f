import { convertPrice, currencyCode, PRODUCT_READ_MESSAGES, type CurrencyCode } from '@cod/contracts';
import { currencyOfHost } from './extraction/price.js';
import type { ExtractedProduct } from './product.types.js';

export interface MarketPrice {
  price: number | null;
  originalPrice: number | null;
  /** The page's currency (ISO), when the page has a price and says (or its own country's domain says) which. */
  sourceCurrency: string | null;
  warning?: string;
}

/** The currency a site of the market stores, as an ISO code ('KM' → BAM). */
function marketCode(marketCurrency: string): CurrencyCode {
  const code = currencyCode(marketCurrency);
  if (!code) throw new Error(`unknown market currency ${marketCurrency}`);
  return code;
}

/**
 * A page's prices in the market's currency (convertPrice: the same currency unchanged, another one
 * converted at the fixed rates and set on a price point). Nothing is invented: no price gives null; a
 * currency the rates do not know gives null with a warning; a page that names no currency is taken to
 * be in the market's currency only when its domain is of the market's country (.rs for Serbia, .ba for
 * Bosnia, .me for Montenegro), otherwise null with a warning.
 */
export function marketPrice(product: Pick<ExtractedProduct, 'price' | 'originalPrice' | 'currency' | 'currencyFromHost'>, pageUrl: string, market: { currency: string }): MarketPrice {
  if (product.price === undefined || !(product.price > 0)) return { price: null, originalPrice: null, sourceCurrency: null };
  const target = marketCode(market.currency);

  let source: string;
  if (product.currency && !product.currencyFromHost) {
    source = currencyCode(product.currency) ?? product.currency.toUpperCase();
  } else if (currencyCode(currencyOfHost(pageUrl)) === target) {
    source = target;
  } else {
    return { price: null, originalPrice: null, sourceCurrency: null, warning: PRODUCT_READ_MESSAGES.noCurrency };
  }

  const price = convertPrice(product.price, source, target);
  if (price === null) {
    return { price: null, originalPrice: null, sourceCurrency: source, warning: PRODUCT_READ_MESSAGES.unknownCurrency(source, market.currency) };
  }
  const original = product.originalPrice !== undefined ? convertPrice(product.originalPrice, source, target) : null;
  // A price point may bring two close prices together: the discount then is not shown.
  return { price, originalPrice: original !== null && original > price ? original : null, sourceCurrency: source };
}
