import type { ShipmentStatus } from './shipments.js';
import { ORDER_STATUS_LABEL, ORDER_STATUSES, type OrderStatus } from './order-status.js';
import { formatMoney } from './pricing.js';
import type { OrderDelivery } from './integrations.js';
import type { OrderRecord } from './orders.js';
import type { CustomerHistory, OrderShipment } from './shipments.js';
import { isIsoDateTime, parseId, rule, rules, stripInvisible, type JsonSchemaPart, schema, type Schema } from './validation.js';

/**
 * The orders console (spec 000 §2 Orders, §3 orders and upsell_orders, §4, §8; CONTRACT.md "Calls beyond
 * the spec's tables"): the order list of both roles, status changes, CSV, daily figures, live events and
 * the fake-order shield.
 */

// ---------------------------------------------------------------- texts

/** Screen texts of /orders (spec 000 §2 Orders and §8); server-only texts are marked. */
export const ORDERS_TEXTS = {
  adminBadge: 'Administrator',
  clientBadge: 'Klijent',
  title: 'Narudžbine',
  clientTitle: 'Moje narudžbine',
  totalOrders: 'Ukupno narudžbina',
  pending: 'Na čekanju',
  completed: 'Završeno',
  searchPlaceholderAdmin: 'Pretraga po broju narudžbine, imenu, prezimenu ili email-u',
  searchPlaceholderClient: 'Pretraga po broju narudžbine, imenu, prezimenu ili proizvodu',
  allStatuses: 'Svi statusi',
  shown: (shown: number, total: number) => `Prikazano ${shown} od ${total} narudžbina`,
  emptyTitle: 'Nema narudžbina',
  emptyFiltered: 'Nema narudžbina koji odgovaraju kriterijumima pretrage',
  emptyAdmin: 'Još uvek nema narudžbina u sistemu',
  emptyClient: 'Još uvek nema narudžbina za vaše proizvode',
  notAvailable: 'N/A',
  // table columns (admin view)
  columnOrderId: 'Broj narudžbine',
  columnCustomer: 'Kupac',
  columnProduct: 'Proizvod',
  columnEmail: 'Email',
  columnPhone: 'Telefon',
  columnStatus: 'Status',
  columnDate: 'Datum',
  columnActions: 'Akcije',
  // §8 toasts
  statusUpdatedTitle: 'Status ažuriran',
  statusUpdatedText: 'Status narudžbine je uspešno ažuriran',
  statusFailedTitle: 'Greška',
  statusFailedFallback: 'Neuspešno ažuriranje statusa',
  // Ours (the spec shows none):
  topBarLink: 'Narudžbine',
  exportCsv: 'Izvezi CSV',
  upsellsTitle: 'Dodatni proizvodi u istom paketu',
  parcelTotal: 'Ukupno za paket',
  history: 'Istorija statusa',
  possibleDuplicate: 'Moguć duplikat',
  possibleDuplicateHint: 'Sa istog broja telefona ili iste adrese je poručeno kod vas u poslednja 24 sata',
  blockPhone: 'Blokiraj telefon',
  blockAddress: 'Blokiraj adresu',
  blockedList: 'Blokirani telefoni i adrese',
  unblock: 'Odblokiraj',
  blocked: 'Blokirano',
  newOrderToast: 'Nova narudžbina',
  chartTitle: 'Narudžbine i prihod u poslednjih 30 dana',
} as const;

/** Server texts of the console calls (ours: the spec shows none). */
export const ORDERS_MESSAGES = {
  statusInvalid: `Nepoznat status narudžbine (dozvoljeno: ${ORDER_STATUSES.join(', ')})`,
  statusForbidden: 'Samo administrator menja status narudžbine',
  orderNotFound: 'Porudžbina nije pronađena',
  invalidOrderRef: 'Neispravan broj narudžbine',
  queryInvalid: (field: string) => `Neispravan parametar pretrage: ${field}`,
  blockKindInvalid: 'Blokirati se može telefon ili adresa',
  blockNotFound: 'Blokada nije pronađena',
  blocked: 'Blokada je sačuvana',
  unblocked: 'Blokada je uklonjena',
  /** What a blocked buyer is told: the same as any failed order, so the block is not revealed. */
  orderRefused: 'Porudžbina trenutno ne može da se primi. Molimo pokušajte kasnije ili nas kontaktirajte.',
} as const;

// ---------------------------------------------------------------- list

/** An upsell order of the parcel (spec 000 §3 upsell_orders), as the order list shows it under its order. */
export interface OrderListUpsell {
  id: number;
  orderId: string;
  upsellProductId: number;
  /** The offer's title (null when the offer was deleted since). */
  title: string | null;
  quantity: number;
  totalPrice: number;
  currency: string;
  currencySymbol: string;
  status: string;
  trackingId: string | null;
  createdAt: string;
  /** The Telegram follow-up and the spreadsheet row of this upsell. */
  deliveries: OrderDelivery[];
}

/** One recorded status change: who (null: the system), from, to, when. */
export interface OrderStatusChange {
  from: OrderStatus | null;
  to: OrderStatus;
  at: string;
  by: { id: number; name: string } | null;
  /** Why, when the system changed it (the courier's answer). */
  reason?: string | null;
}

/** A note the seller (or the admin) wrote on an order; `author` is the writer's display name. */
export interface OrderNote {
  text: string;
  author: string | null;
  at: string;
}
/** One corrected field of the buyer's data: who, when, from what to what. */
export interface OrderCustomerChange {
  field: 'firstName' | 'lastName' | 'phone' | 'address' | 'city' | 'postalCode';
  from: string | null;
  to: string | null;
  at: string;
  by: { id: number; name: string } | null;
}

/** An order as GET /api/orders and GET /api/orders/my answer it (spec 000 §3 "As read by the order list"). */
export interface OrderListItem extends OrderRecord {
  /** The product title (the website's current title, else the name stored with the order). */
  title: string | null;
  website: { productName: string; shortName: string; currencySymbol: string } | null;
  /** Upsells accepted on the thank-you page: they ship in the same parcel. */
  upsellOrders: OrderListUpsell[];
  /** The order and its upsells together (what the courier collects). */
  parcelTotal: number;
  statusHistory: OrderStatusChange[];
  /** The seller's (and the admin's) notes on the order, oldest first (the buyer's own note is `notes`). */
  sellerNotes: OrderNote[];
  /** Corrections of the buyer's name, phone or address, oldest first. */
  customerChanges: OrderCustomerChange[];
  /** Whose order: the seller (the website's owner), as the admin's table names it. */
  seller: { id: number; name: string; companyName: string | null } | null;
  /** The parcel once the courier has it (null before), with what the courier reported. */
  shipment: OrderShipment | null;
  /** This buyer (same phone) at this seller: orders, delivered and refused parcels. */
  customerHistory: CustomerHistory;
  /** The same phone (last 9 digits) ordered from the same seller in the 24 h before this order. */
  possibleDuplicate: boolean;
  /** Whether this order's phone or address is on the seller's blocklist now. */
  blocked: { phone: boolean; address: boolean };
  /** Where the order went: one entry per channel the seller has connected, and the shipment. */
  deliveries: OrderDelivery[];
}

/** Query of GET /api/orders, /api/orders/my and /api/orders/export.csv (CONTRACT.md). */
export interface OrderListQuery {
  /** Case-insensitive substring of the order number, first or last name, e-mail, phone (by its digits) or product. */
  q?: string;
  status?: OrderStatus;
  /** ISO dates (YYYY-MM-DD, or a full ISO time): orders created at or after `from`, before the end of `to`'s day. */
  from?: string;
  to?: string;
  limit?: string | number;
  offset?: string | number;
}

/** The header with the number of orders that match (before limit and offset). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
export const MAX_ORDER_LIST_LIMIT = 10_000;
export const MAX_ORDER_QUERY_LENGTH = 100;

const optionalQuery = (field: string, check: (v: string) => boolean, json: JsonSchemaPart = {}) =>
  rule((v) => (v === undefined || (typeof v === 'string' && check(v)) ? undefined : ORDERS_MESSAGES.queryInvalid(field)), json);
const whole = (max: number, min: number) => (v: string) => /^\d{1,9}$/.test(v) && Number(v) >= min && Number(v) <= max;

export const orderListQuerySchema: Schema<OrderListQuery> = schema<OrderListQuery>({
  q: [
    optionalQuery('q', (v) => v.length <= MAX_ORDER_QUERY_LENGTH, { maxLength: MAX_ORDER_QUERY_LENGTH, description: 'A name, phone digits or an order number' }),
    rules.singleLine(ORDERS_MESSAGES.queryInvalid('q')),
  ],
  status: [optionalQuery('status', (v) => (ORDER_STATUSES as readonly string[]).includes(v), { enum: [...ORDER_STATUSES] })],
  from: [optionalQuery('from', isIsoDateTime, { format: 'date-time', description: 'From this moment (a day or a time)' })],
  to: [optionalQuery('to', isIsoDateTime, { format: 'date-time', description: 'Until this moment' })],
  limit: [optionalQuery('limit', whole(MAX_ORDER_LIST_LIMIT, 1), { pattern: '^\\d{1,9}$', description: `1–${MAX_ORDER_LIST_LIMIT}` })],
  offset: [optionalQuery('offset', whole(1_000_000_000, 0), { pattern: '^\\d{1,9}$' })],
});

/**
 * How `q` and the searched text are compared: lower case, and the Serbian letters without their marks, so
 * 'saric', 'šarić' and 'ŠARIĆ' all find 'Šarić' (the orders migration folds the stored text the same way).
 */
export function searchFold(text: string): string {
  return text.toLowerCase().replace(/[šđčćž]/g, (c) => ({ š: 's', đ: 'd', č: 'c', ć: 'c', ž: 'z' })[c] ?? c);
}

/** The digits a phone search compares: a national significant number without its trunk 0 or country code. */
export function phoneSearchDigits(q: string): string | null {
  const digits = q.replace(/[\s()./+-]/g, '');
  if (!/^\d{4,15}$/.test(digits)) return null;
  return digits.replace(/^00/, '').replace(/^38[127]/, '').replace(/^0/, '');
}

// ---------------------------------------------------------------- status change

/** One of the four statuses (spec 000 §4). */
export const orderStatusRule = rule((v) => (typeof v === 'string' && (ORDER_STATUSES as readonly string[]).includes(v) ? undefined : ORDERS_MESSAGES.statusInvalid), { type: 'string', enum: [...ORDER_STATUSES] }, { required: true });

/** PUT /api/orders/{id} (spec 000 §7). */
export interface UpdateOrderStatusRequest {
  status: OrderStatus;
}
export const updateOrderStatusSchema: Schema<UpdateOrderStatusRequest> = schema<UpdateOrderStatusRequest>({
  status: [orderStatusRule],
});

/** `{id}` of PUT /api/orders/{id}: the numeric id or the public order number. */
export function parseOrderRef(value: string): { id: number } | { orderId: string } | null {
  const id = parseId(value);
  if (id !== null) return { id };
  return /^[NU][2-9A-Z]{12}$/.test(value) ? { orderId: value } : null;
}

// ---------------------------------------------------------------- CSV

/** Columns of the export (spec 000 §2 Notifications: the spreadsheet columns, in that order). */
export const ORDER_EXPORT_COLUMNS = [
  'Datum porudžbine',
  'Broj porudžbine',
  'Ime i prezime',
  'Email',
  'Telefon',
  'Adresa za dostavu',
  'Grad',
  'Proizvod',
  'Količina',
  'Ukupna cena',
  'Status',
  'Napomena',
] as const;

/** What a row of the export is made of: a listed order, or an order (or upsell) as the spreadsheet gets it when placed. */
export type ExportedOrder = Pick<
  OrderListItem,
  'createdAt' | 'orderId' | 'firstName' | 'lastName' | 'email' | 'phone' | 'postalCode' | 'address' | 'city' | 'title' | 'productId' | 'quantity' | 'parcelTotal' | 'currency' | 'currencySymbol' | 'status' | 'notes'
> & { upsellOrders: Pick<OrderListUpsell, 'title' | 'upsellProductId'>[] };

/** The sellers' days and clocks (dates in filters, the daily figures, exported times). */
export const SELLER_TIME_ZONE = 'Europe/Belgrade';

const EXPORT_TIME = new Intl.DateTimeFormat('sr-Latn-RS', { timeZone: SELLER_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

/**
 * One order as a row of ORDER_EXPORT_COLUMNS (the CSV export and the spreadsheet): the parcel is one row,
 * its upsells named after the product and counted in the total.
 */
export function orderExportRow(order: ExportedOrder): string[] {
  const product = order.title ?? order.productId;
  const extras = order.upsellOrders.map((u) => u.title ?? `#${u.upsellProductId}`);
  return [
    EXPORT_TIME.format(new Date(order.createdAt)),
    order.orderId,
    `${order.firstName} ${order.lastName}`.trim(),
    order.email ?? '',
    order.phone,
    order.postalCode ? `${order.address}, ${order.postalCode}` : order.address,
    order.city,
    extras.length ? `${product} + ${extras.join(' + ')}` : product,
    String(order.quantity),
    `${formatMoney(order.parcelTotal, order.currency)} ${order.currencySymbol}`,
    ORDER_STATUS_LABEL[order.status] ?? order.status,
    order.notes ?? '',
  ];
}

/** A CSV cell a spreadsheet will not run as a formula (`= + - @`, tab and CR at the start get a leading quote), without invisible formatting. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : stripInvisible(String(value));
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

// ---------------------------------------------------------------- daily figures

/** GET /api/orders/stats: orders and revenue per day, per currency (admin: all orders, client: own). */
export interface OrderDailyStats {
  /** Oldest first, one entry per day (Europe/Belgrade days), days without orders included. */
  days: { date: string; orders: number; revenue: Record<string, number> }[];
  /** Currencies that appear in `revenue`. */
  currencies: string[];
}
export const ORDER_STATS_DAYS = 30;

// ---------------------------------------------------------------- events

/** Event names of GET /api/events (CONTRACT.md). */
export const ORDER_EVENT_NAMES = ['order.created', 'order.updated', 'upsell.created'] as const;
export type OrderEventName = (typeof ORDER_EVENT_NAMES)[number];
export interface OrderEventData {
  orderId: string;
  websiteId: number;
  /** upsell.created: the upsell order's own number. */
  upsellOrderId?: string;
  /** order.updated: the new status; absent when only the order's deliveries changed (notifications or shipment settled). */
  status?: OrderStatus;
  /** order.updated by the courier: the parcel's status reported (a `shipment.updated` webhook). */
  shipmentStatus?: ShipmentStatus;
}
/** How far back a reconnecting client is replayed (CONTRACT: at least 24 hours). */
export const EVENT_REPLAY_HOURS = 24;

// ---------------------------------------------------------------- fake-order shield

export const ORDER_BLOCK_KINDS = ['phone', 'address'] as const;
export type OrderBlockKind = (typeof ORDER_BLOCK_KINDS)[number];

/** A phone number or a delivery address a seller refuses orders from. */
export interface OrderBlock {
  id: number;
  kind: OrderBlockKind;
  /** As shown: the phone in its international form, or 'address, city'. */
  value: string;
  /** The order it was blocked from. */
  fromOrderId: string | null;
  createdAt: string;
}

/** POST /api/orders/blocks: block the phone or the address of one of the seller's orders. */
export interface CreateOrderBlockRequest {
  orderId: string;
  kind: OrderBlockKind;
}
export const createOrderBlockSchema: Schema<CreateOrderBlockRequest> = schema<CreateOrderBlockRequest>({
  orderId: [(v) => (typeof v === 'string' && parseOrderRef(v) !== null ? undefined : ORDERS_MESSAGES.invalidOrderRef)],
  kind: [(v) => ((ORDER_BLOCK_KINDS as readonly unknown[]).includes(v) ? undefined : ORDERS_MESSAGES.blockKindInvalid)],
});

/** The last 9 digits of a phone: what the duplicate check and the phone blocklist compare. */
export const phoneTail = (phone: string) => phone.replace(/\D/g, '').slice(-9);
