import { API, ORDER_MESSAGES, STOREFRONT_PATH, type CreateOrderResponse } from '@cod/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TestDnsServer } from './fakes/dns-server.js';
import { OwnServers } from './own-servers.js';
import { adminToken, call, createWebsite, customerIp, expectError, getOnHost, newClient, scratchDatabase, sql, useServer } from './helpers.js';

/**
 * Security hardening: which Host names are served a seller's pages (item 6), and a seller the admin deactivated
 * (item 10). Two API processes of this file's own on one database, with our own name known (PUBLIC_BASE_URL, as in
 * production; the shared test server has none, so every name is ours there) and one preview name (PREVIEW_HOSTS).
 */

const PLATFORM = 'platforma-status.rs';
const PREVIEW = 'qa.platforma-status.rs';
const DOMAIN = `prodavnica-${randomUUID().slice(0, 6)}.rs`;
const ADDRESS = 'Njegoševa 5';
const own = new OwnServers('cod-host-status');
let dns: TestDnsServer;
let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
let admin: string;
type Client = Awaited<ReturnType<typeof newClient>>;

beforeAll(async () => {
  dns = await new TestDnsServer().start();
  scratch = await scratchDatabase('cod_host_status');
  for (let i = 0; i < 2; i++) {
    await own.start({
      DATABASE_URL: scratch.url,
      JWT_SECRET: 'host-status-tests-jwt-secret-0123456789abcdef',
      SECRETS_KEY: 'host-status-tests-secrets-key-0123456789abcde',
      PUBLIC_BASE_URL: `https://${PLATFORM}`,
      PREVIEW_HOSTS: PREVIEW,
      DNS_SERVERS: `127.0.0.1:${dns.port}`,
      // The upsell offers are read from the fake shop on localhost; customers are told apart by X-Forwarded-For.
      OUTBOUND_ALLOW_PRIVATE: '1',
      TRUST_PROXY: '1',
    });
  }
  useServer(own.bases[0], scratch.url);
  admin = await adminToken();
}, 90_000);

afterAll(async () => {
  await own.stopAll();
  await scratch?.drop();
  await dns?.stop();
}, 60_000);

/** A GET with the Host header a browser would send for that name (the request goes to 127.0.0.1), each from its own address. */
const onHost = (host: string, path: string, base = own.bases[0]) => getOnHost(base, host, path, { 'x-forwarded-for': customerIp() });

async function eventually(check: () => Promise<boolean>, ms = 3000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

const siteWithUpsell = (client: Client, productName: string) =>
  createWebsite(client.token, { productName, upsellProductLinks: [`${inject('shopUrl')}/p/jastuk`] });

const order = (websiteId: number, base = own.bases[0]) =>
  call<CreateOrderResponse>('POST', API.orders.root, {
    base,
    headers: { 'x-forwarded-for': customerIp() },
    body: { websiteId, quantity: 1, customerData: { name: 'Jelena Jović', phone: '064 123 4567', address: ADDRESS, city: 'Novi Sad', postalCode: '21000' } },
  });

const upsellOrder = (websiteId: number, originalOrderId: string, upsellProductId: number, base = own.bases[0]) =>
  call('POST', API.upsells.order, { base, headers: { 'x-forwarded-for': customerIp() }, body: { websiteId, originalOrderId, upsellProductId } });

describe('Host names (item 6): only our own name, PREVIEW_HOSTS, localhost and IP addresses show the platform', () => {
  let site: { customUrl: string; productName: string };

  beforeAll(async () => {
    const seller = await newClient(admin);
    const { website } = await createWebsite(seller.token, { productName: 'Lampa Za Domaćinstvo' });
    site = { customUrl: website.customUrl, productName: 'Lampa Za Domaćinstvo' };
  }, 60_000);

  it.each(['shop.dev', 'my-staging.rs', 'preview.shop.rs', 'dev-prodavnica.rs', 'prodavnica.test', 'intranet'])('%s: the 404 page, never the seller\'s page', async (host) => {
    for (const path of [`/${site.customUrl}`, '/', `/${STOREFRONT_PATH}`]) {
      const page = await onHost(host, path);
      expect(page.status, `${host}${path}`).toBe(404);
      expect(page.body.includes(site.productName), `${host}${path}`).toBe(false);
    }
  });

  it('our own name serves the page without the banner; a PREVIEW_HOSTS name, localhost and IP addresses serve it with the banner', async () => {
    const ours = await onHost(PLATFORM, `/${site.customUrl}`);
    expect(ours.status).toBe(200);
    expect(ours.body.includes(site.productName)).toBe(true);
    expect(ours.body.includes('data-testid="preview-banner"')).toBe(false);
    for (const host of [PREVIEW, `${PREVIEW}:8443`, 'localhost', 'localhost:5173', '127.0.0.1', `127.0.0.1:${new URL(own.bases[0]).port}`, '[::1]:3000']) {
      const page = await onHost(host, `/${site.customUrl}`);
      expect(page.status, host).toBe(200);
      expect(page.body.includes(site.productName), host).toBe(true);
      const banner = /<div[^>]*data-testid="preview-banner"[^>]*>/.exec(page.body)?.[0] ?? '';
      expect(banner, host).not.toBe('');
      expect(banner, host).not.toContain('hidden');
      expect(page.body.includes(`https://${PLATFORM}/${site.customUrl}`), host).toBe(true);
    }
  });
});

describe('a deactivated seller (item 10): no page, no order, data kept; reactivation restores everything', () => {
  let seller: Client;
  let websiteId: number;
  let customUrl: string;
  let upsellId: number;
  let orderId: string;
  const productName = 'Jastuk Od Memorijske Pene';
  const status = (isActive: boolean) => call('PATCH', API.admin.userStatus(seller.user.id), { token: admin, body: { isActive } });

  /**
   * Every public face of the seller through one process: what it is, its HTTP status and whether it shows the
   * seller's product or the buyer's order.
   */
  async function faces(base: string): Promise<[string, number, boolean][]> {
    const pages: [string, string, string][] = [
      ['sales page', PLATFORM, `/${customUrl}`],
      ['sales page on their domain', DOMAIN, `/${customUrl}`],
      ["their domain's /", DOMAIN, '/'],
      ['their storefront', DOMAIN, `/${STOREFRONT_PATH}`],
      ['thank-you page', PLATFORM, `/hvala/${websiteId}/${orderId}`],
      ['thank-you page (query)', PLATFORM, `/hvala?website=${websiteId}&order=${orderId}`],
      ['simple thank-you page', PLATFORM, `/hvala-simple?order=${orderId}`],
      ['upsell accepted page', PLATFORM, `/hvala-upsell?order=${orderId}`],
    ];
    const out: [string, number, boolean][] = [];
    for (const [what, host, path] of pages) {
      const page = await onHost(host, path, base);
      out.push([what, page.status, page.body.includes(productName) || page.body.includes(ADDRESS)]);
    }
    const proof = await call('GET', API.public.proof(websiteId), { base });
    out.push(['proof', proof.status, proof.status === 200]);
    const lookup = await call('GET', API.orders.one(orderId), { base, headers: { 'x-forwarded-for': customerIp() } });
    out.push(['GET /api/orders/{orderId}', lookup.status, lookup.body?.orderId === orderId]);
    const byUrl = await call('GET', `${API.websites.public}?url=${customUrl}`, { base });
    out.push(['GET /api/websites/public', byUrl.status, byUrl.body?.id === websiteId]);
    const list = await call('GET', API.websites.publicList, { base });
    out.push(['GET /api/websites/public-list', list.status, JSON.stringify(list.body).includes(productName)]);
    const offers = await call('GET', API.upsells.products(websiteId), { base });
    out.push(['GET /api/upsell/products', offers.status, offers.body.length > 0]);
    const storefront = await onHost(PLATFORM, `/${STOREFRONT_PATH}`, base);
    out.push(["the platform's storefront", storefront.status, storefront.body.includes(productName)]);
    return out;
  }
  /** While the seller is active (the upsell-accepted page names neither the product nor the address). */
  const LIVE: [string, number, boolean][] = [
    ['sales page', 200, true],
    ['sales page on their domain', 200, true],
    ["their domain's /", 200, true],
    ['their storefront', 200, true],
    ['thank-you page', 200, true],
    ['thank-you page (query)', 200, true],
    ['simple thank-you page', 200, true],
    ['upsell accepted page', 200, false],
    ['proof', 200, true],
    ['GET /api/orders/{orderId}', 200, true],
    ['GET /api/websites/public', 200, true],
    ['GET /api/websites/public-list', 200, true],
    ['GET /api/upsell/products', 200, true],
    ["the platform's storefront", 200, true],
  ];
  /** Deactivated: what a missing site answers (the lists simply without the seller's sites). */
  const GONE: [string, number, boolean][] = [
    ['sales page', 404, false],
    ['sales page on their domain', 404, false],
    ["their domain's /", 404, false],
    ['their storefront', 404, false],
    ['thank-you page', 404, false],
    ['thank-you page (query)', 404, false],
    ['simple thank-you page', 404, false],
    ['upsell accepted page', 404, false],
    ['proof', 404, false],
    ['GET /api/orders/{orderId}', 404, false],
    ['GET /api/websites/public', 404, false],
    ['GET /api/websites/public-list', 200, false],
    ['GET /api/upsell/products', 200, false],
    ["the platform's storefront", 200, false],
  ];

  beforeAll(async () => {
    seller = await newClient(admin);
    const created = await siteWithUpsell(seller, productName);
    websiteId = created.website.id;
    customUrl = created.website.customUrl;
    upsellId = created.upsellProducts[0].id;
    // Their verified domain: the TXT record published on the test DNS server, then Verificiraj.
    expect((await call('POST', API.domains.list, { token: seller.token, body: { host: DOMAIN } })).status).toBe(201);
    const [{ token }] = await sql('SELECT verification_token AS token FROM domains WHERE host = $1', [DOMAIN]);
    dns.publish(DOMAIN, { TXT: [`cod-verify=${token}`] });
    expect((await call('POST', API.domains.verify, { token: seller.token, body: { host: DOMAIN } })).status).toBe(200);
    const placed = await order(websiteId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    orderId = placed.body.orderId;
  }, 60_000);

  it('while active, every face of the seller is public on both processes (and their caches are warm)', async () => {
    for (const base of own.bases) {
      expect(await faces(base)).toEqual(LIVE);
      expect(await faces(base)).toEqual(LIVE); // the second time from the caches
    }
  });

  it('deactivated: 404 pages and 404 calls on both processes, orders and upsell orders refused; the data stays', async () => {
    expect((await status(false)).status).toBe(200);
    // The process that changed it answers at once; the other follows PostgreSQL's notification within moments.
    expect(await faces(own.bases[0])).toEqual(GONE);
    expect(await eventually(async () => JSON.stringify(await faces(own.bases[1])) === JSON.stringify(GONE))).toBe(true);
    for (const base of own.bases) {
      expectError(await order(websiteId, base), 400, ORDER_MESSAGES.websiteUnavailable);
      expectError(await upsellOrder(websiteId, orderId, upsellId, base), 400, ORDER_MESSAGES.websiteUnavailable);
    }
    const [site] = await sql('SELECT is_active FROM websites WHERE id = $1', [websiteId]);
    expect(site).toEqual({ is_active: true });
    expect(await sql('SELECT order_id FROM orders WHERE website_id = $1', [websiteId])).toEqual([{ order_id: orderId }]);
    expect(await sql('SELECT count(*)::int AS n FROM upsell_orders WHERE website_id = $1', [websiteId])).toEqual([{ n: 0 }]);
    expect(await sql('SELECT verified_at IS NOT NULL AS verified FROM domains WHERE host = $1', [DOMAIN])).toEqual([{ verified: true }]);
  });

  it('reactivated: everything is back at once, on both processes, and orders are taken again', async () => {
    expect((await status(true)).status).toBe(200);
    expect(await faces(own.bases[0])).toEqual(LIVE);
    expect(await eventually(async () => JSON.stringify(await faces(own.bases[1])) === JSON.stringify(LIVE))).toBe(true);
    expect((await upsellOrder(websiteId, orderId, upsellId, own.bases[1])).status).toBe(201);
    expect((await order(websiteId, own.bases[1])).status).toBe(201);
  });
});
