/** Market options (spec 000 §3): choosing a market sets currency and symbol. */
export const MARKETS = [
  { id: 'Serbia', label: 'Srbija', currency: 'RSD', currencySymbol: 'RSD' },
  { id: 'Bosnia', label: 'Bosna i Hercegovina', currency: 'KM', currencySymbol: 'KM' },
  { id: 'Montenegro', label: 'Crna Gora', currency: 'EUR', currencySymbol: '€' },
] as const;
export type MarketId = (typeof MARKETS)[number]['id'];
export const DEFAULT_MARKET: MarketId = 'Serbia';

/** The market an amount in this currency was paid in (an order's currency: KM → Bosnia, € → Montenegro). */
export function marketOfCurrency(currency: string | null | undefined): MarketId {
  const c = (currency ?? '').trim().toUpperCase();
  if (c === 'KM' || c === 'BAM') return 'Bosnia';
  if (c === 'EUR' || c === '€') return 'Montenegro';
  return DEFAULT_MARKET;
}
