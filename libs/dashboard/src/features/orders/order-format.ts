import { formatMoney } from '@cod/contracts';

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
