import {
  API,
  API_ERRORS,
  ORDER_EXPORT_COLUMNS,
  ORDER_MESSAGES,
  ORDERS_MESSAGES,
  type OrderDailyStats,
  type OrderListItem,
  type WebsiteResponse,
} from '@cod/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SharedRateLimiter } from '../src/common/rate-limit/shared-rate-limiter.js';
import { SqlPool } from '../src/database/sql-pool.js';
import { openEvents } from './events.js';
import { adminToken, call, createWebsite, customerIp, expectError, login, newClient, sql, baseUrl, databaseUrl } from './helpers.js';

let admin: string;
let seller: Awaited<ReturnType<typeof newClient>>;
let other: Awaited<ReturnType<typeof newClient>>;
let site: WebsiteResponse;
let upsellId: number;
let otherSite: WebsiteResponse;

const customer = (over: Record<string, unknown> = {}) => ({ name: 'Milica Jovanović', phone: '064 555 1234', address: 'Cara Dušana 5', city: 'Novi Sad', email: 'milica@primer.rs', ...over });
async function order(websiteId: number, over: Record<string, unknown> = {}, customerOver: Record<string, unknown> = {}) {
  const res = await call('POST', API.orders.root, { body: { websiteId, quantity: 1, customerData: customer(customerOver), ...over }, headers: { 'x-forwarded-for': customerIp() } });
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { orderId: string; order: { orderId: string } };
}
const list = (token: string, path: string) => call<OrderListItem[]>('GET', path, { token });
const total = (res: { headers: Headers }) => Number(res.headers.get('x-total-count'));

beforeAll(async () => {
  admin = await adminToken();
  seller = await newClient(admin);
  other = await newClient(admin);
  const created = await createWebsite(seller.token, { customUrl: `konzola-${randomUUID().slice(0, 8)}`, productName: 'Stona lampa', upsellProductLinks: [`${inject('shopUrl')}/p/jastuk`] });
  site = created.website;
  upsellId = created.upsellProducts[0].id;
  otherSite = (await createWebsite(other.token, { customUrl: `druga-${randomUUID().slice(0, 8)}`, productName: 'Punjač' })).website;
});

describe('order lists: roles and scope', () => {
  it('GET /api/orders is the admin’s (every order); a client gets 403, anonymous 401', async () => {
    const mine = await order(site.id);
    const theirs = await order(otherSite.id);
    const res = await list(admin, API.orders.root);
    expect(res.status).toBe(200);
    const ids = res.body.map((o) => o.orderId);
    expect(ids).toEqual(expect.arrayContaining([mine.orderId, theirs.orderId]));
    expect(total(res)).toBe(res.body.length);
    expectError(await call('GET', API.orders.root, { token: seller.token }), 403, API_ERRORS.adminOnly);
    expectError(await call('GET', API.orders.root), 401);
  });

  it('GET /api/orders/my holds only the orders of the caller’s own websites, newest first, and is not taken for an order number', async () => {
    const first = await order(site.id);
    const second = await order(site.id);
    await order(otherSite.id);
    const res = await list(seller.token, API.orders.my);
    expect(res.status).toBe(200);
    expect(res.body.every((o) => o.websiteId === site.id && o.userId === seller.user.id)).toBe(true);
    const ids = res.body.map((o) => o.orderId);
    expect(ids.indexOf(second.orderId)).toBeLessThan(ids.indexOf(first.orderId));
    expect((await list(other.token, API.orders.my)).body.some((o) => o.websiteId === site.id)).toBe(false);
    expectError(await call('GET', API.orders.my), 401);
    // The thank-you look-up is still there.
    const lookup = await call('GET', API.orders.one(first.orderId), { headers: { 'x-forwarded-for': customerIp() } });
    expect(lookup.status).toBe(200);
    expect(lookup.body.orderId).toBe(first.orderId);
  });

  it('each order carries its website, its product title and every stored field, never the client address or idempotency key', async () => {
    const placed = await order(site.id, { quantity: 2, idempotencyKey: `kljuc-${randomUUID()}` }, { notes: 'Zvoniti dva puta', postalCode: '21000' });
    const item = (await list(seller.token, `${API.orders.my}?q=${placed.orderId}`)).body[0];
    expect(item).toMatchObject({
      orderId: placed.orderId,
      websiteId: site.id,
      userId: seller.user.id,
      productId: site.productId,
      quantity: 2,
      totalPrice: site.quantityOffers.double.price,
      currency: 'RSD',
      firstName: 'Milica',
      lastName: 'Jovanović',
      email: 'milica@primer.rs',
      phone: '+381645551234',
      address: 'Cara Dušana 5',
      city: 'Novi Sad',
      postalCode: '21000',
      notes: 'Zvoniti dva puta',
      status: 'pending',
      title: site.title,
      website: { productName: site.title, shortName: site.shortName, currencySymbol: 'RSD' },
      upsellOrders: [],
      parcelTotal: site.quantityOffers.double.price,
      statusHistory: [],
      trackingId: null,
      notificationsSent: false,
    });
    for (const hidden of ['clientIp', 'clientUserAgent', 'fbp', 'fbc', 'sourceUrl', 'idempotencyKey', 'addressKey']) expect(item).not.toHaveProperty(hidden);
    expect(Date.parse(item.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('upsell orders show under their order, with the parcel’s total', async () => {
    const placed = await order(site.id);
    const upsell = await call('POST', API.upsells.order, { body: { originalOrderId: placed.orderId, upsellProductId: upsellId, websiteId: site.id }, headers: { 'x-forwarded-for': customerIp() } });
    expect(upsell.status).toBe(201);
    const item = (await list(seller.token, `${API.orders.my}?q=${placed.orderId}`)).body[0];
    expect(item.upsellOrders).toHaveLength(1);
    expect(item.upsellOrders[0]).toMatchObject({ orderId: upsell.body.orderId, upsellProductId: upsellId, quantity: 1, currency: 'RSD', status: 'pending' });
    expect(item.upsellOrders[0].title).toBeTruthy();
    expect(item.parcelTotal).toBe(item.totalPrice + item.upsellOrders[0].totalPrice);
  });
});

describe('filters (CONTRACT.md)', () => {
  let target: string;
  beforeAll(async () => {
    target = (await order(site.id, {}, { name: 'Dragana Šarić', phone: '+381 63 987 6543', email: 'Dragana.Saric@Primer.RS' })).orderId;
  });
  const find = async (query: string) => (await list(admin, `${API.orders.root}?${query}`)).body.map((o) => o.orderId);

  it('q matches the order number, names, e-mail and product, case-insensitively', async () => {
    for (const q of [target, target.toLowerCase(), 'dragana', 'ŠARIĆ', 'šarić', 'saric', 'Dragana Šarić', 'dragana.saric@primer', site.title.slice(0, 6).toUpperCase()]) {
      expect(await find(`q=${encodeURIComponent(q)}`), q).toContain(target);
    }
    expect(await find('q=nepostojeci-kupac-xyz')).toEqual([]);
  });

  it('q matches a phone by its digits however it is typed', async () => {
    for (const q of ['0639876543', '063 987 6543', '381639876543', '+381639876543', '+381 63 987-65-43', '9876543']) {
      expect(await find(`q=${encodeURIComponent(q)}`), q).toContain(target);
    }
  });

  it('status, from and to (ISO dates), limit and offset, with X-Total-Count', async () => {
    expect(await find(`status=pending&q=${target}`)).toEqual([target]);
    expect(await find(`status=completed&q=${target}`)).toEqual([]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade' }).format(new Date());
    expect(await find(`from=${today}&to=${today}&q=${target}`)).toEqual([target]);
    expect(await find(`to=2020-01-01&q=${target}`)).toEqual([]);
    expect(await find(`from=${new Date(Date.now() + 3_600_000).toISOString()}&q=${target}`)).toEqual([]);
    const all = await list(admin, API.orders.root);
    const page = await list(admin, `${API.orders.root}?limit=2&offset=1`);
    expect(page.body.map((o) => o.orderId)).toEqual(all.body.slice(1, 3).map((o) => o.orderId));
    expect(total(page)).toBe(all.body.length);
  });

  it('refuses malformed parameters with a 400 in Serbian', async () => {
    for (const query of ['status=shipped', 'from=yesterday', 'to=2026-13-45', 'limit=0', 'limit=abc', 'offset=-1', `q=${'x'.repeat(101)}`, 'q=a%00b']) {
      const res = await call('GET', `${API.orders.root}?${query}`, { token: admin });
      expect(res.status, query).toBe(400);
      expect(res.body.message).toMatch(/^(Neispravan parametar pretrage|Tekst sadrži)/);
    }
  });
});

describe('PUT /api/orders/{id}: status changes', () => {
  it('the admin changes a status by numeric id or order number; each change is recorded and shown', async () => {
    const placed = await order(site.id);
    const [{ id }] = await sql('SELECT id FROM orders WHERE order_id = $1', [placed.orderId]);
    const first = await call<OrderListItem>('PUT', API.orders.one(id), { token: admin, body: { status: 'processing' } });
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('processing');
    const second = await call<OrderListItem>('PUT', API.orders.one(placed.orderId), { token: admin, body: { status: 'completed' } });
    expect(second.body.statusHistory.map(({ from, to, by }) => ({ from, to, by: by?.id }))).toEqual([
      { from: 'pending', to: 'processing', by: 1 },
      { from: 'processing', to: 'completed', by: 1 },
    ]);
    // Setting the same status again records nothing.
    const same = await call<OrderListItem>('PUT', API.orders.one(placed.orderId), { token: admin, body: { status: 'completed' } });
    expect(same.body.statusHistory).toHaveLength(2);
    // The seller sees the history too.
    const seen = (await list(seller.token, `${API.orders.my}?q=${placed.orderId}`)).body[0];
    expect(seen.status).toBe('completed');
    expect(seen.statusHistory[1].by?.name).toBe('Admin Administrator');
  });

  it('refuses an unknown status (400), a client (403), anonymous (401), an unknown order (404)', async () => {
    const placed = await order(site.id);
    expectError(await call('PUT', API.orders.one(placed.orderId), { token: admin, body: { status: 'shipped' } }), 400, ORDERS_MESSAGES.statusInvalid);
    expectError(await call('PUT', API.orders.one(placed.orderId), { token: seller.token, body: { status: 'completed' } }), 403, ORDERS_MESSAGES.statusForbidden);
    expectError(await call('PUT', API.orders.one(placed.orderId), { body: { status: 'completed' } }), 401);
    expectError(await call('PUT', API.orders.one('N22222222222Z'), { token: admin, body: { status: 'completed' } }), 404, ORDERS_MESSAGES.orderNotFound);
    expectError(await call('PUT', API.orders.one('abc'), { token: admin, body: { status: 'completed' } }), 400, ORDERS_MESSAGES.invalidOrderRef);
    const [row] = await sql('SELECT status FROM orders WHERE order_id = $1', [placed.orderId]);
    expect(row.status).toBe('pending');
  });
});

describe('a search that matches many orders (over 2 000: read walking the newest orders once its count is known)', () => {
  let seller3: Awaited<ReturnType<typeof newClient>>;
  const MANY = 2_100;
  beforeAll(async () => {
    seller3 = await newClient(admin);
    const mine = (await createWebsite(seller3.token, { customUrl: `mnogo-${randomUUID().slice(0, 8)}`, productName: 'Zidni sat' })).website;
    // Stored straight in the table (placing 2 100 orders through the API is not what this tests): one a second
    // into the past, each named 'Vukašin', every tenth 'Vukašin Zorić'.
    await sql(
      `INSERT INTO orders (user_id, website_id, order_id, product_id, quantity, total_price, currency, currency_symbol, first_name, last_name, phone, address, city, product_name, created_at)
       SELECT $1, $2, 'NV' || lpad(i::text, 11, '0'), $3, 1, 2990, 'RSD', 'RSD', 'Vukašin', CASE WHEN i % 10 = 0 THEN 'Zorić' ELSE 'Broj ' || i END,
              '0641' || lpad(i::text, 6, '0'), 'Ulica ' || i, 'Beograd', 'Zidni sat', now() - make_interval(secs => i)
         FROM generate_series(1, $4) AS i`,
      [seller3.user.id, mine.id, mine.productId, MANY],
    );
  });
  afterAll(() => sql('DELETE FROM orders WHERE user_id = $1', [seller3.user.id]));
  const page = (query: string) => list(seller3.token, `${API.orders.my}?${query}`);
  const numbers = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `NV${String(from + i).padStart(11, '0')}`);

  it('answers the same page and count on the first call (through the search index) and the next ones (walking)', async () => {
    for (let call = 0; call < 3; call++) {
      const res = await page('q=vukasin&limit=50&offset=100');
      expect(total(res), `call ${call}`).toBe(MANY);
      expect(res.body.map((o) => o.orderId), `call ${call}`).toEqual(numbers(101, 150));
    }
  });

  it('a term with few matches, a page past the last match, and a term of one order', async () => {
    const few = await page('q=zoric&limit=50&offset=20');
    expect(total(few)).toBe(MANY / 10);
    expect(few.body.map((o) => Number(o.orderId.slice(2)))).toEqual(Array.from({ length: 50 }, (_, i) => (21 + i) * 10));
    const past = await page('q=vukasin&limit=50&offset=5000');
    expect(past.body).toEqual([]);
    expect(total(past)).toBe(MANY);
    const one = await page('q=NV00000001234&limit=50');
    expect(one.body.map((o) => o.orderId)).toEqual(['NV00000001234']);
    expect(total(one)).toBe(1);
  });
});

describe('GET /api/orders/export.csv', () => {
  it('UTF-8 with a BOM, ;-separated, the spec’s columns, formula cells neutralised, the caller’s own orders only', async () => {
    const evil = await order(site.id, {}, { name: '=HYPERLINK("http://zlo") Ana', notes: '+381 zovi; "hitno"', address: '@Ulica 1' });
    await order(otherSite.id);
    const res = await fetch(`${baseUrl()}${API.orders.exportCsv}?q=${evil.orderId}`, { headers: { authorization: `Bearer ${seller.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="narudzbine-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(ORDER_EXPORT_COLUMNS.join(';'));
    expect(lines).toHaveLength(2);
    const cells = lines[1];
    expect(cells).toContain(evil.orderId);
    expect(cells).toContain(`"'=HYPERLINK(""http://zlo"") Ana"`);
    expect(cells).toContain(`"'+381 zovi; ""hitno"""`);
    expect(cells).toContain(`'@Ulica 1`);
    expect(cells).toContain('Na čekanju');
    // A client's export holds only its own websites' orders.
    const mine = await (await fetch(`${baseUrl()}${API.orders.exportCsv}`, { headers: { authorization: `Bearer ${other.token}` } })).text();
    expect(mine).not.toContain(evil.orderId);
    expectError(await call('GET', API.orders.exportCsv), 401);
  });
});

describe('GET /api/orders/stats', () => {
  it('orders and revenue per day for the last 30 days, per currency, scoped like the lists', async () => {
    const before = (await call<OrderDailyStats>('GET', API.orders.stats, { token: seller.token })).body;
    expect(before.days).toHaveLength(30);
    const today = before.days[29];
    await order(site.id, { quantity: 3 });
    const after = (await call<OrderDailyStats>('GET', API.orders.stats, { token: seller.token })).body;
    expect(after.days[29].date).toBe(today.date);
    expect(after.days[29].orders).toBe(today.orders + 1);
    expect(after.days[29].revenue.RSD).toBe((today.revenue.RSD ?? 0) + site.quantityOffers.triple.price);
    expect(after.currencies).toContain('RSD');
    const theirs = (await call<OrderDailyStats>('GET', API.orders.stats, { token: other.token })).body;
    expect(theirs.days[29].orders).toBeLessThan(after.days[29].orders);
    const everyone = (await call<OrderDailyStats>('GET', API.orders.stats, { token: admin })).body;
    expect(everyone.days[29].orders).toBeGreaterThanOrEqual(after.days[29].orders + theirs.days[29].orders);
  });
});

describe('GET /api/events', () => {
  it('streams the events of the client’s own websites (an admin all) within a second, with ids', async () => {
    const mine = await openEvents(seller.token);
    const theirs = await openEvents(other.token);
    const everyone = await openEvents(admin);
    try {
      expect(mine.status).toBe(200);
      expect(mine.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      const started = Date.now();
      const placed = await order(site.id);
      const created = await mine.next((e) => e.event === 'order.created' && e.data.orderId === placed.orderId, 2000);
      expect(Date.now() - started).toBeLessThan(1500);
      expect(created.data).toEqual({ orderId: placed.orderId, websiteId: site.id });
      expect(Number(created.id)).toBeGreaterThan(0);
      await everyone.next((e) => e.data.orderId === placed.orderId);
      await call('PUT', API.orders.one(placed.orderId), { token: admin, body: { status: 'processing' } });
      expect((await mine.next((e) => e.event === 'order.updated' && e.data.orderId === placed.orderId)).data).toEqual({ orderId: placed.orderId, websiteId: site.id, status: 'processing' });
      const upsell = await call('POST', API.upsells.order, { body: { originalOrderId: placed.orderId, upsellProductId: upsellId, websiteId: site.id }, headers: { 'x-forwarded-for': customerIp() } });
      expect((await mine.next((e) => e.event === 'upsell.created')).data).toEqual({ orderId: placed.orderId, upsellOrderId: upsell.body.orderId, websiteId: site.id });
      // The other seller heard none of it.
      await order(otherSite.id);
      await theirs.next((e) => e.event === 'order.created');
      expect(theirs.received.some((e) => e.data.websiteId === site.id)).toBe(false);
    } finally {
      await Promise.all([mine.close(), theirs.close(), everyone.close()]);
    }
  });

  it('replays what a reconnecting client missed (Last-Event-ID), only its own', async () => {
    const first = await openEvents(seller.token);
    const placed = await order(site.id);
    const seen = await first.next((e) => e.data.orderId === placed.orderId);
    await first.close();
    const missed = [await order(site.id), await order(site.id)];
    await order(otherSite.id);
    const again = await openEvents(seller.token, seen.id);
    try {
      for (const m of missed) await again.next((e) => e.event === 'order.created' && e.data.orderId === m.orderId);
      expect(again.received.every((e) => e.data.websiteId === site.id)).toBe(true);
      expect(again.received.some((e) => e.data.orderId === placed.orderId)).toBe(false);
    } finally {
      await again.close();
    }
  });

  it('needs a signed-in user; sends heartbeats; ends the stream of a session that was signed out', async () => {
    expectError(await call('GET', API.events), 401);
    const session = await login(seller.email, seller.password);
    const stream = await openEvents(session.token);
    try {
      await stream.nextComment((c) => c === ': ping', 2500);
      expect((await call('POST', API.auth.logout, { token: session.token })).status).toBe(200);
      await stream.ended(2500);
    } finally {
      await stream.close();
    }
  });
});

describe('fake-order shield', () => {
  it('marks an order whose phone (last 9 digits) or address (in either script) ordered from the same seller in the 24 h before', async () => {
    const phone = `06${Math.floor(1e7 + Math.random() * 8e7)}`;
    const house = Math.floor(100 + Math.random() * 1e6);
    const a = await order(site.id, {}, { phone, address: `Njegoševa ${house}` });
    const b = await order(site.id, {}, { phone: `+381 ${phone.slice(1)}`, address: `Gundulićev venac ${house}` });
    const c = await order(otherSite.id, {}, { phone, address: `Njegoševa ${house}` });
    const otherPhone = `06${Math.floor(1e7 + Math.random() * 8e7)}`;
    const d = await order(site.id, {}, { phone: otherPhone, address: `Ул. Његошева бр. ${house}`, city: 'НОВИ САД' });
    const e = await order(site.id, {}, { phone: `06${Math.floor(1e7 + Math.random() * 8e7)}`, address: `Njegoševa ${house}`, city: 'Beograd' });
    const marks = async (token: string, id: string) => (await list(token, `${API.orders.root}?q=${id}`)).body[0].possibleDuplicate;
    expect(await marks(admin, a.orderId)).toBe(false);
    expect(await marks(admin, b.orderId)).toBe(true); // the same phone
    expect(await marks(admin, c.orderId)).toBe(false); // another seller
    expect(await marks(admin, d.orderId)).toBe(true); // the same address in Cyrillic
    expect(await marks(admin, e.orderId)).toBe(false); // the same street in another city
  });

  it('a blocked phone or address is refused with a neutral message; unblocking lets it through again', async () => {
    const phone = `065${Math.floor(1e6 + Math.random() * 8e6)}`;
    const source = await order(site.id, {}, { phone, address: 'Bulevar oslobođenja 12', city: 'Novi Sad' });
    const block = await call('POST', API.orders.blocks, { token: seller.token, body: { orderId: source.orderId, kind: 'phone' } });
    expect(block.status).toBe(201);
    expect(block.body).toMatchObject({ kind: 'phone', value: `+381${phone.slice(1)}`, fromOrderId: source.orderId });
    const refused = await call('POST', API.orders.root, {
      body: { websiteId: site.id, quantity: 1, customerData: customer({ phone: `+381 ${phone.slice(1, 3)} ${phone.slice(3)}` }) },
      headers: { 'x-forwarded-for': customerIp() },
    });
    expectError(refused, 400, ORDERS_MESSAGES.orderRefused);
    expect(refused.body.message).not.toMatch(/blok/i);
    // The same phone may still order from another seller.
    const elsewhere = await order(otherSite.id, {}, { phone });
    // The list shows the mark.
    expect((await list(seller.token, `${API.orders.my}?q=${source.orderId}`)).body[0].blocked).toEqual({ phone: true, address: false });
    // One page of the admin's list holds both sellers' orders of this phone: each is marked by its own seller's list.
    const page = (await list(admin, `${API.orders.root}?q=${phone}`)).body as { orderId: string; blocked: unknown }[];
    expect(page.find((o) => o.orderId === source.orderId)?.blocked).toEqual({ phone: true, address: false });
    expect(page.find((o) => o.orderId === elsewhere.orderId)?.blocked).toEqual({ phone: false, address: false });

    const addressBlock = await call('POST', API.orders.blocks, { token: seller.token, body: { orderId: source.orderId, kind: 'address' } });
    expect(addressBlock.status).toBe(201);
    expectError(await call('POST', API.orders.root, { body: { websiteId: site.id, quantity: 1, customerData: customer({ address: 'BULEVAR OSLOBODJENJA 12', city: 'novi sad' }) }, headers: { 'x-forwarded-for': customerIp() } }), 400, ORDERS_MESSAGES.orderRefused);

    const blocks = (await call('GET', API.orders.blocks, { token: seller.token })).body;
    expect(blocks.map((b: { id: number }) => b.id)).toEqual(expect.arrayContaining([block.body.id, addressBlock.body.id]));
    expect((await call('GET', API.orders.blocks, { token: other.token })).body.some((b: { id: number }) => b.id === block.body.id)).toBe(false);
    expectError(await call('DELETE', API.orders.block(block.body.id), { token: other.token }), 404, ORDERS_MESSAGES.blockNotFound);
    expect((await call('DELETE', API.orders.block(block.body.id), { token: seller.token })).status).toBe(200);
    expect((await call('DELETE', API.orders.block(addressBlock.body.id), { token: seller.token })).status).toBe(200);
    await order(site.id, {}, { phone, address: 'Bulevar oslobođenja 12', city: 'Novi Sad' });
  });

  it('a client cannot block from another seller’s order; the admin can (for that order’s seller)', async () => {
    const theirs = await order(otherSite.id);
    expectError(await call('POST', API.orders.blocks, { token: seller.token, body: { orderId: theirs.orderId, kind: 'phone' } }), 404, ORDERS_MESSAGES.orderNotFound);
    const byAdmin = await call('POST', API.orders.blocks, { token: admin, body: { orderId: theirs.orderId, kind: 'address' } });
    expect(byAdmin.status).toBe(201);
    const [row] = await sql('SELECT user_id FROM order_blocks WHERE id = $1', [byAdmin.body.id]);
    expect(row.user_id).toBe(other.user.id);
    expectError(await call('POST', API.orders.blocks, { token: seller.token, body: { orderId: theirs.orderId, kind: 'email' } }), 400, ORDERS_MESSAGES.blockKindInvalid);
  });
});

describe('rate limits are shared by every API process', () => {
  it('hits counted by another process (its own limiter on the same database) count here too', async () => {
    const address = customerIp();
    const elsewhere = new SharedRateLimiter(new SqlPool(databaseUrl()), 'orders', 20);
    for (let i = 0; i < 20; i++) expect(await elsewhere.hit(address)).toBe(0);
    const res = await call('POST', API.orders.root, { body: { websiteId: site.id, quantity: 1, customerData: customer() }, headers: { 'x-forwarded-for': address } });
    expectError(res, 429, ORDER_MESSAGES.tooManyOrders);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
