/** Market options (spec 000 §3): choosing a market sets currency and symbol. */
export const MARKETS = [
  { id: 'Serbia', label: 'Srbija', currency: 'RSD', currencySymbol: 'RSD' },
  { id: 'Bosnia', label: 'Bosna i Hercegovina', currency: 'KM', currencySymbol: 'KM' },
  { id: 'Montenegro', label: 'Crna Gora', currency: 'EUR', currencySymbol: '€' },
] as const;
export type MarketId = (typeof MARKETS)[number]['id'];
export const DEFAULT_MARKET: MarketId = 'Serbia';

export const TEMPLATES = ['Minimalistic', 'Sales Template', 'Advertorial Template'] as const;
export type TemplateName = (typeof TEMPLATES)[number];
export const DEFAULT_TEMPLATE: TemplateName = 'Minimalistic';
