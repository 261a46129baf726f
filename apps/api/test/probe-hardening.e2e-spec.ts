import { addressKey, API, ORDER_MESSAGES, ORDERS_MESSAGES, type WebsiteResponse } from '@cod/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { typeormOptions } from '../src/database/typeorm-options.js';
import { adminToken, call, createWebsite, customerIp, expectError, newClient, scratchDatabase, sql, baseUrl } from './helpers.js';

/** Findings of an outside probe that concern orders: each answered at its root. */
let admin: string;
let seller: Awaited<ReturnType<typeof newClient>>;
let site: WebsiteResponse;
let upsellId: number;
const shop = () => inject('shopUrl');
const customer = (over: Record<string, unknown> = {}) => ({ name: 'Jovana Petrović', phone: `06${Math.floor(1e7 + Math.random() * 8e7)}`, address: 'Bulevar kralja Aleksandra 73', city: 'Beograd', ...over });
const place = (customerData: Record<string, unknown>, over: Record<string, unknown> = {}) =>
  call('POST', API.orders.root, { body: { websiteId: site.id, quantity: 1, customerData, ...over }, headers: { 'x-forwarded-for': customerIp() } });
async function order(over: Record<string, unknown> = {}) {
  const res = await place(customer(over));
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.orderId as string;
}
const block = async (orderId: string) => expect((await call('POST', API.orders.blocks, { token: seller.token, body: { orderId, kind: 'address' } })).status).toBe(201);
const refused = async (over: Record<string, unknown>) => expectError(await place(customer(over)), 400, ORDERS_MESSAGES.orderRefused);

beforeAll(async () => {
  admin = await adminToken();
  seller = await newClient(admin);
  const created = await createWebsite(seller.token, { customUrl: `proba-${randomUUID().slice(0, 8)}`, productName: 'Lampa', upsellProductLinks: [`${shop()}/p/jastuk`] });
  site = created.website;
  upsellId = created.upsellProducts[0].id;
});

describe('1. the address blocklist reads Cyrillic and Latin alike', () => {
  it('a block of a Cyrillic address refuses that address in either script, and only that one', async () => {
    await block(await order({ address: 'Немањина 5', city: 'Ниш' }));
    await refused({ address: 'Nemanjina 5', city: 'Niš' });
    await refused({ address: 'ул. Немањина бр. 5', city: 'НИШ' });
    // Before: every Cyrillic address with house number 5 was refused.
    expect((await place(customer({ address: 'Цара Душана 5', city: 'Крагујевац' }))).status).toBe(201);
    expect((await place(customer({ address: 'Немањина 5', city: 'Београд' }))).status).toBe(201);
  });

  it('a block of a Latin address is not bypassed by Cyrillic, "br." or "ulica"', async () => {
    await block(await order({ address: 'Knez Mihailova 42', city: 'Beograd' }));
    await refused({ address: 'Кнез Михаилова 42', city: 'Београд' });
    await refused({ address: 'Knez Mihailova br. 42', city: 'Beograd' });
    await refused({ address: 'Ulica Knez-Mihailova, broj 42', city: 'BEOGRAD' });
    expect((await place(customer({ address: 'Knez Mihailova 44', city: 'Beograd' }))).status).toBe(201);
  });

  it('a block of a Cyrillic address without digits refuses only that street', async () => {
    await block(await order({ address: 'Војводе Степе', city: 'Зрењанин' }));
    await refused({ address: 'Vojvode Stepe', city: 'Zrenjanin' });
    // Before: every Cyrillic address without digits was refused.
    expect((await place(customer({ address: 'Жарка Зрењанина', city: 'Зрењанин' }))).status).toBe(201);
  });
});

describe('1. blocks saved with the old fold', () => {
  it('are rekeyed by the migration (two that meant one address become one), and orders get their address key', async () => {
    const db = await scratchDatabase('address_keys');
    const before = MIGRATIONS.filter((m) => m.name !== 'AddressKeys1764850000000');
    const run = async (migrations: typeof MIGRATIONS) => {
      const source = new DataSource({ ...typeormOptions(db.url), migrations });
      await source.initialize();
      try {
        await source.runMigrations({ transaction: 'all' });
      } finally {
        await source.destroy();
      }
    };
    try {
      await run(before);
      const source = new DataSource(typeormOptions(db.url));
      await source.initialize();
      const [{ id: userId }] = await source.query(`INSERT INTO users (email, password, first_name, last_name) VALUES ('s@x.rs', 'x', 'S', 'S') RETURNING id`);
      // What the old fold stored: the Cyrillic letters gone ('5|'), and a Latin copy of the same place.
      await source.query(
        `INSERT INTO order_blocks (user_id, kind, key, value) VALUES ($1, 'address', '5|', 'Немањина 5, Ниш'), ($1, 'address', 'nemanjina 5|nis', 'Nemanjina 5, Niš'), ($1, 'phone', '641234567', '+381641234567')`,
        [userId],
      );
      await source.destroy();
      await run(MIGRATIONS);
      const after = new DataSource(typeormOptions(db.url));
      await after.initialize();
      const blocks = await after.query(`SELECT kind, key FROM order_blocks ORDER BY kind`);
      await after.destroy();
      expect(blocks).toEqual([
        { kind: 'address', key: addressKey('Nemanjina 5', 'Niš') },
        { kind: 'phone', key: '641234567' },
      ]);
    } finally {
      await db.drop();
    }
    // The shared database's orders were keyed by the same function when it was migrated (and by the order path since).
    const [{ n }] = await sql(`SELECT count(*)::int AS n FROM orders WHERE address_key IS NULL`);
    expect(n).toBe(0);
  });
});

describe('2. dates in order filters are real calendar dates', () => {
  it('30 February, 31 February, year 0 and hour 24 are a 400 in Serbian on every list and the export', async () => {
    for (const path of [API.orders.root, API.orders.my, API.orders.exportCsv]) {
      const token = path === API.orders.my ? seller.token : admin;
      for (const [field, value] of [['from', '2026-02-30'], ['to', '2026-02-31'], ['from', '0000-01-01'], ['to', '2026-01-01T24:00:00Z'], ['from', '2025-02-29']] as const) {
        expectError(await call('GET', `${path}?${field}=${value}`, { token }), 400, ORDERS_MESSAGES.queryInvalid(field));
      }
      expect((await call('GET', `${path}?from=2024-02-29&to=2026-12-31`, { token })).status).toBe(200);
    }
  });
});

describe('3. upsells join only an order that is still open', () => {
  const upsell = (originalOrderId: string) =>
    call('POST', API.upsells.order, { body: { originalOrderId, upsellProductId: upsellId, websiteId: site.id }, headers: { 'x-forwarded-for': customerIp() } });
  const thankYou = (orderId: string) => fetch(`${baseUrl()}/hvala/${site.id}/${orderId}`).then((r) => r.text());
  const setStatus = async (orderId: string, status: string) => expect((await call('PUT', API.orders.one(orderId), { token: admin, body: { status } })).status).toBe(200);

  it('an order the admin cancelled (or completed) refuses an upsell: nothing stored, nothing sent', async () => {
    for (const status of ['cancelled', 'completed']) {
      const orderId = await order();
      await setStatus(orderId, status);
      expectError(await upsell(orderId), 400, ORDER_MESSAGES.upsellOrderClosed);
      expect(await sql(`SELECT 1 FROM upsell_orders u JOIN orders o ON o.id = u.original_order_id WHERE o.order_id = $1`, [orderId])).toHaveLength(0);
      // Its thank-you page no longer offers what it cannot take.
      expect(await thankYou(orderId)).not.toContain(`upsell-product-${upsellId}`);
    }
  });

  it('a pending or processing order still takes one', async () => {
    const pending = await order();
    expect(await thankYou(pending)).toContain(`upsell-product-${upsellId}`);
    expect((await upsell(pending)).status).toBe(201);
    const processing = await order();
    await setStatus(processing, 'processing');
    expect((await upsell(processing)).status).toBe(201);
  });
});

describe('7. a replayed order key tells nothing of the first buyer', () => {
  it('the second request with the same key and other data gets the number and status only', async () => {
    const idempotencyKey = randomUUID();
    const first = await place(customer({ name: 'Dragana Ilić', email: 'dragana@primer.rs', address: 'Resavska 12', city: 'Beograd' }), { idempotencyKey });
    expect(first.status).toBe(201);
    const replay = await place(customer({ name: 'Napadač Napadačević', address: 'Bilo gde 1', city: 'Niš' }), { idempotencyKey });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ success: true, orderId: first.body.orderId, order: { orderId: first.body.orderId, status: 'pending' }, redirectUrl: `/hvala/${site.id}/${first.body.orderId}` });
    const text = JSON.stringify(replay.body);
    for (const secret of ['Dragana', 'Ilić', 'dragana@primer.rs', 'Resavska', first.body.order.phone]) expect(text).not.toContain(secret);
  });
});

describe('9. invisible formatting never reaches the seller', () => {
  it('bidi overrides and zero-width characters are removed from every text of an order', async () => {
    const res = await place(customer({ name: 'Ana\u202E Mar\u200Bko\u200Dvić\u2066', address: 'Resavska\uFEFF 1\u200F', city: 'Beo\u00ADgrad', notes: 'zvati\u2069 posle 17h' }));
    expect(res.status).toBe(201);
    const [row] = await sql('SELECT first_name, last_name, address, city, notes FROM orders WHERE order_id = $1', [res.body.orderId]);
    expect(row).toEqual({ first_name: 'Ana', last_name: 'Marković', address: 'Resavska 1', city: 'Beograd', notes: 'zvati posle 17h' });
    // Written as JSON escapes, too.
    const escaped = await call('POST', API.orders.root, {
      rawBody: `{"websiteId":${site.id},"quantity":1,"customerData":{"name":"Mi\\u202ela\\u200dn","phone":"0641234567","address":"Ulica 1","city":"Niš"}}`,
      headers: { 'x-forwarded-for': customerIp() },
    });
    expect(escaped.status).toBe(201);
    expect((await sql('SELECT first_name FROM orders WHERE order_id = $1', [escaped.body.orderId]))[0].first_name).toBe('Milan');
    const csv = await fetch(`${baseUrl()}${API.orders.exportCsv}?q=${res.body.orderId}`, { headers: { authorization: `Bearer ${admin}` } }).then((r) => r.text());
    expect(csv).toContain('Ana Marković');
    expect(csv).not.toMatch(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069]/);
  });

  it('a name of nothing but invisible characters is a missing name (400), and emoji sequences stay whole', async () => {
    expectError(await place(customer({ name: '\u200B\u202E\u200D' })), 400, ORDER_MESSAGES.nameRequired);
    const res = await place(customer({ name: 'Ana 👩‍💻 Kovač' }));
    expect(res.status).toBe(201);
    expect((await sql('SELECT first_name, last_name FROM orders WHERE order_id = $1', [res.body.orderId]))[0]).toEqual({ first_name: 'Ana', last_name: '👩‍💻 Kovač' });
  });
});
