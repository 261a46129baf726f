import { API, EDITABLE_WEBSITE_FIELDS, type WebsiteResponse } from '@cod/contracts';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, call, createWebsite, customerIp, login, newClient, sql, STORED_IMAGE, baseUrl } from './helpers.js';

/**
 * Hostile values at every body field, query parameter and path parameter of every call in the spec's
 * call tables (000 §7, 001 §7) and CONTRACT.md: no answer may be a 5xx or a dropped connection, every
 * error is the JSON error shape, and a refused request changes nothing. Calls that later issues build
 * (orders console, settings, domains) are in the table already; until then they answer 404.
 */

const nest = (depth: number): unknown => (depth === 0 ? 'x' : { a: [nest(depth - 1)] });

/** Values a field may be given; each replaces one field of an otherwise valid request. */
const HOSTILE: [string, unknown][] = [
  ['empty', ''],
  ['blank', '   '],
  ['NUL', 'a\u0000b'],
  ['bell', '\u0007'],
  ['ANSI escape', '\u001b[2J'],
  ['C1 control', 'x\u0085y'],
  ['line break', 'a\nb'],
  ['header injection', 'x\r\nSet-Cookie: a=b'],
  ['70 000 characters', 'x'.repeat(70_000)],
  ['e-mail past its column', `${'a'.repeat(300)}@primer.rs`],
  ['emoji', '😀'.repeat(300)],
  ['lone surrogate', '\ud800x'],
  ['RTL override', '\u202egnp.exe'],
  ['HTML', '<script>alert(1)</script><img src=x onerror=alert(1)>'],
  ['SQL', "' OR 1=1; DROP TABLE users; --"],
  ['template', '${7*7}{{7*7}}#{7*7}'],
  ['path traversal', '../../../etc/passwd'],
  ['encoded NUL', '%00'],
  ['zero', 0],
  ['negative', -1],
  ['2^31', 2147483648],
  ['-2^31-1', -2147483649],
  ['fraction', 1.5],
  ['1e308', 1e308],
  ['unsafe integer', 9007199254740993],
  ['true', true],
  ['false', false],
  ['null', null],
  ['empty array', []],
  ['mixed array', [1, 'a', null, {}]],
  ['5000 items', Array(5000).fill('x')],
  ['empty object', {}],
  ['operator object', { $gt: '' }],
  ['__proto__', JSON.parse('{"__proto__":{"polluted":true}}')],
  ['30 levels deep', nest(30)],
  // Calendar dates that look right and are not (PostgreSQL refuses them).
  ['date 30 February', '2026-02-30'],
  ['date year 0', '0000-01-01'],
  ['date month 13', '2026-13-01'],
  ['date hour 24', '2026-01-01T24:00:00Z'],
  ['date 6-digit year', '+275760-09-13'],
  // Invisible formatting: removed wherever it is accepted (checked after the run).
  ['invisible zero-width', 'A\u200Bn\u200Ca\u200D\u{E0041}'],
  ['invisible bidi isolate', '\u2067Ana\u2069 \u200Fx\u202D'],
  ['invisible BOM and soft hyphen', '\uFEFFBeo\u00ADgrad\u2060'],
  ['invisible only', '\u200B\u202E\u2066'],
];

/** What no stored text may hold after the run (contracts `stripInvisible`). */
const INVISIBLE_SQL = '[\u00AD\u061C\u180E\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]';

/** Whole bodies: every hostile value that is not an object as the body itself, plus texts that are not JSON at all. */
const HOSTILE_BODIES: [string, string][] = [
  ...HOSTILE.filter(([name, v]) => !v || typeof v !== 'object' || Array.isArray(v) || name === '__proto__').filter(([name]) => !/^(blank|bell|ANSI|C1|line|emoji|RTL|template|path|encoded|-2|unsafe|date|invisible)/.test(name)).map(([name, v]) => [`body ${name}`, JSON.stringify(v)] as [string, string]),
  ['no body', ''],
  ['truncated', '{"a":'],
  ['trailing comma', '{"a":1,}'],
  ['NUL byte', '\u0000'],
  ['40 levels deep', JSON.stringify(nest(40))],
];

/** Broken URL syntax, sent as it is. */
const RAW_URL_PARTS = ['%', '%zz', '%ff%fe', '%c0%80', '%u0000'];

/** Texts for paths and query strings. */
const HOSTILE_TEXTS: string[] = [
  ...RAW_URL_PARTS,
  ...HOSTILE.filter(([, v]) => typeof v === 'string' && v.length < 1000).map(([, v]) => v as string),
  ...HOSTILE.filter(([, v]) => typeof v === 'number').map(([, v]) => String(v)),
  'a'.repeat(4000),
  '1e3',
  ' 1',
  '0x10',
];

interface Ctx {
  admin: string;
  owner: string;
  passwordUser: { token: string; password: string };
  targetId: number;
  site: WebsiteResponse;
  editSite: WebsiteResponse;
  upsellId: number;
  orderId: string;
  ordersId: number;
}

type Auth = (c: Ctx) => string | undefined | Promise<string | undefined>;
interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: (c: Ctx) => string;
  auth: Auth;
  /** A valid body: its fields (and nested fields) get the hostile values one at a time. */
  body?: (c: Ctx) => Record<string, unknown>;
  /** Fields checked beyond the baseline's own (e.g. every editable field of a website). */
  fields?: readonly string[];
  /** Nested objects whose fields are fuzzed too. */
  nested?: string[];
  query?: string[];
  /** The path with a hostile parameter. */
  param?: (v: string, c: Ctx) => string;
  /** Whole hostile bodies (not for calls whose valid effect is destructive, like DELETE). */
  wholeBody?: boolean;
}

const anon: Auth = () => undefined;
const asAdmin: Auth = (c) => c.admin;
const asOwner: Auth = (c) => c.owner;
/** A text for a URL: percent-encoded, or as it is when it is raw URL syntax already (a lone surrogate becomes invalid UTF-8). */
const e = (v: string) => {
  if (RAW_URL_PARTS.includes(v)) return v;
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80x';
  }
};
const unique = () => randomUUID().slice(0, 8);
const ORDER_FILTERS = ['q', 'status', 'from', 'to', 'limit', 'offset'];

const CALLS: Call[] = [
  { method: 'GET', path: () => API.health, auth: anon, query: ['x'] },
  // The API reference and its page's files.
  { method: 'GET', path: () => '/api/openapi.json', auth: anon, query: ['x'] },
  { method: 'GET', path: () => '/api/docs/init.js', auth: anon, param: (v) => `/api/docs/${e(v)}` },
  // Sign-in and the account
  { method: 'POST', path: () => API.auth.login, auth: anon, body: () => ({ email: 'nema@primer.rs', password: 'pogresna-lozinka' }), wholeBody: true },
  { method: 'POST', path: () => API.auth.logout, auth: async () => (await login(ADMIN.email, ADMIN.password)).token, wholeBody: true },
  { method: 'GET', path: () => API.auth.me, auth: asOwner, query: ['x'] },
  {
    method: 'POST',
    path: () => API.auth.changePassword,
    auth: (c) => c.passwordUser.token,
    body: (c) => ({ currentPassword: c.passwordUser.password, newPassword: 'nova-lozinka-1', confirmPassword: 'nova-lozinka-2' }),
    wholeBody: true,
  },
  // Admin
  { method: 'GET', path: () => API.admin.clients, auth: asAdmin, query: ['x'] },
  { method: 'GET', path: () => API.admin.users, auth: asAdmin },
  { method: 'GET', path: () => API.admin.stats, auth: asAdmin },
  {
    method: 'POST',
    path: () => API.admin.clients,
    auth: asAdmin,
    body: () => ({ email: `fuzz-${unique()}@primer.rs`, password: 'lozinka-123', firstName: 'Fuzz', lastName: 'Test', companyName: 'Firma', phone: '0641234567', notes: 'Napomena' }),
    wholeBody: true,
  },
  { method: 'PATCH', path: (c) => API.admin.userStatus(c.targetId), auth: asAdmin, body: () => ({ isActive: true }), param: (v) => API.admin.userStatus(e(v)), wholeBody: true },
  { method: 'PATCH', path: (c) => API.admin.userResetPassword(c.targetId), auth: asAdmin, body: () => ({ newPassword: 'ab' }), param: (v) => API.admin.userResetPassword(e(v)), wholeBody: true },
  { method: 'DELETE', path: () => API.admin.user(1), auth: asAdmin, param: (v) => API.admin.user(e(v)) },
  // Websites
  { method: 'GET', path: () => API.websites.all, auth: asAdmin },
  { method: 'GET', path: () => API.websites.my, auth: asOwner },
  { method: 'GET', path: () => API.websites.public, auth: anon, query: ['url'] },
  { method: 'GET', path: () => API.websites.publicList, auth: anon, query: ['x'] },
  { method: 'GET', path: (c) => API.websites.byId(c.site.id), auth: asOwner, param: (v) => API.websites.byId(e(v)) },
  {
    method: 'PUT',
    path: (c) => API.websites.byId(c.editSite.id),
    auth: asOwner,
    body: () => ({ title: 'Naslov' }),
    fields: EDITABLE_WEBSITE_FIELDS,
    param: (v) => API.websites.byId(e(v)),
    wholeBody: true,
  },
  // The editor: the live preview takes the PUT body; versions, restore, delete, 'Prepiši'.
  {
    method: 'POST',
    path: (c) => API.websites.preview(c.editSite.id),
    auth: asOwner,
    body: () => ({ title: 'Naslov' }),
    fields: EDITABLE_WEBSITE_FIELDS,
    param: (v) => API.websites.preview(e(v)),
    wholeBody: true,
  },
  { method: 'GET', path: (c) => API.websites.versions(c.editSite.id), auth: asOwner, param: (v) => API.websites.versions(e(v)) },
  { method: 'POST', path: (c) => API.websites.restoreVersion(c.editSite.id, 2147483647), auth: asOwner, param: (v, c) => API.websites.restoreVersion(c.editSite.id, e(v)) },
  { method: 'DELETE', path: () => API.websites.byId(2147483647), auth: asOwner, param: (v) => API.websites.byId(e(v)) },
  { method: 'POST', path: (c) => API.websites.rewrite(c.editSite.id), auth: asOwner, body: () => ({ field: 'hook' }), param: (v) => API.websites.rewrite(e(v)), wholeBody: true },
  { method: 'GET', path: () => API.testimonials('Lampa', 'ostalo'), auth: asOwner, param: (v) => API.testimonials('Lampa', 'ostalo').replace('Lampa/ostalo', `${e(v)}/${e(v)}`) },
  { method: 'GET', path: () => API.sync.dashboard, auth: asOwner },
  { method: 'GET', path: () => API.dashboard.stats, auth: asOwner },
  {
    method: 'POST',
    path: () => API.sync.createWebsite,
    auth: asOwner,
    body: () => ({
      customUrl: `fuzz-${unique()}`,
      productLink: `${inject('shopUrl')}/empty`,
      productName: 'Lampa',
      sku: 'L-1',
      images: [STORED_IMAGE],
      currentPrice: 2990,
      originalPrice: 4990,
      templateName: 'Sales Template',
      targetMarket: 'Serbia',
      currency: 'RSD',
      currencySymbol: 'RSD',
      upsellProductLinks: [],
    }),
    wholeBody: true,
  },
  {
    method: 'POST',
    path: () => API.sync.createWebsite,
    auth: asAdmin,
    body: () => ({ urls: ['http://127.0.0.1:1/nema'], targetAudience: 'Svi', keyBenefits: 'Brzo', uniqueCharacteristics: 'Malo', competitiveAdvantage: 'Cena', customerProblems: 'Bol' }),
  },
  { method: 'POST', path: () => API.sync.crossSyncTest, auth: asAdmin, body: () => ({ userEmail: 'ana@primer.rs' }), wholeBody: true },
  { method: 'POST', path: () => API.images.upload, auth: asOwner, wholeBody: true },
  // Orders
  {
    method: 'POST',
    path: () => API.orders.root,
    auth: anon,
    body: (c) => ({
      websiteId: c.site.id,
      quantity: 2,
      totalPrice: 1,
      customerData: { name: 'Ana Anić', email: 'ana@primer.rs', phone: '064 123 4567', address: 'Knez Mihailova 1', city: 'Beograd', postalCode: '11000', notes: 'Zvoniti' },
      idempotencyKey: `kljuc-${unique()}`,
      contactUrl: '',
    }),
    nested: ['customerData'],
    wholeBody: true,
  },
  { method: 'GET', path: (c) => API.orders.one(c.orderId), auth: anon, param: (v) => API.orders.one(e(v)) },
  { method: 'POST', path: (c) => API.orders.retryDelivery(c.orderId, 'telegram'), auth: asOwner, param: (v) => API.orders.retryDelivery(e(v), 'telegram') },
  { method: 'POST', path: (c) => API.orders.retryDelivery(c.orderId, 'telegram'), auth: asOwner, param: (v, c) => API.orders.retryDelivery(c.orderId, e(v)) },
  {
    method: 'POST',
    path: () => API.upsells.order,
    auth: anon,
    body: (c) => ({ originalOrderId: c.orderId, upsellProductId: 2147483647, websiteId: c.site.id, userId: 1, quantity: 1, totalPrice: 1, currency: 'RSD', currencySymbol: 'RSD', customerData: {} }),
    wholeBody: true,
  },
  { method: 'GET', path: (c) => API.upsells.products(c.site.id), auth: anon, param: (v) => API.upsells.products(e(v)) },
  { method: 'PATCH', path: () => API.userSettings.facebookPixel, auth: asOwner, body: () => ({ facebookPixelId: '123456789012345' }), wholeBody: true },
  // The orders console, then later issues' calls (integrations, editor, domains): covered as soon as they exist.
  { method: 'GET', path: () => API.orders.root, auth: asAdmin, query: ORDER_FILTERS },
  { method: 'GET', path: () => API.orders.my, auth: asOwner, query: ORDER_FILTERS },
  { method: 'GET', path: () => API.orders.exportCsv, auth: asAdmin, query: ORDER_FILTERS },
  { method: 'GET', path: () => API.orders.stats, auth: asOwner, query: ['x'] },
  { method: 'GET', path: () => API.orders.blocks, auth: asOwner },
  { method: 'POST', path: () => API.orders.blocks, auth: asOwner, body: (c) => ({ orderId: c.orderId, kind: 'sms' }), wholeBody: true },
  { method: 'DELETE', path: () => API.orders.block(2147483647), auth: asOwner, param: (v) => API.orders.block(e(v)) },
  { method: 'GET', path: () => API.events, auth: anon, query: ['lastEventId'] },
  { method: 'PUT', path: (c) => API.orders.one(c.ordersId), auth: asAdmin, body: () => ({ status: 'pending' }), param: (v) => API.orders.one(e(v)), wholeBody: true },
  // Orders run by the seller: the permission, bulk status, notes, the buyer's data.
  { method: 'PATCH', path: (c) => API.admin.userPermissions(c.targetId), auth: asAdmin, body: () => ({ manageOwnOrders: true }), param: (v) => API.admin.userPermissions(e(v)), wholeBody: true },
  { method: 'PUT', path: () => API.orders.bulkStatus, auth: asAdmin, body: (c) => ({ ids: [c.ordersId], status: 'pending' }), wholeBody: true },
  { method: 'POST', path: (c) => API.orders.notes(c.orderId), auth: asAdmin, body: () => ({ text: 'Napomena prodavca' }), param: (v) => API.orders.notes(e(v)), wholeBody: true },
  {
    method: 'PATCH',
    path: (c) => API.orders.customer(c.orderId),
    auth: asAdmin,
    body: () => ({ firstName: 'Ana', lastName: 'Anić', phone: '064 123 4567', address: 'Knez Mihailova 1', city: 'Beograd', postalCode: '11000' }),
    param: (v) => API.orders.customer(e(v)),
    wholeBody: true,
  },
  // The courier's answer: the signed push (refused unsigned), the webhook settings.
  { method: 'POST', path: () => API.webhooks.trackify(1), auth: anon, body: () => ({ trackingId: 'TRK-1', status: 'delivered', at: '2026-11-20T08:00:00Z' }), param: (v) => API.webhooks.trackify(e(v)), wholeBody: true },
  { method: 'GET', path: () => API.userSettings.trackifyWebhook, auth: asOwner },
  { method: 'POST', path: () => API.userSettings.trackifyWebhookRotate, auth: asOwner, wholeBody: true },
  { method: 'GET', path: () => API.testimonials('Lampa', 'ostalo'), auth: anon, param: (v) => API.testimonials('Lampa', 'ostalo').replace('Lampa/ostalo', `${e(v)}/${e(v)}`) },
  { method: 'PATCH', path: () => API.userSettings.telegram, auth: asOwner, body: () => ({ telegramBotId: '123:abc', telegramChatId: '42' }), wholeBody: true },
  { method: 'PUT', path: () => API.userSettings.googleSheets, auth: asOwner, body: () => ({ googleSheetsId: 'sheet-id' }), wholeBody: true },
  { method: 'POST', path: () => API.userSettings.googleSheetsTest, auth: asOwner, body: () => ({ googleSheetsId: '' }), wholeBody: true },
  { method: 'POST', path: () => API.userSettings.trackifyTest, auth: asOwner, body: () => ({ apiKey: '', country: 'Serbia' }), wholeBody: true },
  { method: 'PATCH', path: () => API.userSettings.trackifyKeys, auth: asOwner, body: () => ({ trackifyApiKey: null, trackifyApiKeySrb: null }), wholeBody: true },
  { method: 'GET', path: () => API.domains.userDomain, auth: asOwner },
  { method: 'POST', path: () => API.domains.userDomain, auth: asOwner, body: () => ({ domain: '' }), wholeBody: true },
  { method: 'GET', path: () => API.domains.list, auth: asOwner },
  { method: 'POST', path: () => API.domains.list, auth: asOwner, body: () => ({ host: '' }), wholeBody: true },
  ...[API.domains.verify, API.domains.refresh, API.domains.testDns].map((p): Call => ({ method: 'POST', path: () => p, auth: asOwner, body: () => ({ host: 'nema.example' }), wholeBody: true })),
  { method: 'POST', path: () => API.domains.primary, auth: asOwner, body: () => ({ domainId: 2147483647 }), wholeBody: true },
  { method: 'DELETE', path: () => API.domains.one('nema.example'), auth: asOwner, param: (v) => API.domains.one('nema.example').replace('nema.example', e(v)) },
  { method: 'GET', path: () => API.domains.tlsAllowed, auth: anon, query: ['domain'] },
  // The honest pages' calls: the shop profile, the sales page's real counts, the builder's reading of a link.
  { method: 'GET', path: () => API.shopProfile.profile, auth: asOwner },
  {
    method: 'PUT',
    path: () => API.shopProfile.profile,
    auth: asOwner,
    body: () => ({ shopName: 'Kućni Kutak', taxId: '101134702', returnDays: 14, autoBlockAfterRefusals: 3, markets: { Serbia: { deliveryDays: '2-4', shippingCost: 0, freeShippingFrom: null } } }),
    nested: ['markets'],
    wholeBody: true,
  },
  { method: 'GET', path: (c) => API.public.proof(c.site.id), auth: anon, param: (v) => API.public.proof(e(v)) },
  { method: 'POST', path: () => API.products.read, auth: asOwner, body: () => ({ url: `${inject('shopUrl')}/p/masazer`, targetMarket: 'Serbia' }), wholeBody: true },
  // The funnel, A/B tests, API tokens and webhooks (CONTRACT "Calls of the third wave").
  { method: 'POST', path: () => API.public.track, auth: anon, body: (c) => ({ w: c.site.id, e: 'view', p: '/x', u: { source: 'facebook' }, x: 'a' }), nested: ['u'], wholeBody: true },
  { method: 'GET', path: (c) => API.analytics.website(c.site.id), auth: asOwner, query: ['from', 'to'], param: (v) => API.analytics.website(e(v)) },
  { method: 'GET', path: (c) => API.analytics.experiments(c.editSite.id), auth: asOwner, param: (v) => API.analytics.experiments(e(v)) },
  {
    method: 'POST',
    path: (c) => API.analytics.experiments(c.editSite.id),
    auth: asOwner,
    body: () => ({ name: 'Naslov', changes: { title: 'Naslov B', hook: 'Uvod B', quantityOffers: { single: { price: 1990 }, double: { price: 3490 }, triple: { price: 4490 } } }, split: 50 }),
    nested: ['changes'],
    wholeBody: true,
  },
  { method: 'POST', path: (c) => API.analytics.stopExperiment(c.editSite.id, 2_000_000_000), auth: asOwner, body: () => ({ winner: 'a' }), param: (v, c) => API.analytics.stopExperiment(c.editSite.id, e(v)), wholeBody: true },
  { method: 'GET', path: () => API.tokens.root, auth: asOwner },
  { method: 'POST', path: () => API.tokens.root, auth: asOwner, body: () => ({ name: 'Fuzz', scopes: ['orders:read'], expiresInDays: 30 }), wholeBody: true },
  { method: 'DELETE', path: () => API.tokens.one(2_000_000_000), auth: asOwner, param: (v) => API.tokens.one(e(v)) },
  { method: 'GET', path: () => API.userSettings.webhooks, auth: asOwner, query: ['x'] },
  { method: 'PUT', path: () => API.userSettings.webhooks, auth: asOwner, body: () => ({ url: 'https://primer.rs/cod-webhook', events: ['order.created'] }), wholeBody: true },
];

const ADMIN = { email: 'admin@test.local', password: 'admin-pass-123' };
let ctx: Ctx;
/** Every request from its own address, so the rate limits never decide an answer. */
const ip = customerIp;

/** The tables a refused request must leave alone. */
const WATCHED = ['users', 'websites', 'website_versions', 'upsell_products', 'orders', 'upsell_orders', 'shop_profiles', 'order_notes', 'order_customer_changes', 'experiments', 'api_tokens', 'webhook_endpoints'];

/**
 * Counts every committed row change of the watched tables (a row trigger bumps one counter in the writing
 * transaction, so a rolled-back write counts nothing): reading one number per request instead of scanning
 * the tables. Removed again after the file.
 */
async function watchWrites() {
  await sql(`CREATE TABLE fuzz_writes (n bigint NOT NULL)`);
  await sql(`INSERT INTO fuzz_writes VALUES (0)`);
  await sql(`CREATE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE fuzz_writes SET n = n + 1; RETURN NULL; END $$`);
  for (const t of WATCHED) await sql(`CREATE TRIGGER fuzz_count_write AFTER INSERT OR UPDATE OR DELETE ON ${t} FOR EACH ROW EXECUTE FUNCTION fuzz_count_write()`);
}

async function unwatchWrites() {
  for (const t of WATCHED) await sql(`DROP TRIGGER IF EXISTS fuzz_count_write ON ${t}`);
  await sql(`DROP FUNCTION IF EXISTS fuzz_count_write()`);
  await sql(`DROP TABLE IF EXISTS fuzz_writes`);
}

/** A fingerprint of everything a refused request must leave alone: the count of committed row changes. */
async function snapshot(): Promise<string> {
  const [row] = await sql(`SELECT n::text AS h FROM fuzz_writes`);
  return row.h;
}

/**
 * One request over a kept-alive connection (node:http: a tenth of fetch's CPU per request, and the file sends
 * ten thousand). The path is sent as fetch would send it (WHATWG URL parsing).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function send(method: string, path: string, token: string | undefined, rawBody?: string, again = true): Promise<{ status: number; body: unknown }> {
  const url = new URL(baseUrl() + path);
  const headers: Record<string, string> = { 'x-forwarded-for': ip(), 'content-length': String(Buffer.byteLength(rawBody ?? '')) };
  if (token) headers.authorization = `Bearer ${token}`;
  if (rawBody !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve) => {
    const req = http.request({ agent, host: url.hostname, port: url.port, method, path: url.pathname + url.search, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', (err) => resolve({ status: 0, body: `connection failed: ${err}` }));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          /* not JSON */
        }
        resolve({ status: res.statusCode!, body });
      });
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed as this request went out (Node's documented race): once more, on a new one.
      if (again && req.reusedSocket && err.code === 'ECONNRESET') resolve(send(method, path, token, rawBody, false));
      else resolve({ status: 0, body: `connection failed: ${err}` });
    });
    req.end(rawBody);
  });
}

const isErrorShape = (b: unknown) => {
  const o = b as Record<string, unknown> | null;
  return !!o && typeof o.statusCode === 'number' && typeof o.message === 'string' && o.message.length > 0 && typeof o.error === 'string';
};

beforeAll(async () => {
  const admin = await adminToken();
  const owner = await newClient(admin);
  const passwordUser = await newClient(admin);
  const target = await newClient(admin);
  const create = (extra: Record<string, unknown> = {}) => createWebsite(owner.token, { customUrl: `fuzz-${unique()}`, productName: 'Lampa', ...extra });
  const main = await create({ upsellProductLinks: [`${inject('shopUrl')}/p/jastuk`] });
  const editSite = (await create()).website;
  const order = await call('POST', API.orders.root, {
    body: { websiteId: main.website.id, quantity: 1, customerData: { name: 'Ana Anić', phone: '0641234567', address: 'Ulica 1', city: 'Niš' } },
    headers: { 'x-forwarded-for': ip() },
  });
  const [{ id: ordersId }] = await sql('SELECT id FROM orders WHERE order_id = $1', [order.body.orderId]);
  ctx = {
    admin,
    owner: owner.token,
    passwordUser: { token: passwordUser.token, password: passwordUser.password },
    targetId: target.user.id,
    site: main.website,
    editSite,
    upsellId: main.upsellProducts[0].id,
    orderId: order.body.orderId,
    ordersId,
  };
  await watchWrites();
});

afterAll(async () => {
  agent.destroy();
  await unwatchWrites();
});

describe('fuzz: hostile values at every field of every call', () => {
  it('no 5xx, no dropped connection, the JSON error shape, and nothing changed by a refused request', async () => {
    const failures: string[] = [];
    const counts = { calls: CALLS.length, fields: 0, requests: 0 };
    // The detector sees a committed write (an accepted save) and nothing of a refused one.
    const probe = await snapshot();
    expect((await call('PUT', API.websites.byId(ctx.editSite.id), { token: ctx.owner, body: { title: 'Proba brojača' } })).status).toBe(200);
    const saved = await snapshot();
    expect(saved).not.toBe(probe);
    expect((await call('PUT', API.websites.byId(ctx.editSite.id), { token: ctx.owner, body: { title: 'x'.repeat(70_000) } })).status).toBeGreaterThanOrEqual(400);
    expect(await snapshot()).toBe(saved);
    let before = await snapshot();

    const check = async (label: string, method: string, path: string, token: string | undefined, rawBody?: string) => {
      counts.requests++;
      const res = await send(method, path, token, rawBody);
      const after = await snapshot();
      if (res.status === 0 || res.status >= 500) failures.push(`${label}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      else if (res.status >= 400 && path.startsWith('/api/') && !isErrorShape(res.body)) failures.push(`${label}: ${res.status} without the error shape: ${JSON.stringify(res.body).slice(0, 200)}`);
      else if (res.status >= 400 && after !== before) failures.push(`${label}: refused with ${res.status} but the data changed`);
      before = after;
    };

    for (const c of CALLS) {
      const started = Date.now();
      const name = `${c.method} ${c.path(ctx)}`;
      if (c.body) {
        const fieldsOf = (base: Record<string, unknown>) => [...new Set([...Object.keys(base), ...(c.fields ?? [])])];
        const targets: [string[], string][] = fieldsOf(c.body(ctx)).map((f) => [[f], f]);
        for (const n of c.nested ?? []) for (const f of Object.keys(c.body(ctx)[n] as object)) targets.push([[n, f], `${n}.${f}`]);
        counts.fields += targets.length;
        for (const [keys, fieldName] of targets) {
          for (const [valueName, value] of HOSTILE) {
            const body = structuredClone(c.body(ctx));
            let holder = body as Record<string, unknown>;
            for (const k of keys.slice(0, -1)) holder = holder[k] as Record<string, unknown>;
            holder[keys[keys.length - 1]] = value;
            await check(`${name} ${fieldName}=${valueName}`, c.method, c.path(ctx), await c.auth(ctx), JSON.stringify(body));
          }
        }
      }
      if (c.wholeBody) for (const [bodyName, raw] of HOSTILE_BODIES) await check(`${name} ${bodyName}`, c.method, c.path(ctx), await c.auth(ctx), raw);
      for (const q of c.query ?? []) {
        counts.fields++;
        for (const v of HOSTILE_TEXTS) await check(`${name} ?${q}=${JSON.stringify(v).slice(0, 30)}`, c.method, `${c.path(ctx)}?${q}=${e(v)}`, await c.auth(ctx));
        await check(`${name} ?${q} twice`, c.method, `${c.path(ctx)}?${q}=a&${q}=b`, await c.auth(ctx));
      }
      if (c.param) {
        counts.fields++;
        for (const v of HOSTILE_TEXTS) await check(`${name} path=${JSON.stringify(v).slice(0, 30)}`, c.method, c.param(v, ctx), await c.auth(ctx), c.method === 'GET' || c.method === 'DELETE' ? undefined : JSON.stringify(c.body?.(ctx) ?? {}));
      }
      if (process.env.FUZZ_TIMES) console.log(`${name}: ${Date.now() - started} ms`);
    }
    // Accepted requests stored their texts without invisible formatting: the fuzzed users' rows, sites, offers, orders.
    const owned = `SELECT id FROM users WHERE email LIKE 'fuzz-%' OR id IN (SELECT user_id FROM websites WHERE id = ${ctx.site.id})`;
    for (const [table, where] of [
      ['users', `id IN (${owned})`],
      ['websites', `user_id IN (${owned})`],
      ['upsell_products', `website_id IN (SELECT id FROM websites WHERE user_id IN (${owned}))`],
      ['orders', `user_id IN (${owned})`],
      ['shop_profiles', `user_id IN (${owned})`],
    ]) {
      const [{ n }] = await sql(`SELECT count(*)::int AS n FROM ${table} t WHERE ${where} AND t::text ~ '${INVISIBLE_SQL}'`);
      if (n) failures.push(`${table}: ${n} rows hold invisible formatting`);
    }
    console.log(`fuzz: ${counts.calls} calls, ${counts.fields} fields and parameters, ${HOSTILE.length} values per body field, ${HOSTILE_TEXTS.length} per parameter, ${counts.requests} requests`);
    expect(failures).toEqual([]);
  }, 600_000);
});
