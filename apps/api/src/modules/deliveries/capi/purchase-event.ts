import { pixelCurrency, type MarketId } from '@cod/contracts';
import { createHash } from 'node:crypto';
import type { Parcel } from '../parcel.reader.js';

const COUNTRY: Record<MarketId, string> = { Serbia: 'rs', Bosnia: 'ba', Montenegro: 'me' };

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
/** Meta's normalisation of names and cities: lower case, letters only (UTF-8 letters kept: 'Đorđević' → 'đorđević'). */
const lettersOnly = (value: string) => value.toLowerCase().normalize('NFC').replace(/[^\p{L}\p{M}]/gu, '');

/** Hashes a normalised value; empty values are left out (Meta rejects a hash of nothing). */
function hashed(value: string | null | undefined): string | undefined {
  return value ? sha256(value) : undefined;
}

/**
 * The customer's data as Meta matches it (CONTRACT.md): e-mail, phone (digits with the country code:
 * 381…, 387…, 382…), first and last name, city, postal code and country, each normalised and SHA-256
 * hashed; the visitor's address, browser and Meta cookies as captured with the order, unhashed.
 */
export function purchaseUserData(parcel: Parcel) {
  const o = parcel.order;
  const data: Record<string, string> = {};
  const put = (key: string, value: string | undefined | null) => {
    if (value) data[key] = value;
  };
  put('em', hashed(o.email?.trim().toLowerCase()));
  put('ph', hashed(o.phone.replace(/\D/g, '')));
  put('fn', hashed(lettersOnly(o.firstName)));
  put('ln', hashed(lettersOnly(o.lastName)));
  put('ct', hashed(lettersOnly(o.city)));
  put('zp', hashed(o.postalCode?.replace(/\s|-/g, '').toLowerCase()));
  put('country', hashed(COUNTRY[parcel.website.market] ?? 'rs'));
  put('client_ip_address', o.clientIp && o.clientIp !== 'unknown' ? o.clientIp : null);
  put('client_user_agent', o.clientUserAgent);
  put('fbp', o.fbp);
  put('fbc', o.fbc);
  return data;
}

/**
 * The server's Purchase for an order: `event_id` is the order number, which the browser pixel's
 * Purchase also carries as its eventID, so Meta counts the two once. Value and content ids are the
 * browser event's (the order's total, the product id).
 */
export function purchaseEvent(parcel: Parcel, siteUrl: string) {
  const o = parcel.order;
  return {
    event_name: 'Purchase',
    event_time: Math.floor(new Date(o.createdAt).getTime() / 1000),
    event_id: o.orderId,
    action_source: 'website',
    event_source_url: o.sourceUrl ?? siteUrl,
    user_data: purchaseUserData(parcel),
    custom_data: {
      value: o.totalPrice,
      currency: pixelCurrency(o.currency),
      content_type: 'product',
      content_ids: [o.productId],
      num_items: o.quantity,
      order_id: o.orderId,
    },
  };
}
