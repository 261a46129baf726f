import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_READ_WARNINGS } from './product-read-warnings.js';
import { ProductReader } from './product-reader.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../../test/fixtures/product-pages');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

/** Fixture pages at paths like the shops' own, plus misbehaving endpoints. */
const PAGES: Record<string, string> = {
  '/audio/slusalice/soundcore-space-q45-crne': 'json-ld-product.html',
  '/aparati-za-kafu/bella-crema': 'microdata.html',
  '/oglas/4471823': 'opengraph-only.html',
  '/products/stolna-lampa-aurora': 'shopify.html',
  '/proizvod/aparat-za-kafu-philips-senseo-original-plus/': 'woocommerce.html',
  '/p/robot-usisivac-xiaomi-robot-vacuum-s10': 'next-data.html',
  '/p/decji-bicikl-capriolo-bonito-16-crveni': 'initial-state.html',
  '/proizvod/318/elektricni-rostilj': 'generic.html',
  '/blog/kako-izabrati-aparat-za-kafu': 'not-a-product.html',
  '/masazer-shiatsu-pro': 'broken.html',
  '/lampe/luna': 'gallery-partial-structured.html',
};

const SHOPIFY_JS = {
  id: 1,
  title: 'Set čaša za viski',
  vendor: 'Kristal',
  description: '<p>Šest čaša od olovnog kristala.</p>',
  price: 2450,
  compare_at_price: 3200,
  variants: [{ id: 11, sku: 'KR-6', price: 2450, compare_at_price: 3200, available: true }],
  images: ['//cdn.shopify.com/s/files/1/1/products/case-1.jpg?v=1'],
};

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const page = PAGES[url.pathname];
    if (page) return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fixture(page));
    switch (url.pathname) {
      case '/stari-link':
        return res.writeHead(301, { location: '/aparati-za-kafu/bella-crema' }).end();
      case '/slika.png':
        return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from('89504e470d0a1a0a', 'hex'));
      case '/prazno':
        return res.writeHead(200, { 'content-type': 'text/html' }).end('');
      case '/spora':
        return; // never answers
      case '/products/case-za-viski':
        // A Shopify storefront whose HTML is rendered by scripts: the product is only in /products/<handle>.js.
        return res
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<!doctype html><html><head><script src="https://cdn.shopify.com/s/x.js"></script></head><body><div id="app"></div></body></html>');
      case '/products/case-za-viski.js':
        return res.writeHead(200, { 'content-type': 'application/javascript' }).end(JSON.stringify(SHOPIFY_JS));
      case '/samo-naziv':
        return res
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<html><body><main><h1>Ručno rađena keramička šolja</h1><img src="/slike/solja.jpg" width="800" height="800"></main></body></html>');
      case '/latinica-1250':
        // "Čaša – žuta, šećer" in windows-1250, charset declared only in <meta>.
        return res
          .writeHead(200, { 'content-type': 'text/html' })
          .end(
            Buffer.concat([
              Buffer.from('<html><head><meta charset="windows-1250"></head><body><h1>', 'latin1'),
              Buffer.from([0xc8, 0x61, 0x9a, 0x61, 0x20, 0x96, 0x20, 0x9e, 0x75, 0x74, 0x61]),
              Buffer.from('</h1><div class="price">450 din.</div></body></html>', 'latin1'),
            ]),
          );
      default:
        return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>404 — stranica ne postoji</h1>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const reader = () => new ProductReader({ allowPrivate: true, timeoutMs: 2_000 });

async function readPage(pathname: string) {
  const result = await reader().read(`${base}${pathname}`);
  expect(result.warning).toBeUndefined();
  expect(result.product).not.toBeNull();
  return result.product!;
}

describe('ProductReader: fixture pages', () => {
  it('JSON-LD (@graph, AggregateOffer, strikethrough price, ImageObject variants)', async () => {
    const p = await readPage('/audio/slusalice/soundcore-space-q45-crne');
    expect(p).toMatchObject({
      name: 'Bežične slušalice Soundcore Space Q45 crne',
      price: 12990,
      originalPrice: 16990,
      currency: 'RSD',
      brand: 'Soundcore',
      sku: 'A3040G11',
      sources: ['json-ld'],
    });
    expect(p.description).toBe(
      'Soundcore Space Q45 donose adaptivno poništavanje buke & do 50 sati reprodukcije.\nLagane su, sklopive i dolaze sa tvrdom futrolom za putovanja.',
    );
    expect(p.images).toEqual([
      'https://www.tehnozona.rs/media/catalog/product/q45/soundcore-q45-1.jpg',
      `${base}/media/catalog/product/q45/soundcore-q45-2.jpg`,
      'https://cdn.tehnozona.rs/media/catalog/product/q45/soundcore-q45-3.jpg',
    ]);
    expect(p.features).toEqual(['Boja: Crna', 'Bluetooth: 5.3', 'Trajanje baterije: 50 h', 'Poništavanje buke: Da (ANC)']);
  });

  it('microdata (nested Offer, Brand, PropertyValue; lazy image; old price from the HTML)', async () => {
    const p = await readPage('/aparati-za-kafu/bella-crema');
    expect(p).toMatchObject({
      name: 'Aparat za espresso Bella Crema 1350W',
      price: 129.9,
      originalPrice: 159.9,
      currency: 'BAM',
      brand: 'Bella',
      sku: 'BC-1350-INOX',
      sources: ['microdata', 'html'],
    });
    expect(p.images).toHaveLength(3);
    expect(p.images[0]).toBe('https://www.kucniaparati.ba/image/cache/catalog/proizvodi/bella/bella-crema-1-1000x1000.jpg');
    expect(p.images[2]).toBe('https://www.kucniaparati.ba/image/cache/catalog/proizvodi/bella/bella-crema-3-1000x1000.jpg');
    expect(p.features).toEqual(['Snaga: 1350 W', 'Pritisak: 15 bara', 'Zapremina posude: 1,2 l']);
    expect(p.description).toContain('cappuccina & latte macchiata');
  });

  it('OpenGraph only (marketplace: secure_url preferred, site name stripped, "38.500" dinars)', async () => {
    const p = await readPage('/oglas/4471823');
    expect(p).toMatchObject({ name: 'Bicikl Capriolo Level 9.2 29"', price: 38500, currency: 'RSD', sources: ['opengraph'] });
    expect(p.originalPrice).toBeUndefined();
    expect(p.brand).toBeUndefined();
    expect(p.images).toEqual([
      'https://img.oglasnik.rs/photos/2024/05/4471823/1_big.jpg',
      'https://img.oglasnik.rs/photos/2024/05/4471823/2_big.jpg',
      'https://img.oglasnik.rs/photos/2024/05/4471823/3_big.jpg',
    ]);
    expect(p.description).toBe('Prodajem bicikl Capriolo Level 9.2, ram 19", točkovi 29". Vožen jednu sezonu.');
    expect(p.features).toEqual([]);
  });

  it('Shopify (ProductJson in cents, compare_at_price, protocol-relative images, store currency)', async () => {
    const p = await readPage('/products/stolna-lampa-aurora');
    expect(p).toMatchObject({
      name: 'Stolna lampa Aurora',
      price: 34.99,
      originalPrice: 49.99,
      currency: 'EUR',
      brand: 'Lumina',
      sku: 'AUR-WHT',
      sources: ['shopify'],
    });
    expect(p.images).toHaveLength(4);
    expect(p.images[0]).toBe('https://cdn.shopify.com/s/files/1/0612/4455/2201/products/aurora-bijela-1.jpg?v=1699012345');
    expect(p.features).toEqual(['Dodirni prekidač s 3 razine svjetla', 'Topla bijela LED svjetlost 2700 K', 'Kućište od brušenog aluminija']);
  });

  it('WooCommerce (Flatsome: ins/del in рсд, gallery full sizes, attributes, related products ignored)', async () => {
    const p = await readPage('/proizvod/aparat-za-kafu-philips-senseo-original-plus/');
    expect(p).toMatchObject({
      name: 'Aparat za kafu Philips Senseo Original Plus',
      price: 2990,
      originalPrice: 3490,
      currency: 'RSD',
      brand: 'Philips',
      sku: 'HD6553/70',
      sources: ['woocommerce'],
    });
    expect(p.images).toEqual([
      'https://kafeterija-shop.rs/wp-content/uploads/2024/03/senseo-original-plus-1.jpg',
      'https://kafeterija-shop.rs/wp-content/uploads/2024/03/senseo-original-plus-2.jpg',
      'https://kafeterija-shop.rs/wp-content/uploads/2024/03/senseo-jastucici-3.jpg',
      'https://kafeterija-shop.rs/wp-content/uploads/2024/03/senseo-dimenzije-4.jpg',
    ]);
    expect(p.features).toEqual([
      'Tehnologija Crema Plus za bogatu penu',
      'Izbor jačine kafe',
      'Priprema 1 ili 2 šoljice odjednom',
      'Težina: 1,7 kg',
      'Brend: Philips',
      'Boja: Crna',
      'Snaga: 1450 W',
    ]);
    expect(p.description).toMatch(/^Senseo Original Plus priprema šoljicu kafe/);
    expect(p.description).toContain('automatski isključuje posle 30 minuta.');
    expect(p.description).not.toMatch(/^Opis/m);
  });

  it('the whole gallery when JSON-LD and og:image name one picture: full sizes, no copies, related products and banners left out', async () => {
    const p = await readPage('/lampe/luna');
    expect(p).toMatchObject({ name: 'Bežična LED lampa Luna', price: 29.9, currency: 'EUR', sku: 'LUNA-01' });
    expect(p.images).toEqual([
      // JSON-LD's picture first (og:image's 1200x630 crop and the gallery's 600x600 and 80x80 copies are the same picture)
      'https://svjetlo-shop.me/media/proizvodi/luna/luna-lampa-glavna.jpg',
      // thumbnails: the full-size pictures they link to
      `${base}/media/proizvodi/luna/luna-lampa-noc.jpg`,
      `${base}/media/proizvodi/luna/luna-lampa-boje.jpg`,
      // a lazy image's data-src
      `${base}/media/proizvodi/luna/luna-lampa-punjenje.jpg`,
      // a resizing image service: the larger of two widths of one picture
      'https://img.svjetlo-shop.me/render/luna-dimenzije?w=1200&q=80',
    ]);
  });

  it('__NEXT_DATA__ (product beats SEO block and related products; price objects)', async () => {
    const p = await readPage('/p/robot-usisivac-xiaomi-robot-vacuum-s10');
    expect(p).toMatchObject({
      name: 'Robot usisivač Xiaomi Robot Vacuum S10',
      price: 24999,
      originalPrice: 29999,
      currency: 'RSD',
      brand: 'Xiaomi',
      sku: 'BHR5988EU',
      sources: ['embedded-json'],
    });
    expect(p.images).toHaveLength(3);
    expect(p.images[0]).toBe('https://cdn.emarket.rs/p/88123/xiaomi-s10-1.webp');
    expect(p.images[2]).toBe(`${base}/media/p/88123/xiaomi-s10-3.webp`);
    expect(p.features).toEqual(['Snaga usisavanja: 4000 Pa', 'Kapacitet baterije: 3200 mAh', 'Autonomija: 130 min', 'Navigacija: LDS laser']);
    expect(p.description).toBe(
      'Xiaomi Robot Vacuum S10 usisava i briše podove u jednom prolazu.\nLDS laserska navigacija pravi mapu doma, a aplikacija Mi Home omogućava zone zabrane.',
    );
  });

  it('window.__INITIAL_STATE__ (JS literal with undefined and a trailing comma; Balkan price string)', async () => {
    const p = await readPage('/p/decji-bicikl-capriolo-bonito-16-crveni');
    expect(p).toMatchObject({
      name: 'Dečiji bicikl Capriolo Bonito 16" crveni',
      price: 8990,
      originalPrice: 10990,
      currency: 'RSD',
      brand: 'Capriolo',
      sku: 'CAP-BON16-RED',
      description: 'Lagan dečiji bicikl sa pomoćnim točkićima, za decu od 4 do 6 godina.',
      sources: ['embedded-json'],
    });
    expect(p.images).toEqual([`${base}/media/products/55821/bonito-16-crveni-1.jpg`, `${base}/media/products/55821/bonito-16-crveni-2.jpg`]);
    expect(p.features).toEqual(['Čelični ram 16"', 'Pomoćni točkići', 'Zadnja kočnica kontra', 'Zvonce i korpica na guvernalu']);
  });

  it('generic HTML (h1, "din." prices with old price, zoom images, description list; chrome ignored)', async () => {
    const p = await readPage('/proizvod/318/elektricni-rostilj');
    expect(p).toMatchObject({
      name: 'Električni roštilj Grill Master 2000W',
      price: 5990,
      originalPrice: 7490,
      currency: 'RSD',
      sku: 'GM-2000',
      sources: ['html'],
    });
    expect(p.brand).toBeUndefined();
    expect(p.images).toEqual([
      `${base}/slike/proizvodi/velike/grill-master-2000.jpg`,
      `${base}/slike/proizvodi/grill-master-2000-ploca.jpg`,
      `${base}/slike/proizvodi/grill-master-2000-upotreba.jpg`,
    ]);
    expect(p.features).toEqual(['Snaga: 2000 W', 'Dimenzije ploče: 46 x 26 cm', 'Termostat sa 5 nivoa', 'Posuda za masnoću']);
    expect(p.description).toMatch(/^Grill Master 2000W je električni roštilj/);
  });

  it('broken page (truncated markup, JSON-LD with comments, trailing commas and raw line breaks)', async () => {
    const p = await readPage('/masazer-shiatsu-pro');
    expect(p).toMatchObject({
      name: 'Masažer za vrat Shiatsu Pro',
      price: 3499,
      currency: 'RSD',
      brand: 'Relaxa',
      sku: '100245',
      description: 'Masažer sa 8 rotirajućih glava i funkcijom grejanja.\nOpušta vrat, ramena i leđa posle napornog dana.',
      sources: ['json-ld', 'html'],
    });
    expect(p.images).toEqual(['https://zdravlje-shop.rs/images/masazer-shiatsu-pro-1.jpg', 'https://zdravlje-shop.rs/images/masazer-shiatsu-pro-2.jpg']);
    expect(p.features).toEqual(['8 masažnih glava', 'Infracrveno grejanje', 'Automatsko gašenje posle 15 min']);
  });

  it('follows a redirect and reads the page it lands on', async () => {
    const p = await readPage('/stari-link');
    expect(p.name).toBe('Aparat za espresso Bella Crema 1350W');
  });

  it('decodes a windows-1250 page by its <meta charset>', async () => {
    const p = await readPage('/latinica-1250');
    expect(p).toMatchObject({ name: 'Čaša – žuta', price: 450, currency: 'RSD' });
  });

  it('reads a Shopify product from <url>.js when the HTML has no product data', async () => {
    const p = await readPage('/products/case-za-viski');
    expect(p).toMatchObject({
      name: 'Set čaša za viski',
      price: 24.5,
      originalPrice: 32,
      brand: 'Kristal',
      sku: 'KR-6',
      description: 'Šest čaša od olovnog kristala.',
      sources: ['shopify'],
    });
    expect(p.images).toEqual(['https://cdn.shopify.com/s/files/1/1/products/case-1.jpg?v=1']);
  });
});

describe('ProductReader: warnings', () => {
  const unreadable = (reason: string) => PRODUCT_READ_WARNINGS.unreadable(reason);

  it('a blog article is not a product', async () => {
    expect(await reader().read(`${base}/blog/kako-izabrati-aparat-za-kafu`)).toEqual({
      product: null,
      warning: 'Na stranici proizvoda nisu pronađeni podaci o proizvodu. Korišćeni su podaci iz forme.',
    });
  });

  it('a page with a name and a photo but no price gives what it has, with a warning', async () => {
    const result = await reader().read(`${base}/samo-naziv`);
    expect(result.product).toMatchObject({ name: 'Ručno rađena keramička šolja', images: [`${base}/slike/solja.jpg`] });
    expect(result.warning).toBe(PRODUCT_READ_WARNINGS.noPrice);
  });

  it('404', async () => {
    expect(await reader().read(`${base}/nema-ga`)).toEqual({
      product: null,
      warning: 'Stranicu proizvoda nije moguće učitati (stranica ne postoji, greška 404). Korišćeni su podaci iz forme.',
    });
  });

  it('timeout', async () => {
    const result = await new ProductReader({ allowPrivate: true, timeoutMs: 300 }).read(`${base}/spora`);
    expect(result).toEqual({ product: null, warning: unreadable('sajt nije odgovorio na vreme') });
  });

  it('not HTML (image/png)', async () => {
    expect(await reader().read(`${base}/slika.png`)).toEqual({
      product: null,
      warning: 'Stranicu proizvoda nije moguće učitati (adresa ne vodi na HTML stranicu, već na image/png). Korišćeni su podaci iz forme.',
    });
  });

  it('a private address when allowPrivate is false', async () => {
    const result = await new ProductReader({ allowPrivate: false }).read(`${base}/audio/slusalice/soundcore-space-q45-crne`);
    expect(result).toEqual({ product: null, warning: unreadable('adresa vodi na lokalnu ili privatnu mrežu') });
  });

  it.each(['ovo nije adresa', 'ftp://prodavnica.rs/proizvod', 'javascript:alert(1)', ''])('invalid URL %j', async (url) => {
    expect(await reader().read(url)).toEqual({ product: null, warning: unreadable('adresa nije ispravna') });
  });

  it('an empty page', async () => {
    expect(await reader().read(`${base}/prazno`)).toEqual({ product: null, warning: unreadable('stranica je prazna') });
  });

  it('never throws, whatever the injected fetch does', async () => {
    const failing = new ProductReader({ allowPrivate: false, fetch: () => Promise.reject(new TypeError('boom')) });
    expect(await failing.read('https://prodavnica.rs/p/1')).toEqual({ product: null, warning: unreadable('sajt nije dostupan') });
  });

  it('passes allowPrivate, the timeout, a 3 MB cap and an HTML Accept to safeFetch', async () => {
    const calls: unknown[] = [];
    const recording = new ProductReader({
      allowPrivate: false,
      timeoutMs: 1234,
      fetch: async (url, options) => {
        calls.push({ url, ...options });
        return { status: 200, url, headers: {}, contentType: 'text/html', body: fixture('opengraph-only.html') };
      },
    });
    const result = await recording.read('https://www.oglasnik.rs/oglas/4471823');
    expect(result.product?.price).toBe(38500);
    expect(calls).toEqual([
      expect.objectContaining({ allowPrivate: false, timeoutMs: 1234, maxBytes: 3 * 1024 * 1024, accept: expect.stringMatching(/^text\/html/) }),
    ]);
  });
});
