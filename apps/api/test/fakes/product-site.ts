import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** A product as the fake shop shows it. */
export interface ShopProduct {
  name: string;
  price: number;
  /** The price before a discount, when the shop shows one (product:original_price:amount). */
  originalPrice?: number;
  currency: string;
  description: string;
  brand?: string;
  sku?: string;
  images: number;
}

const PRODUCTS: Record<string, ShopProduct> = {
  masazer: {
    name: 'Električni masažer za vrat i ramena',
    price: 3490,
    currency: 'RSD',
    description: 'Masažer sa toplotom i tri nivoa jačine. Opušta napete mišiće vrata i ramena za samo 15 minuta dnevno.',
    brand: 'RelaxPro',
    sku: 'RP-100',
    images: 3,
  },
  jastuk: { name: 'Ortopedski jastuk od memorijske pene', price: 1990, originalPrice: 2990, currency: 'RSD', description: 'Jastuk koji prati oblik vrata.', images: 1 },
  punjac: { name: 'Brzi punjač 65W', price: 24.9, currency: 'EUR', description: 'Punjač za telefon i laptop.', sku: 'PW-65', images: 1 },
};

function productPage(base: string, slug: string, p: ShopProduct): string {
  const images = Array.from({ length: p.images }, (_, i) => `${base}/img/${slug}-${i}.jpg`);
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description,
    image: images,
    sku: p.sku,
    brand: p.brand ? { '@type': 'Brand', name: p.brand } : undefined,
    offers: { '@type': 'Offer', price: p.price, priceCurrency: p.currency, availability: 'https://schema.org/InStock' },
  };
  return `<!doctype html><html lang="sr"><head><meta charset="utf-8"><title>${p.name} | Test prodavnica</title>
<meta property="og:title" content="${p.name}"><meta property="og:image" content="${images[0]}">${
    p.originalPrice ? `<meta property="product:price:amount" content="${p.price}"><meta property="product:price:currency" content="${p.currency}"><meta property="product:original_price:amount" content="${p.originalPrice}">` : ''
  }
<script type="application/ld+json">${JSON.stringify(ld)}</script></head>
<body><header><nav><a href="/">Početna</a></nav></header><main><h1>${p.name}</h1>
${images.map((src) => `<img src="${src}" width="800" height="800" alt="">`).join('')}
<p class="price">${p.price} ${p.currency}</p><div class="description"><p>${p.description}</p></div></main>
<footer>© Test prodavnica</footer></body></html>`;
}

/**
 * A local web shop for the API end-to-end tests: product pages with JSON-LD, their pictures (real
 * JPEGs made on the fly), and pages that fail in the usual ways.
 */
export async function startProductSite() {
  const imageCache = new Map<string, Buffer>();
  const hits: string[] = [];
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    // How often each path (with its query) was read, for tests that must not read a page twice. Every
    // test file shares this server: a test that counts reads asks with a query of its own.
    if (url.pathname === '/__hits') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(hits.filter((h) => h === url.searchParams.get('path')).length));
      return;
    }
    hits.push(url.pathname + url.search);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const product = /^\/p\/([a-z]+)$/.exec(url.pathname);
    if (product && PRODUCTS[product[1]]) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(productPage(base, product[1], PRODUCTS[product[1]]));
      return;
    }
    const img = /^\/img\/([a-z]+)-(\d+)\.jpg$/.exec(url.pathname);
    if (img) {
      const key = url.pathname;
      if (!imageCache.has(key)) {
        const hue = (img[1].length * 40 + Number(img[2]) * 70) % 255;
        imageCache.set(key, await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: hue, g: 120, b: 200 } } }).jpeg().toBuffer());
      }
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(imageCache.get(key));
      return;
    }
    if (url.pathname === '/not-html') {
      res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4');
      return;
    }
    if (url.pathname === '/fake-image.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html>this is not a jpeg</html>');
      return;
    }
    if (url.pathname === '/empty') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><html><head></head><body></body></html>');
      return;
    }
    res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>404</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, products: PRODUCTS, hits, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
