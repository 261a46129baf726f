import { TOTAL_COUNT_HEADER, type OrderBlock, type OrderListItem } from '@cod/contracts';
import type { FakeAnswer, FetchCall } from './fake-fetch.js';

let nextId = 1000;

/** An order as GET /api/orders answers it: a smart watch for 2 990 RSD, pending, no upsells. */
export function makeOrder(overrides: Partial<OrderListItem> = {}): OrderListItem {
  const id = overrides.id ?? nextId++;
  return {
    id,
    userId: 2,
    websiteId: 7,
    orderId: `N${String(id).padStart(12, 'A')}`,
    productId: 'p-7',
    quantity: 1,
    totalPrice: 2990,
    currency: 'RSD',
    currencySymbol: 'RSD',
    firstName: 'Jovana',
    lastName: 'Jovanović',
    email: 'jovana@example.com',
    phone: '+381641234567',
    address: 'Bulevar kralja Aleksandra 73',
    city: 'Beograd',
    postalCode: '11000',
    notes: null,
    status: 'pending',
    productName: 'Pametni sat X1',
    trackingId: null,
    notificationsSent: false,
    upsellDelayedUntil: null,
    createdAt: '2025-11-22T13:05:00.000Z',
    updatedAt: '2025-11-22T13:05:00.000Z',
    source: null,
    experimentArm: null,
    title: 'Pametni sat X1',
    website: { productName: 'Pametni sat X1', shortName: 'X1', currencySymbol: 'RSD' },
    upsellOrders: [],
    parcelTotal: overrides.totalPrice ?? 2990,
    statusHistory: [],
    sellerNotes: [],
    customerChanges: [],
    shipment: null,
    seller: { id: 2, name: 'Marko Marković', companyName: 'Prodavnica d.o.o.' },
    customerHistory: { orders: 1, delivered: 0, refused: 0 },
    possibleDuplicate: false,
    blocked: { phone: false, address: false },
    deliveries: [],
    ...overrides,
  };
}

export function makeBlock(overrides: Partial<OrderBlock> = {}): OrderBlock {
  return { id: 1, kind: 'phone', value: '+381641234567', fromOrderId: 'NAAAAAAAA1000', createdAt: '2025-11-20T10:00:00.000Z', ...overrides };
}

const matches = (o: OrderListItem, q: string) =>
  [o.orderId, o.firstName, o.lastName, o.email ?? '', o.phone, o.productId, o.title ?? ''].some((f) => f.toLowerCase().includes(q.toLowerCase()));

/**
 * A fake of GET /api/orders and /api/orders/my (CONTRACT.md): q, status, limit and offset applied to
 * `orders` (kept newest first), X-Total-Count with the number that match. Reads the array on each call.
 */
export function ordersEndpoint(orders: OrderListItem[] | (() => OrderListItem[])) {
  return (call: FetchCall): FakeAnswer => {
    const all = typeof orders === 'function' ? orders() : orders;
    const { q, status, limit, offset } = call.query;
    const found = all.filter((o) => (!q || matches(o, q)) && (!status || o.status === status));
    const start = Number(offset ?? 0);
    const page = limit === undefined ? found.slice(start) : found.slice(start, start + Number(limit));
    return { body: page, headers: { [TOTAL_COUNT_HEADER]: String(found.length) } };
  };
}

/** GET /api/orders/stats with `days` days ending 2025-11-22; orders and RSD revenue from the given figures. */
export function makeStats(figures: { orders: number; revenue: Record<string, number> }[] = []) {
  const days = Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2025, 9, 24 + i)).toISOString().slice(0, 10);
    const f = figures[i] ?? { orders: 0, revenue: {} };
    return { date, orders: f.orders, revenue: f.revenue };
  });
  const currencies = [...new Set(figures.flatMap((f) => Object.keys(f.revenue)))];
  return { days, currencies };
}
