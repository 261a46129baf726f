import {
  API_ERRORS,
  contentProblems,
  GENERATION_STEPS,
  IMAGE_MESSAGES,
  UPDATE_MESSAGES,
  WEBSITE_MESSAGES,
  type ApiErrorBody,
  type CreateWebsiteResponse,
  type GenerationEvent,
} from '@cod/contracts';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, call, createWebsite, expectError, newClient, sql, websitePayload, baseUrl } from './helpers.js';

let admin: string;
let owner: Awaited<ReturnType<typeof newClient>>;
let other: Awaited<ReturnType<typeof newClient>>;
const shop = () => inject('shopUrl');
const slug = (p = 'sajt') => `${p}-${randomUUID().slice(0, 8)}`;

/** A full builder form: the fake shop's massager page and one of its pictures. */
const payload = (over: Record<string, unknown> = {}) =>
  websitePayload({
    customUrl: slug(),
    productLink: `${shop()}/p/masazer`,
    productName: 'Masažer za vrat Relax',
    sku: 'RLX-1',
    images: [`${shop()}/img/masazer-9.jpg`],
    originalPrice: 4990,
    templateName: 'Sales Template',
    targetMarket: 'Serbia',
    currency: 'RSD',
    currencySymbol: 'RSD',
    upsellProductLinks: [],
    ...over,
  });

const create = (token: string, over: Record<string, unknown> = {}) => createWebsite(token, payload(over));

beforeAll(async () => {
  admin = await adminToken();
  owner = await newClient(admin);
  other = await newClient(admin);
});

describe('POST /api/sync/create-website', () => {
  it('creates a complete site from the product link: copy within the limits, imported images, upsells', async () => {
    const body = await create(owner.token, {
      customUrl: '  Relax-Masazer-' + randomUUID().slice(0, 4).toUpperCase() + ' ',
      upsellProductLinks: [`${shop()}/p/jastuk`, { url: `${shop()}/p/punjac`, title: 'Brzi punjač', price: 990, sku: 'UP-2' }],
    });
    const site = body.website;
    expect(body.success).toBe(true);
    expect(site.customUrl).toMatch(/^relax-masazer-[a-z0-9]{4}$/);
    expect(body.websiteUrl).toMatch(new RegExp(`^http://localhost:\\d+/${site.customUrl}$`));
    expect(site.userId).toBe(owner.user.id);
    expect(contentProblems(site)).toEqual([]);
    expect(site).toMatchObject({ currentPrice: 2990, originalPrice: 4990, currency: 'RSD', targetMarket: 'Serbia', templateName: 'Sales Template', sku: 'RLX-1', isActive: true, previewMode: 'customer', editableByClient: true, hasUpsellProducts: true });
    expect(site.quantityOffers.single.price).toBe(2990);
    // The exact saving of two pieces: 2 × 2.990 − 4.990 = 990 (never a rounded figure).
    expect(site.quantityOffers.double).toEqual({ price: 4990, text: '2 komada', badge: 'UŠTEDA 990 RSD' });
    expect(site.sections).toEqual(['hero', 'features', 'testimonials', 'faq']);
    expect(body.warnings.join(' | ')).toBe('');

    // The form's picture first, then the page's three, all imported and re-encoded.
    expect(site.images).toHaveLength(4);
    for (const url of site.images) expect(url).toMatch(/^\/uploads\/images\/[a-f0-9]{32}\.webp$/);
    const img = await fetch(baseUrl() + site.images[0]);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/webp');
    expect(img.headers.get('cache-control')).toContain('immutable');
    const variant = await fetch(baseUrl() + site.images[0].replace('.webp', '-320.webp'));
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(320);

    // Upsells: a plain URL read from its page, an object whose given fields win.
    expect(body.upsellProducts).toHaveLength(2);
    const [plain, given] = body.upsellProducts;
    expect(plain).toMatchObject({ originalUrl: `${shop()}/p/jastuk`, discountPrice: 1990, stockLeft: 5, isActive: true, aiProcessed: true });
    expect(plain.title.length).toBeGreaterThan(3);
    expect(plain.urgentDescription.length).toBeGreaterThan(10);
    expect(plain.originalPrice).toBeGreaterThan(plain.discountPrice);
    expect(plain.savings).toBe(plain.originalPrice - plain.discountPrice);
    expect(plain.images[0]).toMatch(/^\/uploads\/images\//);
    expect(given).toMatchObject({ title: 'Brzi punjač', discountPrice: 990, sku: 'UP-2' });
    expect(given.features.length).toBeGreaterThanOrEqual(3);
  });

  it('streams each step as NDJSON, then the result', async () => {
    const res = await fetch(baseUrl() + '/api/sync/create-website', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/x-ndjson', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify(payload()),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/x-ndjson');
    const events = (await res.text()).trim().split('\n').map((l) => JSON.parse(l) as GenerationEvent);
    const steps = events.filter((e) => e.type === 'step');
    expect(steps.map((e) => `${e.step}:${e.status}`)).toEqual(GENERATION_STEPS.flatMap((s) => [`${s}:started`, `${s}:done`]));
    const last = events.at(-1)!;
    expect(last.type).toBe('result');
    expect(last.type === 'result' && last.result.website.id).toBeGreaterThan(0);
  });

  it('still creates the site from the form when the page cannot be read, and says so', async () => {
    for (const link of [`${shop()}/missing-page`, `${shop()}/not-html`, `${shop()}/empty`]) {
      const body = await create(owner.token, { productLink: link, productName: 'Lampa za čitanje' });
      expect(body.website.title.length).toBeGreaterThan(3);
      expect(contentProblems(body.website)).toEqual([]);
      expect(body.warnings.length, link).toBeGreaterThan(0);
      expect(body.warnings[0]).toMatch(/forme/);
      expect(body.website.images).toHaveLength(1);
    }
  });

  it('leaves out a picture that cannot be imported (never links it) and says which, as the editor does', async () => {
    const bad = `${shop()}/fake-image.jpg`;
    const body = await create(owner.token, { productLink: `${shop()}/empty`, images: [bad] });
    expect(body.website.images).toEqual([]);
    expect(body.warnings).toContain(UPDATE_MESSAGES.imageImport(bad));
  });

  it.each([
    [{ customUrl: '   ' }, WEBSITE_MESSAGES.customUrlRequired],
    [{ productLink: '' }, WEBSITE_MESSAGES.productLinkRequired],
    [{ productLink: 'nije-link' }, WEBSITE_MESSAGES.validLink],
    [{ productLink: 'javascript:alert(1)' }, WEBSITE_MESSAGES.validLink],
    [{ productName: ' ' }, WEBSITE_MESSAGES.productNameRequired],
    [{ images: [] }, WEBSITE_MESSAGES.oneImageRequired],
    [{ images: ['ftp://x/y.jpg'] }, WEBSITE_MESSAGES.imageUrlInvalid],
    [{ currentPrice: undefined }, WEBSITE_MESSAGES.currentPriceRequired],
    [{ currentPrice: -5 }, WEBSITE_MESSAGES.priceInvalid],
    [{ currentPrice: '2990' }, WEBSITE_MESSAGES.priceInvalid],
    [{ upsellProductLinks: Array.from({ length: 6 }, (_, i) => `https://shop.rs/p/${i}`) }, WEBSITE_MESSAGES.maxLinks],
    [{ upsellProductLinks: ['nije url'] }, WEBSITE_MESSAGES.validUrl],
    [{ upsellProductLinks: [{ title: 'bez linka' }] }, WEBSITE_MESSAGES.validUrl],
    [{ customUrl: 'Ima Razmak' }, WEBSITE_MESSAGES.customUrlFormat],
    [{ customUrl: 'a/b' }, WEBSITE_MESSAGES.customUrlFormat],
    [{ customUrl: 'admin' }, WEBSITE_MESSAGES.customUrlReserved],
    [{ customUrl: 'API' }, WEBSITE_MESSAGES.customUrlReserved],
    [{ customUrl: 'hvala' }, WEBSITE_MESSAGES.customUrlReserved],
    [{ customUrl: 'uploads' }, WEBSITE_MESSAGES.customUrlReserved],
    [{ customUrl: 'create-website' }, WEBSITE_MESSAGES.customUrlReserved],
    [{ customUrl: 'prodavnica' }, WEBSITE_MESSAGES.customUrlReserved],
    [{ targetMarket: 'Hrvatska' }, WEBSITE_MESSAGES.marketInvalid],
    [{ templateName: 'Fancy' }, WEBSITE_MESSAGES.templateInvalid],
  ])('refuses %j with 400 and the Serbian message', async (over, message) => {
    const before = await sql('SELECT count(*)::int AS n FROM websites');
    expectError(await call('POST', '/api/sync/create-website', { token: owner.token, body: payload(over) }), 400, message);
    expect((await sql('SELECT count(*)::int AS n FROM websites'))[0].n).toBe(before[0].n);
  });

  it('refuses a taken address (any letter case) with 409, before any work', async () => {
    const first = await create(owner.token);
    const res = await call('POST', '/api/sync/create-website', { token: other.token, body: payload({ customUrl: first.website.customUrl.toUpperCase() }) });
    expectError(res, 409, WEBSITE_MESSAGES.customUrlTaken);
    expect(res.body.errors).toEqual({ customUrl: WEBSITE_MESSAGES.customUrlTaken });
  });

  it('needs a signed-in user', async () => {
    expectError(await call('POST', '/api/sync/create-website', { body: payload() }), 401);
  });

  it('the sync tool test variant (admins only) makes an inactive test site from a link with a brief, reading the page once', async () => {
    const link = `/p/jastuk?read=${randomUUID()}`;
    const reads = async () => (await fetch(`${shop()}/__hits?path=${encodeURIComponent(link)}`)).json() as Promise<number>;
    const res = await call('POST', '/api/sync/create-website', {
      token: admin,
      body: { urls: [`${shop()}${link}`], targetAudience: 'Kancelarijski radnici', customerProblems: 'Bol u vratu ujutru' },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.websiteUrl).toMatch(/\/test-ortopedski-jastuk-od-memorijske-pene(-[a-f0-9]+)?$/);
    expect(res.body.syncTargets).toEqual([]);
    expect(await reads()).toBe(1);
    const customUrl = String(res.body.websiteUrl).split('/').pop();
    const [site] = await sql('SELECT is_active, is_test FROM websites WHERE custom_url = $1', [customUrl]);
    expect(site).toEqual({ is_active: false, is_test: true });
    // Never a live page: not in the storefront list, not served.
    expect((await call('GET', '/api/websites/public-list')).body.some((w: { customUrl: string }) => w.customUrl === customUrl)).toBe(false);
    expect((await fetch(`${baseUrl()}/${customUrl}`)).status).toBe(404);
    expectError(await call('POST', '/api/sync/create-website', { token: admin, body: { urls: [] } }), 400, WEBSITE_MESSAGES.oneLinkRequired);
  });

  it('the sync tool test variant is refused to clients (403) before it reads anything', async () => {
    const before = await (await fetch(`${shop()}/__hits?path=/p/masazer`)).json();
    const res = await call('POST', '/api/sync/create-website', { token: owner.token, body: { urls: [`${shop()}/p/masazer`] } });
    expectError(res, 403, API_ERRORS.developerToolsAdminOnly);
    expect(await (await fetch(`${shop()}/__hits?path=/p/masazer`)).json()).toBe(before);
  });
});

describe('websites by id: ownership', () => {
  let siteId: number;
  beforeAll(async () => {
    siteId = (await create(owner.token)).website.id;
  });

  it('the owner and the admin read it; another client gets 404; anonymous 401', async () => {
    expect((await call('GET', `/api/websites/id/${siteId}`, { token: owner.token })).body.id).toBe(siteId);
    expect((await call('GET', `/api/websites/id/${siteId}`, { token: admin })).status).toBe(200);
    expectError(await call('GET', `/api/websites/id/${siteId}`, { token: other.token }), 404, WEBSITE_MESSAGES.websiteNotFound);
    expectError(await call('GET', `/api/websites/id/${siteId}`), 401);
    expectError(await call('GET', '/api/websites/id/abc', { token: owner.token }), 400, WEBSITE_MESSAGES.invalidWebsiteId);
    expectError(await call('GET', '/api/websites/id/99999999', { token: owner.token }), 404);
  });

  it('PUT changes only editable fields, for the owner or the admin', async () => {
    const res = await call('PUT', `/api/websites/id/${siteId}`, {
      token: owner.token,
      body: { title: 'Novi naslov', bullets: ['a', 'b'], previewMode: 'client', userId: other.user.id, customUrl: 'oteto', productId: 'x', editableByClient: false },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Novi naslov', bullets: ['a', 'b'], previewMode: 'client', userId: owner.user.id, editableByClient: true });
    expect(res.body.customUrl).not.toBe('oteto');
    expect((await call('PUT', `/api/websites/id/${siteId}`, { token: admin, body: { hook: 'Admin je menjao' } })).body.hook).toBe('Admin je menjao');
    expectError(await call('PUT', `/api/websites/id/${siteId}`, { token: other.token, body: { title: 'Hak' } }), 404);
    expect((await call('GET', `/api/websites/id/${siteId}`, { token: owner.token })).body.title).toBe('Novi naslov');
  });

  it('PUT validates what it accepts', async () => {
    expectError(await call('PUT', `/api/websites/id/${siteId}`, { token: owner.token, body: { seoTitle: 'x'.repeat(61) } }), 400, UPDATE_MESSAGES.seoTitle);
    expectError(await call('PUT', `/api/websites/id/${siteId}`, { token: owner.token, body: { seoDescription: 'x'.repeat(156) } }), 400, UPDATE_MESSAGES.seoDescription);
    expectError(await call('PUT', `/api/websites/id/${siteId}`, { token: owner.token, body: { previewMode: 'boss' } }), 400);
    expectError(await call('PUT', `/api/websites/id/${siteId}`, { token: owner.token, body: { quantityOffers: { single: { price: -1 } } } }), 400);
    expectError(await call('PUT', `/api/websites/id/${siteId}`, { token: owner.token, body: { images: ['javascript:alert(1)'] } }), 400);
  });

  it('an admin can lock a site against its owner', async () => {
    const id = (await create(owner.token)).website.id;
    expect((await call('PUT', `/api/websites/id/${id}`, { token: admin, body: { editableByClient: false } })).body.editableByClient).toBe(false);
    expectError(await call('PUT', `/api/websites/id/${id}`, { token: owner.token, body: { title: 'x' } }), 403);
  });

  it('lists: /my holds only the caller’s sites; /api/websites (all) is admin-only', async () => {
    const mine = (await call('GET', '/api/websites/my', { token: owner.token })).body as { userId: number }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((w) => w.userId === owner.user.id)).toBe(true);
    expect((await call('GET', '/api/websites/my', { token: other.token })).body.every((w: { userId: number }) => w.userId === other.user.id)).toBe(true);
    const all = await call('GET', '/api/websites', { token: admin });
    expect(all.body.length).toBeGreaterThanOrEqual(mine.length);
    expectError(await call('GET', '/api/websites', { token: owner.token }), 403, API_ERRORS.adminOnly);
  });
});

describe('public reads', () => {
  it('GET /api/websites/public?url= serves active sites only; public-list shows the grid fields', async () => {
    const { website } = await create(owner.token);
    const pub = await call('GET', `/api/websites/public?url=${website.customUrl.toUpperCase()}`);
    expect(pub.status).toBe(200);
    expect(pub.body.id).toBe(website.id);
    expect(pub.body).not.toHaveProperty('source');
    const list = (await call('GET', '/api/websites/public-list')).body as Record<string, unknown>[];
    const item = list.find((w) => w.id === website.id)!;
    expect(Object.keys(item).sort()).toEqual(['createdAt', 'currency', 'currencySymbol', 'currentPrice', 'customUrl', 'hook', 'id', 'images', 'originalPrice', 'productId', 'shortName', 'targetMarket', 'title'].sort());

    await call('PUT', `/api/websites/id/${website.id}`, { token: owner.token, body: { isActive: false } });
    expectError(await call('GET', `/api/websites/public?url=${website.customUrl}`), 404, WEBSITE_MESSAGES.websiteNotFound);
    expect(((await call('GET', '/api/websites/public-list')).body as { id: number }[]).some((w) => w.id === website.id)).toBe(false);
    expectError(await call('GET', '/api/websites/public'), 404);
  });

  it('GET /api/upsell/products/{websiteId}: active offers of an active site', async () => {
    const { website } = await create(owner.token, { upsellProductLinks: [`${shop()}/p/jastuk`] });
    const offers = await call('GET', `/api/upsell/products/${website.id}`);
    expect(offers.status).toBe(200);
    expect(offers.body).toHaveLength(1);
    expect(offers.body[0]).toMatchObject({ websiteId: website.id, stockLeft: 5, isActive: true });
    await sql('UPDATE upsell_products SET is_active = false WHERE website_id = $1', [website.id]);
    expect((await call('GET', `/api/upsell/products/${website.id}`)).body).toEqual([]);
    expect((await call('GET', '/api/upsell/products/99999999')).body).toEqual([]);
    expectError(await call('GET', '/api/upsell/products/abc'), 400);
  });
});

describe('dashboards', () => {
  it('GET /api/sync/dashboard: user, own websites, stats and the server time', async () => {
    const fresh = await newClient(admin);
    await create(fresh.token);
    const res = await call('GET', '/api/sync/dashboard', { token: fresh.token });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({ firstName: 'Marko', lastName: 'Marković' });
    expect(res.body.websites).toHaveLength(1);
    expect(res.body.stats).toEqual({ totalWebsites: 1, activeWebsites: 1, totalOrders: 0, pendingOrders: 0, totalRevenue: 0, totalRevenueCurrency: 'RSD', revenue: [] });
    expect(res.body.delivery).toEqual([]);
    expect(Math.abs(Date.parse(res.body.timestamp) - Date.now())).toBeLessThan(60_000);
    const stats = await call('GET', '/api/dashboard/stats', { token: fresh.token });
    expect(stats.body).toMatchObject({ totalWebsites: 1, recentOrders: [] });
    expect(stats.body.topPerformingWebsites[0]).toMatchObject({ orderCount: 0, customUrl: res.body.websites[0].customUrl });
    expectError(await call('GET', '/api/sync/dashboard'), 401);
  });

  it('admin stats count the websites table', async () => {
    const [{ n }] = await sql('SELECT count(*)::int AS n FROM websites');
    expect((await call('GET', '/api/admin/dashboard/stats', { token: admin })).body.totalWebsites).toBe(n);
  });

  it('POST /api/cross-sync/test (admins only) reports no results when no deployments are configured', async () => {
    const res = await call('POST', '/api/cross-sync/test', { token: admin, body: { userEmail: owner.email } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ results: [] });
    expectError(await call('POST', '/api/cross-sync/test', { token: admin, body: { userEmail: 'x' } }), 400);
    expectError(await call('POST', '/api/cross-sync/test', { token: owner.token, body: { userEmail: owner.email } }), 403, API_ERRORS.developerToolsAdminOnly);
  });
});

describe('POST /api/images/upload', () => {
  async function upload(token: string | undefined, data: Buffer, name: string, type: string, field = 'image') {
    const form = new FormData();
    form.append(field, new Blob([data], { type }), name);
    const res = await fetch(baseUrl() + '/api/images/upload', { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: res.status, body: (await res.json()) as { success?: boolean; imageUrl: string } & Partial<ApiErrorBody> };
  }

  it('stores a real picture, re-encoded without metadata', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#F59E0B' } }).png().withMetadata({ exif: { IFD0: { Artist: 'tajna' } } }).toBuffer();
    const res = await upload(owner.token, png, 'slika.png', 'image/png');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, imageUrl: expect.stringMatching(/^\/uploads\/images\/[a-f0-9]{32}\.webp$/) });
    const stored = Buffer.from(await (await fetch(baseUrl() + res.body.imageUrl)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });

  it('judges by content, not by name or type: a text file called .jpg is refused', async () => {
    const res = await upload(owner.token, Buffer.from('<?php echo 1; ?>'), 'slika.jpg', 'image/jpeg');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: IMAGE_MESSAGES.notAnImage, error: IMAGE_MESSAGES.notAnImage });
  });

  it('refuses more than 5 MB with the spec message', async () => {
    const res = await upload(owner.token, Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'velika.jpg', 'image/jpeg');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, message: IMAGE_MESSAGES.tooLarge });
  });

  it('needs a file in the field "image" and a signed-in user', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await upload(owner.token, png, 'a.png', 'image/png', 'file')).status).toBe(400);
    expect((await upload(undefined, png, 'a.png', 'image/png')).status).toBe(401);
  });
});
