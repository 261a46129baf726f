import { fromMinor, subMinor, timesMinor, toMinor, type Minor } from './money.js';
import type { PriceAnchoring, QuantityOffers } from './website.js';

// Building an Intl formatter costs far more than using one: two are enough, built on first use (at
// the public script's start they cost a phone ≈ 50 ms of blocked main thread, and most pages never format).
let formatters: { whole: Intl.NumberFormat; cents: Intl.NumberFormat } | undefined;
const FORMATTERS = () =>
  (formatters ??= {
    whole: new Intl.NumberFormat('sr-Latn-RS', { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
    cents: new Intl.NumberFormat('sr-Latn-RS', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  });

/** Currencies whose prices are whole numbers (dinars); others keep cents. */
const WHOLE_CURRENCIES = new Set(['RSD']);

export const isWholeCurrency = (currency: string) => WHOLE_CURRENCIES.has(currency.toUpperCase());

/** Rounds to money: whole dinars, or cents. Sums are done in minor units to avoid float drift. */
export function roundMoney(amount: number, currency: string): number {
  return isWholeCurrency(currency) ? Math.round(amount) : fromMinor(toMinor(amount));
}

/** A "charm" price near `amount`: …990 style for dinars (4 990), ….99 for euro and KM (49.99). */
export function charmPrice(amount: number, currency: string): number {
  if (isWholeCurrency(currency)) {
    if (amount < 200) return Math.max(9, Math.round(amount / 10) * 10 - 1);
    return Math.max(90, Math.round(amount / 100) * 100 - 10);
  }
  if (amount < 2) return roundMoney(amount, currency);
  return roundMoney(Math.round(amount) - 0.01, currency);
}

/** The savings figure of a badge: the exact saving in money (whole dinars, or cents), never rounded up or down to a round number. */
export function badgeAmount(amount: number, currency: string): number {
  return roundMoney(amount, currency);
}

/** A badge's number: '1690', '9,99', '12.490' (four digits stay together, like the spec's 'UŠTEDA 1000 RSD'). */
export function badgeNumber(amount: number): string {
  const cents = !Number.isInteger(Math.round(amount * 100) / 100);
  if (cents) return FORMATTERS().cents.format(amount);
  return Math.abs(amount) >= 10000 ? FORMATTERS().whole.format(amount) : String(Math.round(amount));
}

export const QUANTITY_TEXT = { single: '1 komad', double: '2 komada', triple: '3 komada' } as const;
export const BEST_OFFER_BADGE = 'NAJBOLJA PONUDA';
export const savingsBadge = (amount: number, symbol: string) => `UŠTEDA ${badgeNumber(amount)} ${symbol}`;
/** A badge that states a saving ('UŠTEDA 1000 RSD'): its figure is re-derived from the offer it stands next to. */
export const isSavingsBadge = (badge: string) => /^\s*UŠTEDA\b/iu.test(badge);

/**
 * The saving of a pack against buying its pieces one by one at the single price (the figure of its
 * 'UŠTEDA …' badge); 0 when there is none.
 */
export function packSaving(singlePrice: number, qty: number, packPrice: number, currency: string): number {
  const saving = roundMoney(fromMinor(subMinor(timesMinor(toMinor(singlePrice), qty), toMinor(packPrice))), currency);
  return saving > 0 ? saving : 0;
}

/** The largest of the given discount percents (0 without any): what a page may promise in a banner. */
export const largestDiscount = (percents: readonly number[]) => percents.reduce((max, p) => (p > max ? p : max), 0);

/** Multipliers that turn the spec's 2 990 into 4 990 and 6 990 (spec 000 §9, 001 §9). */
const DOUBLE_FACTOR = 4990 / 2990;
const TRIPLE_FACTOR = 6990 / 2990;

/**
 * Default quantity offers from a unit price. For 2 990 RSD: 2 990, 4 990 ('UŠTEDA 1000 RSD'),
 * 6 990 ('NAJBOLJA PONUDA') — the spec's defaults.
 */
export function defaultQuantityOffers(price: number, currency: string, symbol: string): QuantityOffers {
  const single = roundMoney(price, currency);
  const double = charmPrice(price * DOUBLE_FACTOR, currency);
  const triple = charmPrice(price * TRIPLE_FACTOR, currency);
  const saving = packSaving(single, 2, double, currency);
  return {
    single: { price: single, text: QUANTITY_TEXT.single, badge: '' },
    double: { price: double, text: QUANTITY_TEXT.double, badge: saving > 0 ? savingsBadge(saving, symbol) : '' },
    triple: { price: triple, text: QUANTITY_TEXT.triple, badge: BEST_OFFER_BADGE },
  };
}

/**
 * The old price a page may strike through: the seller's (or the product page's) original price when it is
 * higher, else the price itself, i.e. no old price and no discount. Spec 001 §9 invents one at 1.4 times the
 * price: a reference price nobody charged, which a buyer is never shown.
 */
export function anchorOriginalPrice(price: number, originalPrice: number | null | undefined, currency: string): number {
  if (originalPrice && originalPrice > price) return roundMoney(originalPrice, currency);
  return roundMoney(price, currency);
}

export function discountPercent(price: number, originalPrice: number): number {
  return originalPrice > price ? Math.round((1 - price / originalPrice) * 100) : 0;
}

export function priceAnchoringFor(price: number, originalPrice: number | null | undefined, currency: string, symbol: string): PriceAnchoring {
  const original = anchorOriginalPrice(price, originalPrice, currency);
  // Without a real old price there is nothing to compare: no sentence.
  const comparisonText = original > price ? `Umesto ${formatMoney(original, currency)} ${symbol} danas samo ${formatMoney(price, currency)} ${symbol} — uštedite ${discountPercent(price, original)}%` : '';
  return anchoringOf(toMinor(roundMoney(price, currency)), toMinor(original), comparisonText);
}

/** The one saving rule, in minor units: the old price less the price, 0 without a higher old price. */
const savingMinor = (original: Minor | null, price: Minor): Minor => (original !== null && original > price ? subMinor(original, price) : (0 as Minor));

/** The price anchoring of a site's unit price and its old price (contracts `offerPrices` answers it). */
export function anchoringOf(current: Minor, original: Minor | null, comparisonText: string): PriceAnchoring {
  const saving = savingMinor(original, current);
  return { originalPrice: fromMinor(saving > 0 ? original! : current), currentPrice: fromMinor(current), savings: fromMinor(saving), comparisonText };
}

/** An upsell offer's saving: its original price less its discount price, in the currency's money (0 without a higher original price). */
export const offerSaving = (originalPrice: number, price: number, currency: string): number =>
  roundMoney(fromMinor(savingMinor(toMinor(originalPrice), toMinor(price))), currency);




/** Serbian number formatting: 4.990 / 49,99 (spec: prices with Serbian number formatting). */
export function formatMoney(amount: number, currency: string): string {
  return (isWholeCurrency(currency) ? FORMATTERS().whole : FORMATTERS().cents).format(amount);
}
