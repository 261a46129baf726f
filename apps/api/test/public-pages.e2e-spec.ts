import { API, formatMoney, USER_SETTINGS_MESSAGES, wrongVariantWords, type CreateOrderResponse, type WebsiteResponse } from '@cod/contracts';
import { randomUUID } from 'node:crypto';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, call, createWebsite, customerIp, expectError, newClient, baseUrl } from './helpers.js';

let owner: Awaited<ReturnType<typeof newClient>>;
const shop = () => inject('shopUrl');
const xff = () => ({ 'x-forwarded-for': customerIp() });

async function site(templateName: string, extra: Record<string, unknown> = {}) {
  const created = await createWebsite(owner.token, {
    customUrl: `stranica-${randomUUID().slice(0, 8)}`,
    productLink: `${shop()}/p/masazer`,
    productName: 'Masažer za vrat Relax',
    images: [`${shop()}/img/masazer-7.jpg`],
    originalPrice: 4990,
    templateName,
    upsellProductLinks: [`${shop()}/p/jastuk`],
    ...extra,
  });
  return created.website;
}

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(baseUrl() + path, { headers: { 'accept-encoding': 'identity', ...headers } });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** The text a reader sees: no scripts or styles (the page data stays as written), no tags. */
const visibleText = (html: string) => html.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' ');
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

beforeAll(async () => {
  owner = await newClient(await adminToken());
});

describe('GET /{customUrl}: server-rendered sales pages', () => {
  it.each(['Sales Template', 'Advertorial Template', 'Minimalistic'])('%s: the whole content is in the HTML before any script runs', async (templateName) => {
    const s = await site(templateName);
    const { status, headers, html } = await page(`/${s.customUrl}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toMatch(/^<!doctype html><html lang="sr">/);
    expect(html).toContain(`<title>${escapeHtml(s.seoTitle)}</title>`);
    expect(html).toContain(`<meta name="description" content="${escapeHtml(s.seoDescription)}">`);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:`);
    expect(html).toContain(`/${s.customUrl}"`);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<meta property="og:image"');
    expect(html).toContain(escapeHtml(s.hook));
    const shownBullets = s.bullets.filter((b) => html.includes(escapeHtml(b)));
    expect(shownBullets.length).toBeGreaterThanOrEqual(3);
    expect(html).toContain(formatMoney(s.quantityOffers.single.price, 'RSD'));
    expect(html).toContain(s.images[0].replace('.webp', ''));
    // The public script is small and separate; the dashboard's code is not on this page.
    expect(html).toMatch(/<script type="module" src="\/assets\/public-[\w-]+\.js"><\/script>/);
    expect(html).not.toMatch(/assets\/index-[\w-]+\.js/);
    // The spec's banner with the page's real largest discount (the 3-piece offer's, shown next to it).
    if (templateName === 'Sales Template') expect(html).toMatch(/>[1-9]\d?% POPUST</);
  });

  it('escapes every piece of seller text', async () => {
    const s = await site('Sales Template');
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    await call('PUT', `/api/websites/id/${s.id}`, {
      token: owner.token,
      body: { title: hostile, hook: hostile, bullets: [hostile, 'b', 'c', 'd', 'e'], faq: [{ q: hostile, a: hostile }], seoTitle: 'x</title><script>alert(1)</script>'.slice(0, 60), seoDescription: '"><script>alert(2)</script>' },
    });
    const { html } = await page(`/${s.customUrl}`);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x onerror');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    // The page data for the script cannot close its <script> element either.
    const data = /<script type="application\/json" id="cod-page">([\s\S]*?)<\/script>/.exec(html)![1];
    expect(data).not.toContain('<');
  });

  it('answers unknown and inactive sites with the 404 screen and status 404', async () => {
    const missing = await page('/ovaj-sajt-ne-postoji');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('404 - Stranica nije pronađena');
    const s = await site('Minimalistic');
    await call('PUT', `/api/websites/id/${s.id}`, { token: owner.token, body: { isActive: false } });
    const inactive = await page(`/${s.customUrl}`);
    expect(inactive.status).toBe(404);
    expect(inactive.html).toContain('404 - Stranica nije pronađena');
  });

  it('leaves the dashboard’s own paths to the dashboard', async () => {
    const admin = await page('/admin');
    expect(admin.status).toBe(200);
    expect(admin.html).toMatch(/assets\/index-[\w-]+\.js/);
    expect(admin.html).not.toContain('404 - Stranica nije pronađena');
  });

  it('is cached with an ETag (304), compressed, and refreshed as soon as the site is saved', async () => {
    const s = await site('Sales Template');
    const first = await page(`/${s.customUrl}`);
    const etag = first.headers.get('etag')!;
    // Strong, one per representation (this one uncompressed).
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    // Browsers ask every time; a shared cache (CDN, deploy/nginx) may keep it 10 s, then serve it stale while it asks.
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=30');
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    expect(first.headers.get('content-security-policy')).toContain("script-src 'self' https://connect.facebook.net");
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await page(`/${s.customUrl}`, { 'if-none-match': etag })).status).toBe(304);

    const br = await fetch(baseUrl() + `/${s.customUrl}`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const gz = await fetch(baseUrl() + `/${s.customUrl}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const tags = [br, gz, first].map((r) => r.headers.get('etag')!);
    expect(new Set(tags).size).toBe(3);
    expect(tags[0]).toMatch(/-br"$/);
    expect(tags[1]).toMatch(/-gz"$/);
    // A cache holding any representation (or a list, weak or strong) hears 304 with the tag of the one it asks for.
    for (const tag of [...tags, `"nope", W/${tags[1]}`]) {
      const res = await fetch(baseUrl() + `/${s.customUrl}`, { headers: { 'accept-encoding': 'br', 'if-none-match': tag } });
      expect(res.status).toBe(304);
      expect(res.headers.get('etag')).toBe(tags[0]);
    }
    expect((await page(`/${s.customUrl}`, { 'if-none-match': '"nope"' })).status).toBe(200);
    expect(Number(gz.headers.get('content-length'))).toBeLessThan(first.html.length / 2);
    // fetch decodes bodies itself; the raw bytes must decode to the same page.
    expect(gunzipSync(Buffer.from(await (await rawGet(`/${s.customUrl}`, 'gzip')).arrayBuffer())).toString()).toBe(first.html);
    expect(brotliDecompressSync(Buffer.from(await (await rawGet(`/${s.customUrl}`, 'br')).arrayBuffer())).toString()).toBe(first.html);

    await call('PUT', `/api/websites/id/${s.id}`, { token: owner.token, body: { hook: 'Potpuno nova udica za kupce' } });
    // The saving process drops its cached page before it answers (other processes when the notification arrives).
    const after = await page(`/${s.customUrl}`);
    expect(after.html).toContain('Potpuno nova udica za kupce');
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((await page(`/${s.customUrl}`, { 'if-none-match': etag })).status).toBe(200);
  });

  it('loads the pixel only for a seller who set one, set through PATCH /api/user/facebook-pixel', async () => {
    const s = await site('Sales Template');
    const without = await page(`/${s.customUrl}`);
    expect(without.html).toContain('"pixelId":null');
    expect(without.html).not.toContain('fbevents');

    expectError(await call('PATCH', '/api/user/facebook-pixel', { body: { facebookPixelId: '123456789012345' } }), 401);
    for (const bad of ['12345abc', '<script>', 42, '1'.repeat(25)]) {
      expectError(await call('PATCH', '/api/user/facebook-pixel', { token: owner.token, body: { facebookPixelId: bad } }), 400, USER_SETTINGS_MESSAGES.pixelInvalid);
    }
    const saved = await call('PATCH', '/api/user/facebook-pixel', { token: owner.token, body: { facebookPixelId: ' 123456789012345 ' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ message: 'Uspešno sačuvano', user: { facebookPixelId: '123456789012345' } });
    expect((await call('GET', '/api/auth/me', { token: owner.token })).body.facebookPixelId).toBe('123456789012345');
    // The cached page is dropped before the call answers (no site edit needed).
    expect((await page(`/${s.customUrl}`)).html).toContain('"pixelId":"123456789012345"');

    const cleared = await call('PATCH', '/api/user/facebook-pixel', { token: owner.token, body: { facebookPixelId: '' } });
    expect(cleared.body.user.facebookPixelId).toBeNull();
    expect((await page(`/${s.customUrl}`)).html).toContain('"pixelId":null');
  });
});

/** GET with a given Accept-Encoding, body left compressed. */
function rawGet(path: string, encoding: string) {
  return import('node:http').then(
    ({ get }) =>
      new Promise<Response>((resolve, reject) => {
        get(baseUrl() + path, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve(new Response(Buffer.concat(chunks))));
        }).on('error', reject);
      }),
  );
}

describe('thank-you pages and the storefront', () => {
  it('/hvala/{websiteId}/{orderId} shows the order and the upsell offers; never cached', async () => {
    const s = await site('Sales Template');
    const order = await call<CreateOrderResponse>('POST', '/api/orders', {
      headers: xff(),
      body: { websiteId: s.id, quantity: 1, customerData: { name: 'Jelena Jović', phone: '0651234567', address: 'Njegoševa 5', city: 'Novi Sad' } },
    });
    const res = await page(order.body.redirectUrl, xff());
    expect(res.status).toBe(200);
    expect(res.html).toContain(order.body.orderId);
    expect(res.html).toContain('noindex');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const [upsell] = (await call('GET', `/api/upsell/products/${s.id}`)).body;
    expect(res.html).toContain(escapeHtml(upsell.title));
    // A wrong website id or an unknown order falls back to the older page, without the order's data.
    const wrong = await page(`/hvala/${s.id + 100000}/${order.body.orderId}`, xff());
    expect(wrong.status).toBe(200);
    expect(wrong.html).not.toContain('Njegoševa 5');
  });

  it("/hvala/{websiteId}/{orderId} of a site's next orders: each its own number, quantity, total and time left; a save of the site shows at once", async () => {
    const s = await site('Sales Template');
    const place = async (quantity: number) =>
      (await call<CreateOrderResponse>('POST', '/api/orders', {
        headers: xff(),
        body: { websiteId: s.id, quantity, customerData: { name: 'Jelena Jović', phone: '0651234567', address: 'Njegoševa 5', city: 'Novi Sad' } },
      })).body;
    const orders = [await place(1), await place(2), await place(3)];
    const pages: Awaited<ReturnType<typeof page>>[] = [];
    for (const o of orders) pages.push(await page(o.redirectUrl, xff()));
    const text = (html: string, testId: string) => new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html)?.[1];
    orders.forEach((o, i) => {
      const { html } = pages[i];
      expect(html).toContain(o.orderId);
      for (const other of orders) if (other !== o) expect(html).not.toContain(other.orderId);
      expect(html).toContain(`>${o.order.quantity}<!-- --> kom.<`);
      expect(html).toContain(`>${formatMoney(o.order.totalPrice, 'RSD')} RSD<`);
      // The real time left of this order's window (5 minutes by default), read when its page was asked for.
      const [m, sec] = text(html, 'upsell-countdown')!.split(':').map(Number);
      const left = Date.parse(o.order.upsellDelayedUntil!) - Date.now();
      expect(Math.abs(m * 60 + sec - left / 1000)).toBeLessThan(5);
      expect(html).toContain(`/hvala-upsell?order=${o.orderId}`);
    });
    // The seller renames the product: the next thank-you page of the site says so.
    const renamed = `Novo ime ${randomUUID().slice(0, 6)}`;
    expect((await call('PUT', API.websites.byId(s.id), { token: owner.token, body: { shortName: renamed } })).status).toBe(200);
    expect((await page(orders[0].redirectUrl, xff())).html).toContain(`| ${renamed}</title>`);
    // Switched off: the thank-you pages of its orders are the older page, without the order's lines.
    expect((await call('PUT', API.websites.byId(s.id), { token: owner.token, body: { isActive: false } })).status).toBe(200);
    const off = await page(orders[1].redirectUrl, xff());
    expect(off.status).toBe(200);
    expect(off.html).not.toContain('data-testid="order-summary"');
    expect(off.html).not.toContain(renamed);
  });

  it('/hvala-simple shows the order, or "Porudžbina nije pronađena"', async () => {
    const s = await site('Minimalistic');
    const order = await call<CreateOrderResponse>('POST', '/api/orders', {
      headers: xff(),
      body: { websiteId: s.id, quantity: 2, customerData: { name: 'Ivan Ilić', phone: '0601234567', address: 'Cara Dušana 1', city: 'Niš' } },
    });
    const ok = await page(`/hvala-simple?order=${order.body.orderId}`, xff());
    expect(ok.html).toContain(order.body.orderId);
    expect(ok.html).toContain('Cara Dušana 1');
    const missing = await page('/hvala-simple?order=NAAAAAAAAAAAA', xff());
    expect(missing.html).toContain('Porudžbina nije pronađena');
  });

  it("/hvala-upsell and /hvala without the site's page are read in the order's variant of the language", async () => {
    const bosnian = await site('Sales Template', { targetMarket: 'Bosnia', currency: 'KM', currencySymbol: 'KM' });
    const order = await call<CreateOrderResponse>('POST', '/api/orders', {
      headers: xff(),
      body: { websiteId: bosnian.id, quantity: 1, customerData: { name: 'Amra Hodžić', phone: '061 123 456', address: 'Ferhadija 1', city: 'Sarajevo', postalCode: '71000' } },
    });
    expect(order.status).toBe(201);
    const accepted = await page(`/hvala-upsell?order=${order.body.orderId}`, xff());
    expect(accepted.html).toContain('Šta slijedi?');
    expect(accepted.html).toContain('plaćate pouzećem prilikom preuzimanja');
    expect(wrongVariantWords(visibleText(accepted.html), 'Bosnia')).toEqual([]);
    // Without an order found: Serbian, as before.
    const unknown = await page('/hvala-upsell?order=N23456789ABCD', xff());
    expect(unknown.html).toContain('Šta sledi?');
  });

  it.each(['/hvala', '/hvala-upsell?order=N23456789ABCD', '/hvala-success', '/thank-you-success'])('%s renders', async (path) => {
    const res = await page(path, xff());
    expect(res.status).toBe(200);
    expect(res.html).toContain('noindex');
    expect(res.html).toMatch(/assets\/public-[\w-]+\.js/);
  });

  it('/prodavnica lists the active sites', async () => {
    const s = await site('Sales Template');
    const res = await page('/prodavnica');
    expect(res.status).toBe(200);
    expect(res.html).toContain(`/${s.customUrl}`);
    expect(res.html).toContain(escapeHtml(s.title));
  });

  it('answers /{customUrl}/ with a 301 to /{customUrl}, query kept; ad parameters share the cached page', async () => {
    const s = await site('Sales Template');
    const res = await fetch(`${baseUrl()}/${s.customUrl}/?fbclid=x1&utm_source=fb`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/${s.customUrl}?fbclid=x1&utm_source=fb`);
    const plain = await page(`/${s.customUrl}`);
    const fromAd = await page(`/${s.customUrl}?fbclid=x1&utm_source=fb`);
    expect(fromAd.status).toBe(200);
    expect(fromAd.headers.get('etag')).toBe(plain.headers.get('etag'));
  });

  it('each page inlines only its own stylesheet', async () => {
    const s = await site('Sales Template');
    const style = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)![1];
    const product = style((await page(`/${s.customUrl}`)).html);
    const store = style((await page('/prodavnica')).html);
    const thanks = style((await page('/hvala-success')).html);
    // The storefront's pressed category card is styled on the storefront only.
    expect(store).toContain('aria-pressed\\:bg-orange-600');
    expect(product).not.toContain('aria-pressed\\:bg-orange-600');
    expect(new Set([product, store, thanks]).size).toBe(3);
    expect(product.length).toBeLessThan(60_000);
  });
});
