import { describe, expect, it } from 'vitest';
import { collectFindings, extractProduct, readProductPage } from './extract-product.js';
import { shopifyProductFindings } from './shopify.js';

const URL = 'https://prodavnica.rs/proizvod/1';
const page = (head: string, body = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe('JSON-LD shapes', () => {
  it('reads a top-level array, @type arrays, Offer lists, priceSpecification and brand as text', () => {
    const p = extractProduct(
      page(
        jsonLd([
          { '@type': 'Organization', name: 'Shop' },
          {
            '@type': ['Product', 'Thing'],
            name: 'Torba',
            brand: 'Kožna priča',
            image: { '@type': 'ImageObject', contentUrl: '/slike/torba.jpg' },
            offers: [
              { '@type': 'Offer', priceSpecification: { '@type': 'UnitPriceSpecification', price: '4.500,00', priceCurrency: 'RSD' } },
              { '@type': 'Offer', price: 9999, priceCurrency: 'RSD' },
            ],
          },
        ]),
      ),
      URL,
    );
    expect(p).toMatchObject({ name: 'Torba', brand: 'Kožna priča', price: 4500, currency: 'RSD', images: ['https://prodavnica.rs/slike/torba.jpg'] });
  });

  it('takes a ProductGroup and fills its price and images from the first variant', () => {
    const p = extractProduct(
      page(
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'ProductGroup',
          name: 'Majica Basic',
          hasVariant: [
            { '@type': 'Product', name: 'Majica Basic S', sku: 'MB-S', image: 'https://cdn.rs/mb-s.jpg', offers: { '@type': 'Offer', price: '1490', priceCurrency: 'RSD' } },
            { '@type': 'Product', name: 'Majica Basic M', sku: 'MB-M', offers: { '@type': 'Offer', price: '1590', priceCurrency: 'RSD' } },
          ],
        }),
      ),
      URL,
    );
    expect(p).toMatchObject({ name: 'Majica Basic', price: 1490, currency: 'RSD', sku: 'MB-S', images: ['https://cdn.rs/mb-s.jpg'] });
  });

  it('resolves @id references inside @graph and ignores related products', () => {
    const p = extractProduct(
      page(
        jsonLd({
          '@graph': [
            { '@type': 'Product', name: 'Dodatak', offers: { '@type': 'Offer', price: 100 } },
            { '@type': 'Brand', '@id': '#brand', name: 'Nordik' },
            { '@type': 'Offer', '@id': '#offer', price: '59.90', priceCurrency: 'EUR' },
            {
              '@type': 'Product',
              name: 'Jakna Nordik',
              description: 'Topla jakna',
              image: ['https://cdn.me/j.jpg'],
              brand: { '@id': '#brand' },
              offers: { '@id': '#offer' },
              isRelatedTo: { '@type': 'Product', name: 'Kapa', offers: { '@type': 'Offer', price: 9 } },
            },
          ],
        }),
      ),
      URL,
    );
    expect(p).toMatchObject({ name: 'Jakna Nordik', brand: 'Nordik', price: 59.9, currency: 'EUR' });
  });

  it('reads a script that wraps several JSON-LD documents and skips unreadable ones', () => {
    const html = page(
      '<script type="application/ld+json">{"@type": "Product", "name": </script>' +
        '<script type="application/ld+json">{"@type":"Product","name":"Sat","offers":{"@type":"AggregateOffer","lowPrice":"7.990","highPrice":"9.990","priceCurrency":"RSD"}}</script>',
    );
    expect(extractProduct(html, URL)).toMatchObject({ name: 'Sat', price: 7990, currency: 'RSD', sources: ['json-ld'] });
  });
});

describe('microdata', () => {
  it('reads itemprop values from content, src and href, and text', () => {
    const p = extractProduct(
      page(
        '',
        `<div itemscope itemtype="http://schema.org/Product">
           <h1 itemprop="name">Ranac  &quot;Trail&quot;</h1>
           <a itemprop="image" href="/slike/ranac-veliki.jpg"><img src="/slike/ranac-mali.jpg" width="80" height="80"></a>
           <span itemprop="brand">Outdoor</span>
           <div itemprop="offers" itemscope itemtype="http://schema.org/Offer">
             <span itemprop="price">2.490,00 din</span>
           </div>
         </div>`,
      ),
      URL,
    );
    expect(p).toMatchObject({ name: 'Ranac "Trail"', brand: 'Outdoor', price: 2490, currency: 'RSD', images: ['https://prodavnica.rs/slike/ranac-veliki.jpg'] });
    expect(p.sources[0]).toBe('microdata');
  });
});

describe('Shopify product JSON', () => {
  it('reads /products/x.json decimal strings as amounts (not cents)', () => {
    const f = shopifyProductFindings(
      { product: { title: 'Šal', body_html: '<p>Vuneni šal</p>', vendor: 'Vuna', variants: [{ price: '29.99', compare_at_price: '39.99', sku: 'S1' }], images: [{ src: 'https://cdn.shopify.com/s/a.jpg' }] } },
      URL,
    );
    expect(f).toMatchObject({ name: 'Šal', description: 'Vuneni šal', price: 29.99, originalPrice: 39.99, sku: 'S1', brand: 'Vuna', images: ['https://cdn.shopify.com/s/a.jpg'] });
  });

  it('falls back to the analytics meta when there is no product JSON', () => {
    const html = page(
      `<script>window.ShopifyAnalytics = {}; window.ShopifyAnalytics.meta = {}; window.ShopifyAnalytics.meta.currency = 'BAM';
       var meta = {"product":{"id":1,"vendor":"Drvo","variants":[{"id":2,"price":4500,"name":"Daska za sečenje - Hrast","public_title":"Hrast","sku":"DS-H"}]}};</script>`,
    );
    expect(extractProduct(html, URL)).toMatchObject({ name: 'Daska za sečenje', price: 45, currency: 'BAM', brand: 'Drvo', sku: 'DS-H', sources: ['shopify'] });
  });
});

describe('embedded JSON', () => {
  it('prefers the page product over list entries and reads cents keys', () => {
    const state = {
      home: { banners: [{ title: 'Akcija', image: 'https://cdn.rs/banner.jpg' }] },
      similarProducts: [{ name: 'Drugi', price: 100, image: 'https://cdn.rs/drugi.jpg' }],
      pdp: { item: { productName: 'Blender Pro', priceInCents: 899900, currencyCode: 'RSD', photos: ['https://cdn.rs/blender.jpg'] } },
    };
    const html = page(`<script>window.__PRELOADED_STATE__ = ${JSON.stringify(state)};</script>`);
    expect(extractProduct(html, URL)).toMatchObject({ name: 'Blender Pro', price: 8999, currency: 'RSD', images: ['https://cdn.rs/blender.jpg'] });
  });
});

describe('OpenGraph', () => {
  it('reads a sale price below the listed price as price and original price', () => {
    const html = page(
      `<meta property="og:title" content="Patike Run"><meta property="product:price:amount" content="8990">
       <meta property="product:sale_price:amount" content="6990"><meta property="product:price:currency" content="RSD">
       <meta property="product:brand" content="Runner">`,
    );
    expect(extractProduct(html, URL)).toMatchObject({ name: 'Patike Run', price: 6990, originalPrice: 8990, currency: 'RSD', brand: 'Runner' });
  });
});

describe('generic HTML and merging', () => {
  it('reads a labelled price and infers the currency from the .rs domain when none is written', () => {
    const html = page('<title>Lonac 5 l - Posuđe Shop</title>', '<main><p>Cena: 3.490</p><img src="/l.jpg"></main>');
    expect(extractProduct(html, URL)).toMatchObject({ name: 'Lonac 5 l', price: 3490, currency: 'RSD' });
  });

  it('keeps generic-HTML images out when a structured method found images', () => {
    const html = page(
      jsonLd({ '@type': 'Product', name: 'Stolica', image: 'https://cdn.rs/stolica.jpg', offers: { '@type': 'Offer', price: 5000, priceCurrency: 'RSD' } }),
      '<main><img src="/baner-leto.jpg" width="1200" height="400"></main>',
    );
    expect(extractProduct(html, URL).images).toEqual(['https://cdn.rs/stolica.jpg']);
  });

  it('takes an original price from another method only if it saw the same current price', () => {
    const html = page(
      jsonLd({ '@type': 'Product', name: 'Sto', offers: { '@type': 'Offer', price: 12000, priceCurrency: 'RSD' } }),
      '<main><div class="price"><del>15.000 RSD</del> 11.000 RSD</div></main>',
    );
    const p = extractProduct(html, URL);
    expect(p.price).toBe(12000);
    expect(p.originalPrice).toBeUndefined();
  });

  it('tells product pages from articles', () => {
    const article = page('<meta property="og:type" content="article"><meta property="og:title" content="Vodič">', '<h1>Vodič</h1>');
    expect(readProductPage(collectFindings(article, URL), URL).kind).toBe('article');
    const unknown = page('', '<h1>Nešto</h1>');
    expect(readProductPage(collectFindings(unknown, URL), URL).kind).toBe('unknown');
  });

  it('returns an empty product for an empty document', () => {
    expect(extractProduct('', URL)).toEqual({ images: [], features: [], sources: [] });
  });
});
