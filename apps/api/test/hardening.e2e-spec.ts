import { API, API_ERRORS, IMAGE_MESSAGES, ORDER_MESSAGES, VALIDATION, type ApiErrorBody, type WebsiteResponse } from '@cod/contracts';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, call, createWebsite, customerIp, expectError, newClient, sql, baseUrl } from './helpers.js';

let admin: string;
let owner: Awaited<ReturnType<typeof newClient>>;
let site: WebsiteResponse;
let upsellId: number;
const ip = customerIp;
const shop = () => inject('shopUrl');
const customer = (over: Record<string, unknown> = {}) => ({ name: 'Ana Anić', phone: '064 123 4567', address: 'Knez Mihailova 1', city: 'Beograd', ...over });
const order = (body: Record<string, unknown>) => call('POST', API.orders.root, { body: { websiteId: site.id, quantity: 1, customerData: customer(), ...body }, headers: { 'x-forwarded-for': ip() } });
const count = async (table: string) => (await sql(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;

/** A raw request that reports a reset connection instead of throwing (fetch hides which happened). */
function rawPost(path: string, body: Buffer, contentType = 'application/json'): Promise<{ status: number; body: string } | { reset: true }> {
  return new Promise((resolve) => {
    const url = new URL(baseUrl() + path);
    const req = http.request({ host: url.hostname, port: url.port, path, method: 'POST', headers: { 'content-type': contentType, 'content-length': body.length } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', () => resolve({ reset: true }));
    req.end(body);
  });
}

beforeAll(async () => {
  admin = await adminToken();
  owner = await newClient(admin);
  const created = await createWebsite(owner.token, { customUrl: `tvrdo-${randomUUID().slice(0, 8)}`, productName: 'Lampa', upsellProductLinks: [`${shop()}/p/jastuk`] });
  site = created.website;
  upsellId = created.upsellProducts[0].id;
});

describe('bodies over the limit get a readable 413, never a reset connection', () => {
  it('POST /api/orders (fast route) with 1 MB', async () => {
    const res = await fetch(baseUrl() + API.orders.root, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(1 << 20) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ statusCode: 413, message: API_ERRORS.payloadTooLarge, error: 'Payload Too Large' });
  });

  it('an Express route with 2 MB, and a raw client that sends it all', async () => {
    const res = await fetch(baseUrl() + API.auth.login, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"email":"${'a'.repeat(2 << 20)}"}` });
    expect(res.status).toBe(413);
    expect(((await res.json()) as ApiErrorBody).message).toBe(API_ERRORS.payloadTooLarge);
    const raw = await rawPost(API.orders.root, Buffer.alloc(3 << 20, 0x61));
    expect(raw).toMatchObject({ status: 413 });
  });
});

describe('JSON is checked before it is used', () => {
  it('nesting deeper than 32 is refused at parse time, on both kinds of route', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const path of [API.orders.root, API.auth.login, API.upsells.order]) {
      expectError(await call('POST', path, { rawBody: deep, headers: { 'x-forwarded-for': ip() } }), 400, API_ERRORS.jsonTooDeep);
    }
    // Brackets inside strings do not count.
    expectError(await call('POST', API.auth.login, { rawBody: JSON.stringify({ email: '['.repeat(100), password: 'x' }) }), 400, VALIDATION.invalidEmail);
  });

  it('malformed JSON is a 400 in Serbian', async () => {
    expectError(await call('POST', API.orders.root, { rawBody: '{"websiteId":', headers: { 'x-forwarded-for': ip() } }), 400, API_ERRORS.invalidJson);
    expectError(await call('POST', API.auth.login, { rawBody: '{"email":' }), 400, API_ERRORS.invalidJson);
  });

  it('a __proto__ key is dropped, never merged', async () => {
    const res = await order({ customerData: JSON.parse(`{"__proto__":{"isAdmin":true},"name":"Ana Anić","phone":"0641234567","address":"Ulica 1","city":"Niš"}`) });
    expect(res.status).toBe(201);
  });
});

describe('inputs that used to give a 500', () => {
  it('a NUL byte in the login e-mail or an order name is a 400', async () => {
    expectError(await call('POST', API.auth.login, { body: { email: 'ana\u0000@primer.rs', password: 'x' } }), 400, VALIDATION.controlChars);
    const before = await count('orders');
    const res = await order({ customerData: customer({ name: 'Ana\u0000 Anić' }) });
    expectError(res, 400, VALIDATION.controlChars);
    expect(res.body.errors).toEqual({ name: VALIDATION.controlChars });
    expect(await count('orders')).toBe(before);
  });

  it('line breaks in one-line fields are refused; notes may have them', async () => {
    expectError(await order({ customerData: customer({ city: 'Beo\ngrad' }) }), 400, VALIDATION.controlChars);
    expect((await order({ customerData: customer({ notes: 'Prvi red\nDrugi red' }) })).status).toBe(201);
    expectError(await order({ customerData: customer({ notes: 'zvono\u0007' }) }), 400, VALIDATION.controlChars);
  });

  it('ids past 32 bits are a 400, in bodies, paths and queries', async () => {
    expectError(await order({ websiteId: 2147483648 }), 400, ORDER_MESSAGES.websiteInvalid);
    expectError(await call('POST', API.upsells.order, { body: { originalOrderId: 'NABCDEFGHJKMN', upsellProductId: 2 ** 40, websiteId: site.id }, headers: { 'x-forwarded-for': ip() } }), 400);
    expectError(await call('GET', API.upsells.products('99999999999')), 400);
    expectError(await call('GET', API.websites.byId('2147483648'), { token: owner.token }), 400);
    expectError(await call('PATCH', API.admin.userStatus('4294967296'), { token: admin, body: { isActive: false } }), 400, API_ERRORS.invalidUserId);
  });

  it('a customer e-mail longer than its column is a 400', async () => {
    expectError(await order({ customerData: customer({ email: `${'a'.repeat(300)}@primer.rs` }) }), 400, ORDER_MESSAGES.emailInvalid);
  });

  it('query parameters follow the same rules: control characters and over-long values are a 400', async () => {
    expectError(await call('GET', `${API.websites.public}?url=a%00b`), 400);
    expectError(await call('GET', `${API.websites.public}?url=${'a'.repeat(500)}`), 400);
    expectError(await call('GET', `${API.websites.public}?url=a&url=b`), 400);
    expectError(await call('GET', `${API.websites.public}?url=nema-ga`), 404);
  });
});

describe('upsell orders', () => {
  it('are refused once the website is deactivated', async () => {
    const first = await order({});
    expect(first.status).toBe(201);
    const put = await call('PUT', API.websites.byId(site.id), { token: owner.token, body: { isActive: false } });
    expect(put.status).toBe(200);
    try {
      const res = await call('POST', API.upsells.order, {
        body: { originalOrderId: first.body.orderId, upsellProductId: upsellId, websiteId: site.id },
        headers: { 'x-forwarded-for': ip() },
      });
      expectError(res, 400, ORDER_MESSAGES.websiteUnavailable);
      expect((await sql('SELECT count(*)::int AS n FROM upsell_orders WHERE original_order_id = (SELECT id FROM orders WHERE order_id = $1)', [first.body.orderId]))[0].n).toBe(0);
    } finally {
      await call('PUT', API.websites.byId(site.id), { token: owner.token, body: { isActive: true } });
    }
  });
});

describe('upload library errors come back in Serbian', () => {
  const upload = (form: FormData) => fetch(baseUrl() + API.images.upload, { method: 'POST', body: form, headers: { authorization: `Bearer ${owner.token}` } });
  const png = () => new Blob([Buffer.from('89504e470d0a1a0a', 'hex')], { type: 'image/png' });

  it('an unexpected file field', async () => {
    const form = new FormData();
    form.append('slika', png(), 'a.png');
    const res = await upload(form);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, message: IMAGE_MESSAGES.noFile, error: IMAGE_MESSAGES.noFile });
  });

  it('too many files', async () => {
    const form = new FormData();
    form.append('image', png(), 'a.png');
    form.append('image', png(), 'b.png');
    const res = await upload(form);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, message: IMAGE_MESSAGES.oneFileOnly });
  });

  it('a broken multipart body', async () => {
    const res = await fetch(baseUrl() + API.images.upload, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, message: IMAGE_MESSAGES.badUpload });
  });
});

describe('fast routes', () => {
  it('answer with the same security headers as the Express routes', async () => {
    const express = await fetch(baseUrl() + API.health);
    const fast = await fetch(baseUrl() + API.orders.root, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip() }, body: '{}' });
    expect(fast.status).toBe(400);
    for (const header of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'strict-transport-security', 'referrer-policy', 'cross-origin-opener-policy']) {
      expect(fast.headers.get(header), header).toBe(express.headers.get(header));
    }
    expect(fast.headers.get('cache-control')).toBe('no-store');
  });

  it('POST /api/orders takes a query string and any content type (a non-JSON body is just an empty order)', async () => {
    expect((await order({})).status).toBe(201);
    const withQuery = await call('POST', `${API.orders.root}?utm_source=fb`, { body: { websiteId: site.id, quantity: 1, customerData: customer() }, headers: { 'x-forwarded-for': ip() } });
    expect(withQuery.status).toBe(201);
    const form = await fetch(baseUrl() + API.orders.root, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip() }, body: 'websiteId=1' });
    expect(form.status).toBe(400);
    expect(((await form.json()) as ApiErrorBody).message).toBe(ORDER_MESSAGES.websiteInvalid);
  });
});
