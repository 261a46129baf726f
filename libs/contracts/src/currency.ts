import { roundMoney } from './pricing.js';

/*
 * The markets' three currencies and the fixed rates between them, for prices read in one currency
 * and shown in another (an upsell's source page in dinars on a Montenegrin site).
 */

export type CurrencyCode = 'RSD' | 'EUR' | 'BAM';

/** Units of each currency for 1 EUR (the same figures as the dashboard's EUR_RATES): the dinar at its long-steady rate, the mark at its fixed peg. */
export const UNITS_PER_EURO: Readonly<Record<CurrencyCode, number>> = { EUR: 1, RSD: 117.2, BAM: 1.95583 };

const ALIASES: Record<string, CurrencyCode> = {
  RSD: 'RSD',
  DIN: 'RSD',
  'DIN.': 'RSD',
  DINAR: 'RSD',
  DINARA: 'RSD',
  EUR: 'EUR',
  '€': 'EUR',
  EURO: 'EUR',
  BAM: 'BAM',
  KM: 'BAM',
};

/** The ISO code of a currency as sites and pages write it ('KM' → BAM, '€' → EUR, 'din' → RSD); null for others. */
export function currencyCode(currency: string | null | undefined): CurrencyCode | null {
  return ALIASES[String(currency ?? '').trim().toUpperCase()] ?? null;
}

/** The plain converted amount (no rounding); null when either currency is not one of the three. */
export function convertAmount(amount: number, from: string, to: string): number | null {
  const a = currencyCode(from);
  const b = currencyCode(to);
  if (!a || !b || !Number.isFinite(amount)) return null;
  return a === b ? amount : (amount / UNITS_PER_EURO[a]) * UNITS_PER_EURO[b];
}

/**
 * The nearest price point buyers expect: dinars end in 90 (990, 1 490, 2 490; steps of 500 from
 * 5 000: 5 490, 5 990), euro and marks in ,90 (9,90 €, 19,90 KM). `currency` as the site writes it.
 */
export function pricePoint(amount: number, currency: string): number {
  if (!(amount > 0)) return 0;
  if (currencyCode(currency) === 'RSD') {
    const step = amount >= 5000 ? 500 : 100;
    return Math.max(step, Math.round((amount + 10) / step) * step) - 10;
  }
  return roundMoney(Math.max(1, Math.round(amount + 0.1)) - 0.1, currency);
}

/**
 * A price read in `from` as the site's `to` currency: unchanged (rounded to money) in the same
 * currency, else converted at UNITS_PER_EURO and set on a price point. Null when a currency is unknown
 * (the price cannot be trusted on this site).
 */
export function convertPrice(amount: number, from: string, to: string): number | null {
  if (!(amount > 0)) return null;
  const a = currencyCode(from);
  const b = currencyCode(to);
  if (!a || !b) return null;
  if (a === b) return roundMoney(amount, to);
  return pricePoint(convertAmount(amount, a, b)!, to);
}
