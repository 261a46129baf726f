import { API, formatMoney, type OrderListItem } from '@cod/contracts';

/**
 * The details a new-order notification shows (product, quantity, total with currency, city), read from
 * the API with the bearer token: the event itself carries only orderId and websiteId. An admin finds it in
 * `GET /api/orders`, a client in `GET /api/orders/my` (CONTRACT.md), both searched with `q={orderId}`.
 */
export interface OrderAlertDetails {
  orderId: string;
  product: string;
  quantity: number;
  /** '4.990,00 RSD' style: the amount in Serbian formatting and the currency's symbol. */
  total: string;
  city: string;
}

export type OrderForAlert = Pick<OrderListItem, 'orderId' | 'title' | 'productId' | 'quantity' | 'totalPrice' | 'currency' | 'currencySymbol' | 'city'> & {
  website?: OrderListItem['website'];
};

export function orderAlertDetails(order: OrderForAlert): OrderAlertDetails {
  return {
    orderId: order.orderId,
    product: order.title ?? order.website?.productName ?? order.productId,
    quantity: order.quantity,
    total: `${formatMoney(order.totalPrice, order.currency)} ${order.currencySymbol}`.trim(),
    city: order.city,
  };
}

export interface OrderLookupOptions {
  origin: () => string | null;
  token: () => string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export type OrderLookup = (orderId: string) => Promise<OrderAlertDetails | null>;

export function createOrderLookup(options: OrderLookupOptions): OrderLookup {
  const fetchFn = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 5_000;
  /** Which list the token may read: an admin's all, else the client's own (learned from a 403/404). */
  const scopeOf = new Map<string, 'all' | 'my'>();

  async function search(origin: string, token: string, path: string, orderId: string) {
    const query = new URLSearchParams({ q: orderId, limit: '5' });
    return fetchFn(`${origin}${path}?${query}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  return async (orderId) => {
    const origin = options.origin();
    const token = options.token();
    if (!origin || !token) return null;
    try {
      let scope = scopeOf.get(token) ?? 'all';
      let res = await search(origin, token, scope === 'all' ? API.orders.root : API.orders.my, orderId);
      if (scope === 'all' && (res.status === 403 || res.status === 404)) {
        scope = 'my';
        res = await search(origin, token, API.orders.my, orderId);
      }
      if (res.status !== 200) return null;
      scopeOf.clear();
      scopeOf.set(token, scope);
      const list = (await res.json()) as OrderForAlert[];
      const order = Array.isArray(list) ? list.find((o) => o?.orderId === orderId) : undefined;
      return order ? orderAlertDetails(order) : null;
    } catch {
      return null;
    }
  };
}
