import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  API,
  API_ERRORS,
  PRODUCT_READ_MESSAGES,
  PRODUCT_READS_PER_MIN,
  WEBSITE_MESSAGES,
  type ProductReadResponse,
} from '@cod/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRODUCT_READ_WARNINGS } from '../src/modules/products/index.js';
import { adminToken, call, createWebsite, expectError, inOneClockMinute, newClient } from './helpers.js';

/*
 * POST /api/products/read: the builder's reading of a product link. The shared fake shop
 * (inject('shopUrl')) has a EUR product; the pages this file needs beyond it come from its own small
 * server below.
 */

const FIXTURES = path.resolve(import.meta.dirname, 'fixtures/product-pages');
/** A product name of this run only, so its custom URL is free whatever other files created. */
const LAMP = `Stona lampa Šljiva ${randomUUID().slice(0, 6)}`;

function lampPage(): string {
  const ld = { '@context': 'https://schema.org', '@type': 'Product', name: LAMP, image: '/slike/sljiva-1.jpg', offers: { '@type': 'Offer', price: 2490, priceCurrency: 'RSD' } };
  return `<!doctype html><html><head><title>${LAMP}</title><script type="application/ld+json">${JSON.stringify(ld)}</script></head>
<body><main><h1>${LAMP}</h1><img src="/slike/sljiva-1.jpg" width="800" height="800"></main></body></html>`;
}

/** A product page with a name and pictures but no price anywhere. */
const NO_PRICE = `<!doctype html><html><head><title>Ručno rađena šolja</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Ručno rađena keramička šolja","image":["/slike/solja-1.jpg","/slike/solja-2.jpg"]}</script></head>
<body><main><h1>Ručno rađena keramička šolja</h1><p>Pitajte za cenu.</p></main></body></html>`;

let pages: http.Server;
let pagesUrl: string;
/** An address where nothing listens (a server started and closed). */
let deadUrl: string;
let admin: string;
let client: Awaited<ReturnType<typeof newClient>>;

const read = (body: unknown, token?: string) => call<ProductReadResponse>('POST', API.products.read, { body, token });

beforeAll(async () => {
  pages = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const html = (body: string | Buffer) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    if (url.pathname === '/lampe/luna') return html(readFileSync(path.join(FIXTURES, 'gallery-partial-structured.html')));
    if (url.pathname === '/solja') return html(NO_PRICE);
    if (url.pathname === '/sljiva') return html(lampPage());
    return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>404</h1>');
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;

  const dead = http.createServer();
  await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
  deadUrl = `http://127.0.0.1:${(dead.address() as AddressInfo).port}/proizvod`;
  await new Promise((resolve) => dead.close(resolve));

  admin = await adminToken();
  client = await newClient(admin);
});

afterAll(async () => {
  pages.closeAllConnections();
  await new Promise((resolve) => pages.close(resolve));
});

describe('POST /api/products/read: who and what', () => {
  it('401 without a session', async () => {
    expectError(await read({ url: `${inject('shopUrl')}/p/punjac`, targetMarket: 'Serbia' }), 401, API_ERRORS.notSignedIn);
  });

  it('400 with the Serbian message for a missing or invalid link and an unknown market', async () => {
    const invalid = await read({ url: 'nije-link', targetMarket: 'Serbia' }, client.token);
    expectError(invalid, 400, WEBSITE_MESSAGES.validLink);
    expect(invalid.body.errors).toEqual({ url: WEBSITE_MESSAGES.validLink });
    expectError(await read({ url: 'ftp://shop.rs/x', targetMarket: 'Serbia' }, client.token), 400, WEBSITE_MESSAGES.validLink);
    expectError(await read({ url: '   ', targetMarket: 'Serbia' }, client.token), 400, WEBSITE_MESSAGES.productLinkRequired);
    expectError(await read({ url: `${inject('shopUrl')}/p/punjac`, targetMarket: 'Hrvatska' }, client.token), 400, WEBSITE_MESSAGES.marketInvalid);
  });

  it('an admin may read too', async () => {
    expect((await read({ url: `${inject('shopUrl')}/p/punjac`, targetMarket: 'Montenegro' }, admin)).status).toBe(200);
  });
});

describe('POST /api/products/read: the answer', () => {
  it('a EUR page: converted to dinars for Serbia and to marks for Bosnia, unchanged for Montenegro', async () => {
    const url = `${inject('shopUrl')}/p/punjac`; // Brzi punjač 65W, 24.90 €
    const serbia = await read({ url, targetMarket: 'Serbia' }, client.token);
    expect(serbia.status).toBe(200);
    expect(serbia.body).toMatchObject({
      name: 'Brzi punjač 65W',
      price: 2890, // 24.90 × 117.2 = 2 918 → the price point 2 890
      originalPrice: null,
      currency: 'RSD',
      currencySymbol: 'RSD',
      sourceCurrency: 'EUR',
      sku: 'PW-65',
      images: [`${inject('shopUrl')}/img/punjac-0.jpg`],
    });
    expect(serbia.body.warning).toBeUndefined();
    expect(serbia.body.suggestedCustomUrl).toMatch(/^brzi-punjac-65w(?:-\d+)?$/);

    const bosnia = await read({ url, targetMarket: 'Bosnia' }, client.token);
    expect(bosnia.body).toMatchObject({ price: 48.9, currency: 'KM', currencySymbol: 'KM', sourceCurrency: 'EUR' }); // 24.90 × 1.95583 = 48.70 → 48.90

    const montenegro = await read({ url, targetMarket: 'Montenegro' }, client.token);
    expect(montenegro.body).toMatchObject({ price: 24.9, currency: 'EUR', currencySymbol: '€', sourceCurrency: 'EUR' });
  });

  it('a page without a price: price and original price null, never a guess', async () => {
    const res = await read({ url: `${pagesUrl}/solja`, targetMarket: 'Serbia' }, client.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Ručno rađena keramička šolja',
      price: null,
      originalPrice: null,
      sourceCurrency: null,
      currency: 'RSD',
      images: [`${pagesUrl}/slike/solja-1.jpg`, `${pagesUrl}/slike/solja-2.jpg`],
      suggestedCustomUrl: expect.stringMatching(/^rucno-radjena-keramicka-solja(?:-\d+)?$/),
      sku: null,
    });
  });

  it('all gallery pictures (not only og:image / JSON-LD), each once, the largest copy, best first', async () => {
    const res = await read({ url: `${pagesUrl}/lampe/luna`, targetMarket: 'Montenegro' }, client.token);
    expect(res.status).toBe(200);
    expect(res.body.images).toEqual([
      'https://svjetlo-shop.me/media/proizvodi/luna/luna-lampa-glavna.jpg',
      `${pagesUrl}/media/proizvodi/luna/luna-lampa-noc.jpg`,
      `${pagesUrl}/media/proizvodi/luna/luna-lampa-boje.jpg`,
      `${pagesUrl}/media/proizvodi/luna/luna-lampa-punjenje.jpg`,
      'https://img.svjetlo-shop.me/render/luna-dimenzije?w=1200&q=80',
    ]);
    expect(res.body).toMatchObject({ name: 'Bežična LED lampa Luna', price: 29.9, originalPrice: 39.9, currency: 'EUR', sourceCurrency: 'EUR', sku: 'LUNA-01' });
    // The struck-through price is converted too: 29.90 € → 3 490 RSD, 39.90 € → 4 690 RSD.
    const serbia = await read({ url: `${pagesUrl}/lampe/luna`, targetMarket: 'Serbia' }, client.token);
    expect(serbia.body).toMatchObject({ price: 3490, originalPrice: 4690, currency: 'RSD', sourceCurrency: 'EUR' });
  });

  it('the suggested custom URL is free: the name\'s slug, then -2 once a website has it', async () => {
    const url = `${pagesUrl}/sljiva`;
    const first = await read({ url, targetMarket: 'Serbia' }, client.token);
    const slug = `stona-lampa-sljiva-${LAMP.slice(-6).toLowerCase()}`;
    expect(first.body).toMatchObject({ name: LAMP, price: 2490, suggestedCustomUrl: slug });

    await createWebsite(client.token, { customUrl: slug, productName: LAMP });
    const second = await read({ url, targetMarket: 'Serbia' }, client.token);
    expect(second.body.suggestedCustomUrl).toBe(`${slug}-2`);
    // Another seller's site takes an address from everyone.
    const other = await newClient(admin);
    expect((await read({ url, targetMarket: 'Serbia' }, other.token)).body.suggestedCustomUrl).toBe(`${slug}-2`);
  });

  it('an unreachable page: 200 with the reader\'s Serbian warning and empty fields, to fill by hand', async () => {
    const res = await read({ url: deadUrl, targetMarket: 'Bosnia' }, client.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      name: null,
      price: null,
      originalPrice: null,
      currency: 'KM',
      currencySymbol: 'KM',
      sourceCurrency: null,
      images: [],
      suggestedCustomUrl: null,
      sku: null,
      warning: PRODUCT_READ_WARNINGS.unreadable('sajt nije dostupan'),
    });
    const missing = await read({ url: `${pagesUrl}/nema`, targetMarket: 'Serbia' }, client.token);
    expect(missing.status).toBe(200);
    expect(missing.body.warning).toBe(PRODUCT_READ_WARNINGS.unreadable('stranica ne postoji, greška 404'));
  });
});

describe('POST /api/products/read: rate limit', () => {
  it(`${PRODUCT_READS_PER_MIN} reads a minute per user, then 429 with Retry-After (not a fetch proxy)`, async () => {
    // The budget is a fixed window per clock minute: the reads and the one over it must fall in one window.
    const { first, over } = await inOneClockMinute(async () => {
      const reader = await newClient(admin);
      const first = await Promise.all(Array.from({ length: PRODUCT_READS_PER_MIN }, () => read({ url: deadUrl, targetMarket: 'Serbia' }, reader.token)));
      return { first, over: await read({ url: `${inject('shopUrl')}/p/punjac`, targetMarket: 'Serbia' }, reader.token) };
    });
    expect(first.map((r) => r.status)).toEqual(Array(PRODUCT_READS_PER_MIN).fill(200));
    expectError(over, 429, PRODUCT_READ_MESSAGES.tooManyReads);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another user has a budget of their own.
    expect((await read({ url: deadUrl, targetMarket: 'Serbia' }, client.token)).status).toBe(200);
  }, 60_000);
});
