import { formatMoney, TRAFFIC_SOURCE_FIELDS, type OrderSource } from '@cod/contracts';
import { T } from '../../texts.js';

/** An amount with its currency symbol in Serbian number formatting: '4.990 RSD', '49,90 €' (default 0). */
export function orderMoney(amount: number | null | undefined, currency: string | null | undefined, symbol?: string | null): string {
  const code = currency || 'RSD';
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : Number(amount) || 0;
  return `${formatMoney(value, code)} ${symbol || code}`;
}

/** 'Bulevar 1, Beograd, 11000' without the empty parts. */
export function orderAddress(order: { address?: string | null; city?: string | null; postalCode?: string | null }): string {
  return [order.address, order.city, order.postalCode].map((p) => p?.trim()).filter(Boolean).join(', ');
}

/** 'Petar Petrović' (either name may be empty). */
export function customerName(order: { firstName?: string | null; lastName?: string | null }): string {
  return [order.firstName, order.lastName].map((p) => p?.trim()).filter(Boolean).join(' ');
}

/**
 * Where the buyer came from, as one line: the tags present joined with ' · ' ('facebook · cpc · jesen-1');
 * 'Facebook oglas' when only a Facebook click id came; '' when nothing did (the field is then left out).
 */
export function orderSourceText(source: OrderSource | null | undefined): string {
  if (!source || typeof source !== 'object') return '';
  const tags = TRAFFIC_SOURCE_FIELDS.map((key) => source[key]).filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());
  if (tags.length) return tags.join(' · ');
  return typeof source.fbclid === 'string' && source.fbclid.trim() ? T.orders.sourceFacebookAd : '';
}
