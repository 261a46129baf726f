import type { MarketId } from './markets.js';
import type { OrderFormKind } from './template-traits.js';
import type { OrderStatus } from './order-status.js';
import { MAX_EMAIL_LENGTH } from './limits.js';
import { textTooLongFor } from './messages.js';
import { rule, rules, type Check, type FieldRules, schema, type Schema } from './validation.js';
import { isExperimentArm, type ExperimentArm, type OrderSource } from './analytics.js';

/** Order texts: spec 001 §5 and §8 where it gives them; server-only texts are ours. */
export const ORDER_MESSAGES = {
  missingTitle: 'Nedostaju podaci',
  /** A `source` that is not an object, or an arm other than 'a'/'b' (only a page's script sends these). */
  sourceInvalid: 'Neispravni podaci o izvoru posete',
  missingText: 'Molimo unesite sva obavezna polja',
  submitFailedTitle: 'Greška',
  submitFailed: 'Greška pri slanju porudžbine. Molimo pokušajte ponovo.',
  success: 'Porudžbina uspešna!',
  successRedirect: 'Preusmeravamo vas na stranicu potvrde...',
  notFound: 'Porudžbina nije pronađena',
  upsellMissingOrder: 'Greška: Nedostaju podaci o porudžbini',
  upsellOriginalFailed: 'Neuspešno dohvatanje originalne porudžbine',
  upsellAddFailed: 'Greška pri dodavanju proizvoda. Pokušajte ponovo.',
  upsellAdded: 'DODATO U PORUDŽBINU!',
  // Server-only:
  nameRequired: 'Ime i prezime su obavezni',
  phoneRequired: 'Broj telefona je obavezan',
  phoneInvalid: 'Unesite ispravan broj telefona (npr. 064 123 4567 ili +381 64 123 4567)',
  addressRequired: 'Adresa je obavezna',
  cityRequired: 'Grad je obavezan',
  postalCodeRequired: 'Poštanski broj je obavezan',
  postalCodeInvalid: 'Poštanski broj nije ispravan',
  emailInvalid: 'Neispravna email adresa',
  quantityInvalid: 'Količina mora biti 1, 2 ili 3',
  websiteInvalid: 'Nepoznat website',
  websiteUnavailable: 'Ovaj website trenutno ne prima porudžbine',
  textTooLong: 'Tekst je predugačak',
  tooManyOrders: 'Previše porudžbina sa ove adrese. Pokušajte ponovo za minut.',
  tooManyLookups: 'Previše zahteva sa ove adrese. Pokušajte ponovo za minut.',
  upsellWindowClosed: 'Vreme za dodavanje proizvoda u ovu porudžbinu je isteklo',
  upsellAlreadyAdded: 'Ovaj proizvod je već dodat u porudžbinu',
  upsellUnavailable: 'Ova ponuda više nije dostupna',
  upsellWrongWebsite: 'Ponuda ne pripada ovoj porudžbini',
  upsellOrderClosed: 'Ovu porudžbinu više nije moguće dopuniti',
} as const;

export const ORDER_QUANTITIES = [1, 2, 3] as const;
export type OrderQuantity = (typeof ORDER_QUANTITIES)[number];

/** How long the public thank-you lookup of an order works (GET /api/orders/{orderId}). */
export const PUBLIC_ORDER_LOOKUP_HOURS = 24;

// ---------------------------------------------------------------- phone numbers

const COUNTRY_CODES: Record<MarketId, string> = { Serbia: '381', Montenegro: '382', Bosnia: '387' };
/** Digits of the national significant number (after the country code, without the trunk 0). */
const NSN_LENGTH: Record<string, [number, number]> = { '381': [8, 9], '382': [8, 8], '387': [8, 9] };

/**
 * One international form (+381641234567) from the ways Balkan customers write a number:
 * '064 123 4567', '064/123-45-67', '+381 64 1234567', '00381641234567', '381641234567',
 * '+382 67 123 456', '+387 61 123 456'. A national number (leading 0, or none) takes the country of
 * the website's market. Returns null for anything else.
 */
export function normalizePhone(input: string, market: MarketId = 'Serbia'): string | null {
  if (typeof input !== 'string') return null;
  const raw = input.trim();
  if (!/^[+\d][\d\s()./-]{5,24}$/.test(raw)) return null;
  let digits = raw.replace(/[\s()./-]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = COUNTRY_CODES[market] + digits.slice(1);
  else if (!/^38[127]/.test(digits)) digits = COUNTRY_CODES[market] + digits;
  if (!/^\d+$/.test(digits)) return null;
  const cc = digits.slice(0, 3);
  const range = NSN_LENGTH[cc];
  if (!range) return null;
  let nsn = digits.slice(3);
  if (nsn.startsWith('0')) nsn = nsn.slice(1); // '+381 064…' written with the trunk 0
  if (nsn.length < range[0] || nsn.length > range[1] || !/^[1-9]/.test(nsn)) return null;
  return `+${cc}${nsn}`;
}

/** 'Petar Petrović' → first 'Petar', last 'Petrović'; more words → the rest is the last name. */
export function splitName(full: string): { firstName: string; lastName: string } {
  const parts = full.trim().replace(/\s+/g, ' ').split(' ').filter(Boolean);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

// ---------------------------------------------------------------- create order

export interface OrderCustomerData {
  name: string;
  email?: string | null;
  phone: string;
  address: string;
  city: string;
  postalCode?: string | null;
  notes?: string | null;
}

/** POST /api/orders (spec 001 §3). `totalPrice` is accepted but never trusted: the server prices the order. */
export interface CreateOrderRequest {
  websiteId: number;
  quantity: OrderQuantity;
  totalPrice?: number;
  customerData: OrderCustomerData;
  /** The same key sent twice creates one order (a double click, a retry after a lost answer). */
  idempotencyKey?: string;
  /** Left empty by people; bots fill it. */
  contactUrl?: string;
  /** Where the buyer came from: the landing address's utm tags and Facebook click id (kept with the order). */
  source?: OrderSource;
  /** The A/B test arm the buyer saw, when the page's cookie did not come along. */
  experimentArm?: ExperimentArm;
}

export interface CreateOrderResponse {
  success: true;
  orderId: string;
  order: PublicOrder;
  /** Where the thank-you page is: /hvala/{websiteId}/{orderId} */
  redirectUrl: string;
}

/**
 * POST /api/orders answered again for a key it already stored (200): the order's number and status only.
 * Whoever knows a site and a key learns nothing of the buyer who sent it first.
 */
export interface ReplayedOrderResponse {
  success: true;
  orderId: string;
  order: Pick<PublicOrder, 'orderId' | 'status'>;
  redirectUrl: string;
}

/**
 * An order as stored (spec 001 §3 "Stored fields"): the one definition every order shape is picked
 * from. Amounts are numbers in the currency's major unit, times ISO strings.
 */
export interface OrderRecord {
  id: number;
  userId: number;
  websiteId: number;
  orderId: string;
  productId: string;
  quantity: number;
  totalPrice: number;
  currency: string;
  currencySymbol: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  address: string;
  city: string;
  postalCode: string | null;
  notes: string | null;
  status: OrderStatus;
  productName: string | null;
  trackingId: string | null;
  notificationsSent: boolean;
  upsellDelayedUntil: string | null;
  createdAt: string;
  updatedAt: string;
  /** Where the buyer came from (utm tags, Facebook click id); null when the page told nothing. */
  source: OrderSource | null;
  /** The arm of the site's A/B test the buyer saw; null outside a test. */
  experimentArm: ExperimentArm | null;
}

/** What the thank-you pages may show of an order (GET /api/orders/{orderId}): nothing about other orders or the seller. */
export const PUBLIC_ORDER_FIELDS = [
  'orderId', 'websiteId', 'quantity', 'totalPrice', 'currency', 'currencySymbol', 'firstName', 'lastName', 'email', 'phone',
  'address', 'city', 'postalCode', 'productName', 'status', 'createdAt', 'upsellDelayedUntil',
] as const satisfies readonly (keyof OrderRecord)[];
export type PublicOrder = Pick<OrderRecord, (typeof PUBLIC_ORDER_FIELDS)[number]>;

export function toPublicOrder(order: PublicOrder): PublicOrder {
  const out = {} as Record<string, unknown>;
  for (const field of PUBLIC_ORDER_FIELDS) out[field] = order[field];
  return out as PublicOrder;
}

const text = (max: number, required?: string): Check => (v) => {
  if (v === undefined || v === null || v === '') return required;
  if (typeof v !== 'string') return ORDER_MESSAGES.textTooLong;
  if (required && !v.trim()) return required;
  return v.length > max ? textTooLongFor(max) : undefined;
};

/** The customer form of every order form (spec 001 §5): name, phone, address, city required. */
export const orderCustomerSchema: Schema<OrderCustomerData> = schema<OrderCustomerData>({
  name: [text(120, ORDER_MESSAGES.nameRequired), rules.singleLine()],
  phone: [text(40, ORDER_MESSAGES.phoneRequired), (v) => (normalizePhone(String(v), 'Serbia') || normalizePhone(String(v), 'Montenegro') || normalizePhone(String(v), 'Bosnia') ? undefined : ORDER_MESSAGES.phoneInvalid)],
  address: [text(200, ORDER_MESSAGES.addressRequired), rules.singleLine()],
  city: [text(100, ORDER_MESSAGES.cityRequired), rules.singleLine()],
  email: [(v) => (v === undefined || v === null || v === '' ? undefined : rules.email(ORDER_MESSAGES.emailInvalid).requirement(v, {})), rules.maxLength(MAX_EMAIL_LENGTH, ORDER_MESSAGES.emailInvalid)],
  postalCode: [text(12), (v) => (v === undefined || v === null || v === '' || /^\d{5}$/.test(String(v).trim()) ? undefined : ORDER_MESSAGES.postalCodeInvalid)],
  notes: [text(1000)],
});

export const createOrderSchema: Schema<CreateOrderRequest> = schema<CreateOrderRequest>({
  websiteId: [rules.id(ORDER_MESSAGES.websiteInvalid)],
  quantity: [rule((v) => (ORDER_QUANTITIES.includes(v as OrderQuantity) ? undefined : ORDER_MESSAGES.quantityInvalid), { type: 'integer', enum: [...ORDER_QUANTITIES] }, { required: true })],
  totalPrice: [],
  customerData: [rules.nested(ORDER_MESSAGES.nameRequired)],
  idempotencyKey: [(v) => (v === undefined || v === null || (typeof v === 'string' && /^[\w-]{8,100}$/.test(v)) ? undefined : ORDER_MESSAGES.textTooLong)],
  contactUrl: [],
  source: [(v) => (v === undefined || v === null || (typeof v === 'object' && !Array.isArray(v)) ? undefined : ORDER_MESSAGES.sourceInvalid)],
  experimentArm: [(v) => (v === undefined || v === null || isExperimentArm(v) ? undefined : ORDER_MESSAGES.sourceInvalid)],
});

/**
 * The order form in the page (the Advertorial's) also requires the postal code, except for Montenegro
 * (spec 001 §5). It takes the form's kind, not the template: the visitor's script knows its form without
 * carrying the template table (`templateTraits(name).offers.orderForm` on the server).
 */
export function postalCodeRequired(orderForm: OrderFormKind, market: MarketId): boolean {
  return orderForm === 'embedded' && market !== 'Montenegro';
}

// ---------------------------------------------------------------- upsell order

/** POST /api/upsell/order (spec 001 §3). Prices and customer data are taken from the server's own records. */
export interface CreateUpsellOrderRequest {
  originalOrderId: string;
  upsellProductId: number;
  websiteId: number;
  userId?: number;
  quantity?: number;
  totalPrice?: number;
  currency?: string;
  currencySymbol?: string;
  customerData?: Record<string, unknown>;
}

export interface UpsellOrderResponse {
  success: true;
  orderId: string;
  upsellOrder: {
    orderId: string;
    originalOrderId: string;
    upsellProductId: number;
    websiteId: number;
    quantity: number;
    totalPrice: number;
    currency: string;
    currencySymbol: string;
    status: string;
    createdAt: string;
  };
}

export const createUpsellOrderSchema: Schema<CreateUpsellOrderRequest> = schema<CreateUpsellOrderRequest>({
  originalOrderId: [(v) => (typeof v === 'string' && /^[\w-]{6,64}$/.test(v) ? undefined : ORDER_MESSAGES.upsellMissingOrder)],
  upsellProductId: [rules.id(ORDER_MESSAGES.upsellUnavailable)],
  websiteId: [rules.id(ORDER_MESSAGES.websiteInvalid)],
  userId: [],
  quantity: [],
  totalPrice: [],
  currency: [],
  currencySymbol: [],
  customerData: [],
});

/** Pixel currency (spec 000 §9, 001 §7): euro sign → EUR, KM → BAM, RSD stays. */
export function pixelCurrency(currencyOrSymbol: string): string {
  const c = currencyOrSymbol.trim();
  if (c === '€' || c.toUpperCase() === 'EUR') return 'EUR';
  if (c.toUpperCase() === 'KM' || c.toUpperCase() === 'BAM') return 'BAM';
  return c.toUpperCase() === 'RSD' ? 'RSD' : c.toUpperCase();
}
