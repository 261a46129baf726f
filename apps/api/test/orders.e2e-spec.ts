import { ORDER_MESSAGES, textTooLongFor, type CreateOrderResponse, type WebsiteResponse } from '@cod/contracts';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, call, createWebsite, customerIp, expectError, newClient, sql } from './helpers.js';

let owner: Awaited<ReturnType<typeof newClient>>;
let serbia: WebsiteResponse;
let montenegro: WebsiteResponse;
let bosnia: WebsiteResponse;
let upsellIds: number[];
const ip = customerIp;
const shop = () => inject('shopUrl');

const site = (targetMarket: string, extra: Record<string, unknown> = {}) =>
  createWebsite(owner.token, { customUrl: `narudzbe-${randomUUID().slice(0, 8)}`, currentPrice: targetMarket === 'Serbia' ? 2990 : 29.99, targetMarket, ...extra });

const customer = (over: Record<string, unknown> = {}) => ({
  name: 'Petar Petrović Njegoš',
  email: 'Petar@Primer.RS',
  phone: '064 123 4567',
  address: 'Bulevar kralja Aleksandra 73',
  city: 'Beograd',
  postalCode: '11000',
  notes: 'Pozvati pre dostave',
  ...over,
});

const order = (websiteId: number, over: Record<string, unknown> = {}, headers: Record<string, string> = { 'x-forwarded-for': ip() }) =>
  call<CreateOrderResponse>('POST', '/api/orders', { body: { websiteId, quantity: 2, totalPrice: 1, customerData: customer(), ...over }, headers });

/** Per order (in the order given), read in one statement: its fan-out row waiting, and its deliveries as channel:state. */
const fannedOut = (orderIds: string[]) =>
  sql<{ waiting: boolean; deliveries: string[] }>(
    `SELECT EXISTS (SELECT 1 FROM order_fanout f WHERE f.order_id = i.id) AS waiting,
            ARRAY(SELECT d.channel || ':' || d.state FROM deliveries d JOIN orders o ON o.id = d.order_id
                   WHERE o.order_id = i.id AND d.upsell_order_id IS NULL ORDER BY d.channel) AS deliveries
       FROM unnest($1::varchar[]) WITH ORDINALITY AS i(id, n) ORDER BY i.n`,
    [orderIds],
  );

beforeAll(async () => {
  owner = await newClient(await adminToken());
  const s = await site('Serbia', { upsellProductLinks: [`${shop()}/p/jastuk`, `${shop()}/p/punjac`] });
  serbia = s.website;
  upsellIds = s.upsellProducts.map((u) => u.id);
  montenegro = (await site('Montenegro')).website;
  bosnia = (await site('Bosnia')).website;
});

describe('POST /api/orders', () => {
  it('stores the order priced by the site’s own offers, with the phone normalised and the name split, and its job', async () => {
    const res = await order(serbia.id);
    expect(res.status).toBe(201);
    const body = res.body;
    expect(body.success).toBe(true);
    expect(body.orderId).toMatch(/^N[2-9A-Z]{12}$/);
    expect(body.redirectUrl).toBe(`/hvala/${serbia.id}/${body.orderId}`);
    expect(body.order).toMatchObject({
      orderId: body.orderId,
      websiteId: serbia.id,
      quantity: 2,
      totalPrice: serbia.quantityOffers.double.price,
      currency: 'RSD',
      firstName: 'Petar',
      lastName: 'Petrović Njegoš',
      email: 'petar@primer.rs',
      phone: '+381641234567',
      status: 'pending',
    });
    const [row] = await sql(`SELECT *, extract(epoch FROM upsell_delayed_until - created_at)::int AS window FROM orders WHERE order_id = $1`, [body.orderId]);
    // Stored in minor units (para): 4 990 RSD.
    expect(Number(row.total_price)).toBe(499000);
    expect(row.user_id).toBe(owner.user.id);
    expect(row.product_id).toBe(serbia.productId);
    expect(row.window).toBe(15 * 60);
    expect(row.notes).toBe('Pozvati pre dostave');
    // Its fan-out row was written with it, and a fan-out loop took it: the row gone, its deliveries opened (the
    // shipment's, off: no courier set up).
    await expect.poll(async () => (await fannedOut([body.orderId]))[0], { timeout: 10_000 }).toEqual({ waiting: false, deliveries: ['shipment:off'] });
  });

  it('never trusts the browser’s price or quantity', async () => {
    const res = await order(serbia.id, { quantity: 3, totalPrice: 1 });
    expect(res.body.order.totalPrice).toBe(serbia.quantityOffers.triple.price);
    for (const quantity of [0, 4, 5, -1, 1.5, '3', null]) {
      expectError(await order(serbia.id, { quantity }), 400, ORDER_MESSAGES.quantityInvalid);
    }
  });

  it.each([
    [{ name: '' }, ORDER_MESSAGES.nameRequired],
    [{ name: '   ' }, ORDER_MESSAGES.nameRequired],
    [{ phone: '' }, ORDER_MESSAGES.phoneRequired],
    [{ phone: 'nije broj' }, ORDER_MESSAGES.phoneInvalid],
    [{ phone: '064 12' }, ORDER_MESSAGES.phoneInvalid],
    [{ phone: '+44 7700 900123' }, ORDER_MESSAGES.phoneInvalid],
    [{ address: '' }, ORDER_MESSAGES.addressRequired],
    [{ city: undefined }, ORDER_MESSAGES.cityRequired],
    [{ email: 'nije@email' }, ORDER_MESSAGES.emailInvalid],
    [{ postalCode: 'abc' }, ORDER_MESSAGES.postalCodeInvalid],
    [{ name: 'x'.repeat(200) }, textTooLongFor(120)],
  ])('refuses customer data %j with 400 and a Serbian message; nothing is stored', async (over, message) => {
    const before = (await sql('SELECT count(*)::int AS n FROM orders'))[0].n;
    expectError(await order(serbia.id, { customerData: customer(over) }), 400, message);
    expect((await sql('SELECT count(*)::int AS n FROM orders'))[0].n).toBe(before);
  });

  it('accepts email and postal code left out (popup form)', async () => {
    const res = await order(serbia.id, { customerData: customer({ email: '', postalCode: undefined, notes: undefined }) });
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({ email: null, postalCode: null });
  });

  it('refuses an unknown or inactive website', async () => {
    expectError(await order(99999999), 404, ORDER_MESSAGES.websiteInvalid);
    expectError(await order(0), 400, ORDER_MESSAGES.websiteInvalid);
    const off = (await site('Serbia')).website;
    await call('PUT', `/api/websites/id/${off.id}`, { token: owner.token, body: { isActive: false } });
    expectError(await order(off.id), 400, ORDER_MESSAGES.websiteUnavailable);
  });

  it('requires the postal code on Advertorial sites except for Montenegro', async () => {
    const adv = (await site('Serbia', { templateName: 'Advertorial Template' })).website;
    expectError(await order(adv.id, { customerData: customer({ postalCode: '' }) }), 400, ORDER_MESSAGES.postalCodeRequired);
    const advMe = (await site('Montenegro', { templateName: 'Advertorial Template' })).website;
    expect((await order(advMe.id, { customerData: customer({ postalCode: '', phone: '067 123 456' }) })).status).toBe(201);
  });

  const phones: [() => WebsiteResponse, string, string][] = [
    [() => serbia, '0641234567', '+381641234567'],
    [() => serbia, '064/123-45-67', '+381641234567'],
    [() => serbia, '+381 64 123 4567', '+381641234567'],
    [() => serbia, '00381641234567', '+381641234567'],
    [() => serbia, '381641234567', '+381641234567'],
    [() => serbia, '+381 064 123 4567', '+381641234567'],
    [() => serbia, '063 123 456', '+38163123456'],
    [() => serbia, '011 3234567', '+381113234567'],
    [() => montenegro, '067 123 456', '+38267123456'],
    [() => montenegro, '+382 69 123 456', '+38269123456'],
    [() => montenegro, '00382 68 123 456', '+38268123456'],
    [() => bosnia, '061 123 456', '+38761123456'],
    [() => bosnia, '+387 65 123 456', '+38765123456'],
    [() => bosnia, '00387 62 123 4567', '+387621234567'],
    [() => serbia, '+387 61 123 456', '+38761123456'],
  ];
  it.each(phones)('normalises %s', async (siteOf, input, expected) => {
    const res = await order(siteOf().id, { customerData: customer({ phone: input }) });
    expect(res.status).toBe(201);
    expect(res.body.order.phone).toBe(expected);
  });

  it('50 concurrent orders: 50 stored, 50 distinct order numbers, 50 fan-out rows', async () => {
    const before = (await sql('SELECT count(*)::int AS n FROM orders WHERE website_id = $1', [serbia.id]))[0].n;
    const results = await Promise.all(Array.from({ length: 50 }, () => order(serbia.id, { quantity: 1 })));
    expect(results.every((r) => r.status === 201)).toBe(true);
    const ids = new Set(results.map((r) => r.body.orderId));
    expect(ids.size).toBe(50);
    expect((await sql('SELECT count(*)::int AS n FROM orders WHERE website_id = $1', [serbia.id]))[0].n).toBe(before + 50);
    // Each has its fan-out row still, or its deliveries already (claiming the row and opening them is one transaction).
    const fanouts = await fannedOut([...ids]);
    expect(fanouts.filter((f) => f.waiting !== (f.deliveries.length === 0))).toEqual([]);
    expect(fanouts).toHaveLength(50);
  });

  it('the same form sent twice (idempotency key) makes one order, even when both arrive together', async () => {
    const idempotencyKey = randomUUID();
    const first = await order(serbia.id, { idempotencyKey });
    const again = await order(serbia.id, { idempotencyKey, quantity: 3 });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.orderId).toBe(first.body.orderId);
    // A replay tells the number and the status, nothing of the first sender.
    expect(again.body.order).toEqual({ orderId: first.body.orderId, status: 'pending' });
    const racing = randomUUID();
    const burst = await Promise.all(Array.from({ length: 6 }, () => order(serbia.id, { idempotencyKey: racing })));
    expect(new Set(burst.map((r) => r.body.orderId)).size).toBe(1);
    expect((await sql('SELECT count(*)::int AS n FROM orders WHERE idempotency_key = ANY($1)', [[idempotencyKey, racing]]))[0].n).toBe(2);
  });

  it('a filled honeypot gets a believable answer and nothing is stored', async () => {
    const before = (await sql('SELECT count(*)::int AS n FROM orders'))[0].n;
    const res = await order(serbia.id, { contactUrl: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(res.body.orderId).toMatch(/^N[2-9A-Z]{12}$/);
    expect((await sql('SELECT count(*)::int AS n FROM orders'))[0].n).toBe(before);
    expect((await sql(`SELECT count(*)::int AS n FROM order_fanout WHERE order_id = $1`, [res.body.orderId]))[0].n).toBe(0);
    expect((await sql(`SELECT count(*)::int AS n FROM pgboss.job WHERE singleton_key = $1`, [res.body.orderId]))[0].n).toBe(0);
  });

  it('rate-limits one address (429 in Serbian with Retry-After)', async () => {
    const headers = { 'x-forwarded-for': '10.250.250.250' };
    for (let i = 0; i < 20; i++) expect((await order(serbia.id, {}, headers)).status).toBe(201);
    const blocked = await order(serbia.id, {}, headers);
    expectError(blocked, 429, ORDER_MESSAGES.tooManyOrders);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await order(serbia.id)).status).toBe(201); // another customer is fine
  });

  it('a burst from one address, counted in the batches that store it: exactly the budget is stored, the rest 429; others unaffected', async () => {
    const busy = { 'x-forwarded-for': '10.250.250.251' };
    const other = { 'x-forwarded-for': '10.250.250.252' };
    const sent = await Promise.all([...Array.from({ length: 30 }, () => order(serbia.id, {}, busy)), ...Array.from({ length: 5 }, () => order(serbia.id, {}, other))]);
    const busyStatuses = sent.slice(0, 30).map((r) => r.status);
    expect(busyStatuses.filter((s) => s === 201)).toHaveLength(20);
    expect(busyStatuses.filter((s) => s === 429)).toHaveLength(10);
    for (const refused of sent.slice(0, 30).filter((r) => r.status === 429)) {
      expectError(refused, 429, ORDER_MESSAGES.tooManyOrders);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(sent.slice(30).map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const stored = await sql(`SELECT client_ip AS ip, count(*)::int AS n FROM orders WHERE client_ip = ANY($1::varchar[]) GROUP BY 1 ORDER BY 1`, [['10.250.250.251', '10.250.250.252']]);
    expect(stored).toEqual([
      { ip: '10.250.250.251', n: 20 },
      { ip: '10.250.250.252', n: 5 },
    ]);
    const answered = sent.filter((r) => r.status === 201).map((r) => r.body.orderId);
    expect((await sql(`SELECT count(*)::int AS n FROM orders WHERE order_id = ANY($1::varchar[])`, [answered]))[0].n).toBe(25);
  });
});

describe('GET /api/orders/{orderId} (thank-you pages)', () => {
  it('answers a recent order with only what the pages show', async () => {
    const { body } = await order(serbia.id);
    const res = await call('GET', `/api/orders/${body.orderId}`, { headers: { 'x-forwarded-for': ip() } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      ['address', 'city', 'createdAt', 'currency', 'currencySymbol', 'email', 'firstName', 'lastName', 'orderId', 'phone', 'postalCode', 'productName', 'quantity', 'status', 'totalPrice', 'upsellDelayedUntil', 'websiteId'].sort(),
    );
  });

  it('is not a key to old orders or to guessed numbers', async () => {
    const { body } = await order(serbia.id);
    const [row] = await sql('SELECT id FROM orders WHERE order_id = $1', [body.orderId]);
    expectError(await call('GET', `/api/orders/${row.id}`, { headers: { 'x-forwarded-for': ip() } }), 404, ORDER_MESSAGES.notFound);
    expectError(await call('GET', '/api/orders/NAAAAAAAAAAAA', { headers: { 'x-forwarded-for': ip() } }), 404);
    await sql(`UPDATE orders SET created_at = now() - interval '25 hours' WHERE order_id = $1`, [body.orderId]);
    expectError(await call('GET', `/api/orders/${body.orderId}`, { headers: { 'x-forwarded-for': ip() } }), 404);
  });

  it('is rate-limited per address', async () => {
    const headers = { 'x-forwarded-for': '10.251.251.251' };
    for (let i = 0; i < 30; i++) expect((await call('GET', '/api/orders/NAAAAAAAAAAAA', { headers })).status).toBe(404);
    expectError(await call('GET', '/api/orders/NAAAAAAAAAAAA', { headers }), 429, ORDER_MESSAGES.tooManyLookups);
  });
});

describe('POST /api/upsell/order', () => {
  const add = (body: Record<string, unknown>) => call('POST', '/api/upsell/order', { body, headers: { 'x-forwarded-for': ip() } });

  it('adds an upsell priced by the upsell product, with the original order’s customer, once', async () => {
    const { body: o } = await order(serbia.id);
    const [product] = await sql('SELECT discount_price FROM upsell_products WHERE id = $1', [upsellIds[0]]);
    const res = await add({ originalOrderId: o.orderId, upsellProductId: upsellIds[0], websiteId: serbia.id, quantity: 5, totalPrice: 1, customerData: { firstName: 'Haker' } });
    expect(res.status).toBe(201);
    expect(res.body.upsellOrder).toMatchObject({ originalOrderId: o.orderId, upsellProductId: upsellIds[0], quantity: 1, totalPrice: Number(product.discount_price) / 100, currency: 'RSD', status: 'pending' });
    const [row] = await sql('SELECT * FROM upsell_orders WHERE order_id = $1', [res.body.orderId]);
    expect(row.customer_data).toMatchObject({ firstName: 'Petar', lastName: 'Petrović Njegoš', phone: '+381641234567' });
    expect(row.user_id).toBe(owner.user.id);
    // (Its fan-out, the Telegram follow-up and the shipment carrying it: integrations.e2e-spec.)
    expectError(await add({ originalOrderId: o.orderId, upsellProductId: upsellIds[0], websiteId: serbia.id }), 409, ORDER_MESSAGES.upsellAlreadyAdded);
    expect((await add({ originalOrderId: o.orderId, upsellProductId: upsellIds[1], websiteId: serbia.id })).status).toBe(201);
  });

  it('only for an order of the same website, inside its window, for an active offer', async () => {
    const { body: o } = await order(serbia.id);
    const other = await site('Serbia', { upsellProductLinks: [`${shop()}/p/jastuk`] });
    expectError(await add({ originalOrderId: o.orderId, upsellProductId: other.upsellProducts[0].id, websiteId: serbia.id }), 400, ORDER_MESSAGES.upsellWrongWebsite);
    expectError(await add({ originalOrderId: o.orderId, upsellProductId: upsellIds[0], websiteId: other.website.id }), 404, ORDER_MESSAGES.notFound);
    expectError(await add({ originalOrderId: 'NAAAAAAAAAAAA', upsellProductId: upsellIds[0], websiteId: serbia.id }), 404);
    expectError(await add({ originalOrderId: o.orderId, upsellProductId: 99999999, websiteId: serbia.id }), 404, ORDER_MESSAGES.upsellUnavailable);
    await sql(`UPDATE orders SET upsell_delayed_until = now() - interval '1 minute' WHERE order_id = $1`, [o.orderId]);
    expectError(await add({ originalOrderId: o.orderId, upsellProductId: upsellIds[0], websiteId: serbia.id }), 400, ORDER_MESSAGES.upsellWindowClosed);
    expectError(await add({ upsellProductId: upsellIds[0], websiteId: serbia.id }), 400, ORDER_MESSAGES.upsellMissingOrder);
  });
});

describe('order figures on the dashboards', () => {
  it('count the owner’s orders and this month’s revenue in euro', async () => {
    const res = await call('GET', '/api/sync/dashboard', { token: owner.token });
    const [{ total, pending }] = await sql(`SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'pending')::int AS pending FROM orders WHERE user_id = $1`, [owner.user.id]);
    expect(res.body.stats.totalOrders).toBe(total);
    expect(res.body.stats.pendingOrders).toBe(pending);
    expect(res.body.stats.totalRevenue).toBeGreaterThan(0);
    const stats = await call('GET', '/api/dashboard/stats', { token: owner.token });
    expect(stats.body.recentOrders.length).toBeGreaterThan(0);
    expect(stats.body.recentOrders[0]).toHaveProperty('customerName');
    expect(stats.body.topPerformingWebsites[0].orderCount).toBeGreaterThan(0);
  });
});
