import type { OrderStatus, PublicOrder } from '@cod/contracts';

/** A row of `orders` (snake_case, as pg returns it). */
export interface OrderRow {
  id: number;
  user_id: number;
  website_id: number;
  order_id: string;
  quantity: number;
  total_price: string;
  currency: string;
  currency_symbol: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string;
  address: string;
  city: string;
  postal_code: string | null;
  product_name: string | null;
  status: OrderStatus;
  created_at: Date;
  upsell_delayed_until: Date | null;
  idempotency_key: string | null;
}

/** What the thank-you pages may show (PublicOrder): nothing about other orders or the seller. */
export function toPublicOrder(r: OrderRow): PublicOrder {
  return {
    orderId: r.order_id,
    websiteId: r.website_id,
    quantity: r.quantity,
    totalPrice: Number(r.total_price),
    currency: r.currency,
    currencySymbol: r.currency_symbol,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    phone: r.phone,
    address: r.address,
    city: r.city,
    postalCode: r.postal_code,
    productName: r.product_name,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
    upsellDelayedUntil: r.upsell_delayed_until ? new Date(r.upsell_delayed_until).toISOString() : null,
  };
}
