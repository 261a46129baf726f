import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createEventsClient } from './events-client.js';
import { createOrderAlerts, type AlertNotificationOptions } from './order-alerts.js';
import { createOrderLookup, orderAlertDetails, type OrderForAlert } from './order-lookup.js';
import { startSseServer, type SseServer } from './testing/sse-server.js';

/** The order look-up against a real HTTP server answering /api/orders and /api/orders/my as CONTRACT.md says. */
const TOKEN = 'client-token';
const ADMIN_TOKEN = 'admin-token';

const orderOf = (orderId: string, extra: Partial<OrderForAlert> = {}): OrderForAlert => ({
  orderId,
  title: 'Masažer za vrat',
  productId: 'masazer',
  quantity: 2,
  totalPrice: 5980,
  currency: 'RSD',
  currencySymbol: 'RSD',
  city: 'Novi Sad',
  website: { productName: 'Masažer', shortName: 'masazer', currencySymbol: 'RSD' },
  ...extra,
});

let server: SseServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** /api/orders: admin only (403 for a client); /api/orders/my: the client's orders; both search `q`. */
function ordersApi(orders: OrderForAlert[], seen: { path: string; auth?: string }[]) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname !== '/api/orders' && url.pathname !== '/api/orders/my') return false;
    seen.push({ path: `${url.pathname}${url.search}`, auth: req.headers.authorization });
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const auth = req.headers.authorization;
    if (auth !== `Bearer ${TOKEN}` && auth !== `Bearer ${ADMIN_TOKEN}`) return json(401, { statusCode: 401 }), true;
    if (url.pathname === '/api/orders' && auth !== `Bearer ${ADMIN_TOKEN}`) return json(403, { statusCode: 403 }), true;
    const q = url.searchParams.get('q') ?? '';
    json(200, orders.filter((o) => o.orderId.includes(q) || o.city.includes(q)));
    return true;
  };
}

describe('order look-up', () => {
  it('formats product, quantity, total with currency and city', () => {
    expect(orderAlertDetails(orderOf('N1'))).toEqual({ orderId: 'N1', product: 'Masažer za vrat', quantity: 2, total: '5.980 RSD', city: 'Novi Sad' });
    expect(orderAlertDetails(orderOf('N2', { title: null, totalPrice: 49.9, currency: 'EUR', currencySymbol: '€' }))).toMatchObject({ product: 'Masažer', total: '49,90 €' });
    expect(orderAlertDetails(orderOf('N3', { title: null, website: null }))).toMatchObject({ product: 'masazer' });
  });

  it('a client: /api/orders is refused, /api/orders/my answers (and is remembered), with the bearer token', async () => {
    const seen: { path: string; auth?: string }[] = [];
    server = await startSseServer({ token: TOKEN, routes: ordersApi([orderOf('NAAAA1'), orderOf('NAAAA12', { city: 'Niš' })], seen) });
    const lookup = createOrderLookup({ origin: () => server!.origin, token: () => TOKEN });
    expect(await lookup('NAAAA12')).toMatchObject({ orderId: 'NAAAA12', city: 'Niš' });
    expect(seen.map((s) => s.path)).toEqual(['/api/orders?q=NAAAA12&limit=5', '/api/orders/my?q=NAAAA12&limit=5']);
    expect(seen.every((s) => s.auth === `Bearer ${TOKEN}`)).toBe(true);
    expect(await lookup('NAAAA1')).toMatchObject({ orderId: 'NAAAA1', city: 'Novi Sad' });
    expect(seen.at(-1)!.path).toBe('/api/orders/my?q=NAAAA1&limit=5');
  });

  it('an admin reads /api/orders; unknown orders, no session and a dead server give null', async () => {
    const seen: { path: string; auth?: string }[] = [];
    server = await startSseServer({ token: ADMIN_TOKEN, routes: ordersApi([orderOf('N7')], seen) });
    let token: string | null = ADMIN_TOKEN;
    const lookup = createOrderLookup({ origin: () => server!.origin, token: () => token });
    expect(await lookup('N7')).toMatchObject({ orderId: 'N7' });
    expect(seen.map((s) => s.path)).toEqual(['/api/orders?q=N7&limit=5']);
    expect(await lookup('N8')).toBeNull();
    token = null;
    expect(await lookup('N7')).toBeNull();
    token = ADMIN_TOKEN;
    await server.down();
    expect(await lookup('N7')).toBeNull();
  });

  it('end to end: an order.created on the stream becomes one notification with the order details', async () => {
    const seen: { path: string; auth?: string }[] = [];
    server = await startSseServer({ token: TOKEN, routes: ordersApi([orderOf('NBBBB1', { city: 'Kragujevac', quantity: 3, totalPrice: 7470 })], seen) });
    const shown: AlertNotificationOptions[] = [];
    const alerts = createOrderAlerts({
      createNotification: (options) => ({ on: () => undefined, show: () => shown.push(options) }),
      isWindowFocused: () => false,
      revealWindow: () => {},
      openOrder: () => {},
      lookup: createOrderLookup({ origin: () => server!.origin, token: () => TOKEN }),
      debounceMs: 50,
    });
    const client = createEventsClient({ origin: server.origin, token: TOKEN, onEvent: (e) => alerts.handle(e), onState: () => {}, onUnauthorized: () => {} });
    client.start();
    try {
      await server.waitFor(() => server!.streams === 1);
      server.publish('order.created', { orderId: 'NBBBB1', websiteId: 4 });
      await server.waitFor(() => shown.length === 1, 3000, 'a notification');
      expect(shown[0]).toEqual({ title: 'Nova porudžbina', body: 'Masažer za vrat, količina: 3\nUkupno: 7.470 RSD\nGrad: Kragujevac' });
      expect(alerts.state.unread).toBe(1);
    } finally {
      client.stop();
      alerts.dispose();
    }
  });
});
