import { orderExportRow } from '@cod/contracts';
import type { DeliverySubject } from '../parcel.reader.js';

/**
 * The spreadsheet row of an order (the 12 columns of spec 000 §2, as the CSV export writes them), or of
 * an upsell: its own row, naming the order whose parcel it joins.
 */
export function sheetRow({ parcel, upsell }: DeliverySubject): string[] {
  const o = parcel.order;
  const title = parcel.website.title ?? o.productName;
  if (!upsell) return orderExportRow({ ...o, title, parcelTotal: o.totalPrice, upsellOrders: [] });
  return orderExportRow({
    ...o,
    createdAt: upsell.createdAt,
    orderId: upsell.orderId,
    title: `${upsell.title ?? `#${upsell.upsellProductId}`} (dodatak uz ${o.orderId})`,
    quantity: upsell.quantity,
    parcelTotal: upsell.totalPrice,
    status: upsell.status as typeof o.status,
    notes: `Ide u isti paket sa porudžbinom ${o.orderId}`,
    upsellOrders: [],
  });
}
