import { MARKETS } from './markets.js';
import { ORDER_MESSAGES, normalizePhone } from './orders.js';
import { orderStatusRule, ORDERS_MESSAGES, parseOrderRef, type OrderNote } from './orders-console.js';
import type { OrderStatus } from './order-status.js';
import { rules, type Check, type FieldRules, schema, type Schema } from './validation.js';

/**
 * Orders run by the seller (CONTRACT "Orders run by the seller"): the admin's permission, status changes of
 * several orders at once, the seller's notes and corrections of the buyer's data until the parcel is shipped.
 */

export const SELLER_ORDERS_MESSAGES = {
  permissionInvalid: 'Vrednost dozvole mora biti da ili ne (true ili false)',
  permissionForClients: 'Dozvola se daje klijentu: administrator uvek upravlja narudžbinama',
  notAllowed: 'Administrator vam nije dozvolio da menjate narudžbine',
  bulkIdsInvalid: 'Izaberite od 1 do 500 narudžbina',
  bulkNotFound: 'Neke od izabranih narudžbina nisu pronađene: ništa nije promenjeno',
  noteRequired: 'Napomena je obavezna',
  noteTooLong: 'Napomena može imati najviše 1000 karaktera',
  customerNothing: 'Nema izmena: pošaljite bar jedno polje (ime, prezime, telefon, adresa, grad ili poštanski broj)',
  firstNameRequired: 'Ime je obavezno',
  textTooLong: (field: string, max: number) => `${field}: najviše ${max} karaktera`,
  shipmentExists: 'Pošiljka je već kreirana: podaci kupca se više ne mogu menjati',
} as const;

export const MAX_BULK_ORDERS = 500;
export const MAX_ORDER_NOTE_LENGTH = 1000;

/** PATCH /api/admin/users/{id}/permissions. */
export interface UpdateUserPermissionsRequest {
  manageOwnOrders: boolean;
}
export const updateUserPermissionsSchema: Schema<UpdateUserPermissionsRequest> = schema<UpdateUserPermissionsRequest>({
  manageOwnOrders: [rules.boolean(SELLER_ORDERS_MESSAGES.permissionInvalid)],
});

/** PUT /api/orders/status: `ids` are numeric ids or order numbers. */
export interface BulkOrderStatusRequest {
  ids: (number | string)[];
  status: OrderStatus;
}
export interface BulkOrderStatusResponse {
  /** How many of the orders changed (those already in `status` are left as they are). */
  updated: number;
}
const isOrderRef = (v: unknown) => (typeof v === 'number' || typeof v === 'string') && parseOrderRef(String(v)) !== null;
export const bulkOrderStatusSchema: Schema<BulkOrderStatusRequest> = schema<BulkOrderStatusRequest>({
  ids: [(v) => (Array.isArray(v) && v.length >= 1 && v.length <= MAX_BULK_ORDERS && v.every(isOrderRef) ? undefined : SELLER_ORDERS_MESSAGES.bulkIdsInvalid)],
  status: [orderStatusRule],
});

/** POST /api/orders/{id}/notes → 201 with the order's notes, oldest first. */
export interface AddOrderNoteRequest {
  text: string;
}
export interface OrderNotesResponse {
  notes: OrderNote[];
}
export const addOrderNoteSchema: Schema<AddOrderNoteRequest> = schema<AddOrderNoteRequest>({
  text: [
    (v) => (typeof v === 'string' && v.trim() ? undefined : SELLER_ORDERS_MESSAGES.noteRequired),
    rules.maxLength(MAX_ORDER_NOTE_LENGTH, SELLER_ORDERS_MESSAGES.noteTooLong),
  ],
});

/** The buyer's fields a seller may correct, with their labels and column limits. */
export const ORDER_CUSTOMER_FIELDS = {
  firstName: { label: 'Ime', max: 120 },
  lastName: { label: 'Prezime', max: 120 },
  phone: { label: 'Telefon', max: 40 },
  address: { label: 'Adresa', max: 200 },
  city: { label: 'Grad', max: 100 },
  postalCode: { label: 'Poštanski broj', max: 12 },
} as const;
export type OrderCustomerField = keyof typeof ORDER_CUSTOMER_FIELDS;
export const ORDER_CUSTOMER_FIELD_NAMES = Object.keys(ORDER_CUSTOMER_FIELDS) as OrderCustomerField[];

/** PATCH /api/orders/{id}/customer: the fields present change; the rest stay. */
export type EditOrderCustomerRequest = Partial<Record<OrderCustomerField, string>>;

const customerText = (field: OrderCustomerField, required?: string): Check => (v) => {
  if (v === undefined) return undefined;
  const { label, max } = ORDER_CUSTOMER_FIELDS[field];
  if (typeof v !== 'string') return SELLER_ORDERS_MESSAGES.textTooLong(label, max);
  if (required && !v.trim()) return required;
  return v.length > max ? SELLER_ORDERS_MESSAGES.textTooLong(label, max) : undefined;
};
const validPhone = (v: unknown) => v === undefined || MARKETS.some((m) => normalizePhone(String(v), m.id) !== null);

export const editOrderCustomerSchema: Schema<EditOrderCustomerRequest> = schema<EditOrderCustomerRequest>({
  firstName: [customerText('firstName', SELLER_ORDERS_MESSAGES.firstNameRequired), rules.singleLine()],
  lastName: [customerText('lastName'), rules.singleLine()],
  phone: [customerText('phone', ORDER_MESSAGES.phoneRequired), (v) => (validPhone(v) ? undefined : ORDER_MESSAGES.phoneInvalid)],
  address: [customerText('address', ORDER_MESSAGES.addressRequired), rules.singleLine()],
  city: [customerText('city', ORDER_MESSAGES.cityRequired), rules.singleLine()],
  postalCode: [customerText('postalCode'), (v) => (v === undefined || v === '' || /^\d{5}$/.test(String(v).trim()) ? undefined : ORDER_MESSAGES.postalCodeInvalid)],
});

/** `tel:` and Viber links for a stored phone (its international form, +381…): tap to call or to write. */
export function phoneLinks(phone: string): { tel: string; viber: string } {
  const digits = phone.replace(/[^\d+]/g, '');
  return { tel: `tel:${digits}`, viber: `viber://chat?number=${encodeURIComponent(digits)}` };
}

/** Telegram as a console: the buttons of an order message (for the admin and sellers who run their orders). */
export const TELEGRAM_CONSOLE = {
  confirm: '✅ Potvrdi',
  cancel: '❌ Otkaži',
  statusNow: (label: string) => `Status: ${label}`,
  unknownAction: 'Nepoznata akcija',
  wrongChat: 'Ova poruka nije iz vašeg podešenog četa',
  /** An update to our webhook without the secret it was registered with (Telegram's own, or a forgery). */
  wrongSecret: 'Pogrešan tajni ključ Telegram webhook-a',
} as const;

/** The statuses the buttons set, and their `callback_data` (`st:<orderId>:<status>`, at most 64 bytes). */
export const TELEGRAM_BUTTON_STATUSES = ['processing', 'cancelled'] as const;
export const statusCallbackData = (orderId: string, status: (typeof TELEGRAM_BUTTON_STATUSES)[number]) => `st:${orderId}:${status}`;
export function parseStatusCallback(data: unknown): { orderId: string; status: (typeof TELEGRAM_BUTTON_STATUSES)[number] } | null {
  const m = typeof data === 'string' ? /^st:([NU][2-9A-Z]{12}):(processing|cancelled)$/.exec(data) : null;
  return m ? { orderId: m[1], status: m[2] as (typeof TELEGRAM_BUTTON_STATUSES)[number] } : null;
}
