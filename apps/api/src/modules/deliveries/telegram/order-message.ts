import { formatMoney, plural, roundMoney } from '@cod/contracts';
import type { DeliverySubject, Parcel, ParcelUpsell } from '../parcel.reader.js';

/** Escapes text for Telegram's HTML parse mode (the three characters it reads as markup). */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const money = (amount: number, parcel: Parcel) => `${formatMoney(amount, parcel.order.currency)} ${parcel.order.currencySymbol}`;
const line = (label: string, value: string | null | undefined) => (value && value.trim() ? `<b>${label}:</b> ${escapeHtml(value.trim())}` : null);
const pieces = (n: number) => `${n} ${plural(n, 'komad', 'komada', 'komada')}`;

/**
 * The seller's Telegram message for a new order: everything needed to call the buyer and pack the
 * parcel, customer text escaped. The phone is written in international form, which Telegram's apps
 * turn into a tap-to-call link by themselves (the Bot API allows no `tel:` links). `consoleUrl` opens
 * the order on /orders.
 */
export function newOrderMessage(parcel: Parcel, consoleUrl: string): string {
  const o = parcel.order;
  const product = parcel.website.title ?? o.productName ?? o.productId;
  const address = o.postalCode ? `${o.address}, ${o.postalCode}` : o.address;
  return [
    `🛒 <b>Nova porudžbina</b> ${escapeHtml(o.orderId)}`,
    '',
    `<b>Proizvod:</b> ${escapeHtml(product)} × ${pieces(o.quantity)}`,
    `<b>Ukupno:</b> ${escapeHtml(money(o.totalPrice, parcel))} (plaćanje pouzećem)`,
    '',
    line('Kupac', `${o.firstName} ${o.lastName}`),
    `<b>Telefon:</b> ${escapeHtml(o.phone)}`,
    line('Adresa', address),
    line('Grad', o.city),
    line('Email', o.email),
    line('Napomena', o.notes),
    '',
    `<a href="${escapeHtml(consoleUrl).replace(/"/g, '&quot;')}">Otvori porudžbinu</a>`,
  ]
    .filter((l) => l !== null)
    .join('\n');
}

/** The short follow-up when the buyer adds an upsell on the thank-you page: it joins the same parcel. */
export function upsellMessage(parcel: Parcel, upsell: ParcelUpsell, consoleUrl: string): string {
  const o = parcel.order;
  const accepted = parcel.upsells.filter((u) => u.status !== 'cancelled');
  const parcelTotal = roundMoney(o.totalPrice + accepted.reduce((sum, u) => sum + u.totalPrice, 0), o.currency);
  return [
    `➕ <b>Dodatak uz porudžbinu</b> ${escapeHtml(o.orderId)}`,
    `<b>Proizvod:</b> ${escapeHtml(upsell.title ?? `#${upsell.upsellProductId}`)} × ${pieces(upsell.quantity)}, ${escapeHtml(money(upsell.totalPrice, parcel))}`,
    `<b>Kupac:</b> ${escapeHtml(`${o.firstName} ${o.lastName}`.trim())}`,
    `<b>Ukupno za paket:</b> ${escapeHtml(money(parcelTotal, parcel))}`,
    `Ide u isti paket.`,
    `<a href="${escapeHtml(consoleUrl).replace(/"/g, '&quot;')}">Otvori porudžbinu</a>`,
  ].join('\n');
}

export function telegramMessage(subject: DeliverySubject, consoleUrl: string): string {
  return subject.upsell ? upsellMessage(subject.parcel, subject.upsell, consoleUrl) : newOrderMessage(subject.parcel, consoleUrl);
}
