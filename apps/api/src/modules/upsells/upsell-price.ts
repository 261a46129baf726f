import { convertPrice, currencyCode, roundMoney } from '@cod/contracts';

/**
 * The price an upsell is offered at, in the site's currency: the seller's own figure as given (they
 * type it for their site), else the source page's price converted from the page's currency at the
 * fixed rates and set on a price point (2 490 RSD on a Montenegrin site → 20,90 €, never 2 490 €).
 * A page price in a currency the markets do not use (USD…) is not trusted: undefined, and the
 * copywriter sizes the price from the main product's. A page without a currency is taken as the site's.
 */
export function upsellSourcePrice(
  given: number | null | undefined,
  page: { price?: number; currency?: string } | null | undefined,
  siteCurrency: string,
): number | undefined {
  if (typeof given === 'number' && given > 0) return given;
  const price = page?.price;
  if (typeof price !== 'number' || !(price > 0)) return undefined;
  if (!page?.currency || !currencyCode(siteCurrency)) return roundMoney(price, siteCurrency);
  return convertPrice(price, page.currency, siteCurrency) ?? undefined;
}
