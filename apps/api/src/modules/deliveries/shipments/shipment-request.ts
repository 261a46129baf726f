import { pixelCurrency, roundMoney, type MarketId } from '@cod/contracts';
import type { Parcel } from '../parcel.reader.js';
import type { ShipmentRequest } from './shipment-provider.js';

const COUNTRY: Record<MarketId, ShipmentRequest['recipient']['country']> = { Serbia: 'RS', Bosnia: 'BA', Montenegro: 'ME' };

/** The upsells that ride in the parcel: accepted on the thank-you page and not cancelled since. */
export const parcelUpsells = (parcel: Parcel) => parcel.upsells.filter((u) => u.status !== 'cancelled');

/**
 * One shipment for an order and its accepted upsells: one cash-on-delivery amount (their sum), the
 * product's SKU (or its product id) and each upsell's, prices per piece.
 */
export function shipmentRequest(parcel: Parcel): ShipmentRequest {
  const o = parcel.order;
  const upsells = parcelUpsells(parcel);
  const perPiece = (total: number, quantity: number) => roundMoney(total / Math.max(1, quantity), o.currency);
  return {
    reference: o.orderId,
    cashOnDelivery: { amount: roundMoney(o.totalPrice + upsells.reduce((sum, u) => sum + u.totalPrice, 0), o.currency), currency: pixelCurrency(o.currency) },
    recipient: {
      name: `${o.firstName} ${o.lastName}`.trim(),
      phone: o.phone,
      address: o.address,
      city: o.city,
      postalCode: o.postalCode ?? '',
      country: COUNTRY[parcel.website.market] ?? 'RS',
    },
    items: [
      { sku: parcel.website.sku || parcel.website.productId, name: parcel.website.title ?? o.productName ?? o.productId, quantity: o.quantity, price: perPiece(o.totalPrice, o.quantity) },
      ...upsells.map((u) => ({ sku: u.sku || `upsell-${u.upsellProductId}`, name: u.title ?? `#${u.upsellProductId}`, quantity: u.quantity, price: perPiece(u.totalPrice, u.quantity) })),
    ],
    note: o.notes ?? '',
  };
}
