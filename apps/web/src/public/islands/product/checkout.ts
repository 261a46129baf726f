import type { PublicPageData } from '../../page-data.js';
import { funnel } from '../shared/funnel.js';
import { track } from '../shared/pixel.js';

const sent = new Set<number>();

/**
 * InitiateCheckout when a quantity is chosen or an order form opens (spec 001 §7): once per quantity
 * and page view, with that offer's price. The funnel counts the first as the form opened.
 */
export function initiateCheckout(page: PublicPageData, qty: number, price: number) {
  funnel('form_open');
  if (sent.has(qty)) return;
  sent.add(qty);
  track('InitiateCheckout', {
    content_ids: [page.productId],
    content_type: 'product',
    content_name: page.productName,
    value: price,
    currency: page.currency ?? 'RSD',
    num_items: qty,
  });
}

/** One random key per opened order form: the server creates one order for the same key. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  // randomUUID exists only in secure contexts (https, localhost); a custom domain may still be plain http.
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof c?.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
