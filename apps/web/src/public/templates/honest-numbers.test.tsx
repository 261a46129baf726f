import { MARKETS, type ProductPageModel, type PublicPageModel, type PublicShop, type WebsiteResponse } from '@cod/contracts';
import { pageCommonFixture, productPageFixture, PUBLIC_ASSETS_FIXTURE, publicListItemFixtures, publicOrderFixture, shopFixture, upsellProductFixture, websiteFixture } from '@cod/contracts/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPublicPage } from '../entry-server.js';
import { priceText } from '../format.js';
import { pageTerms } from '../pages/thank-you/common.js';
import { reviewSummary, productView } from './shared/site.js';
import { termLines } from './shared/terms.js';

/*
 * Every number a buyer reads is data or typed by the seller: render each page, take away every
 * text the seller typed (the site's own strings, the shop profile) and every figure computed from data
 * (prices, per-piece prices, savings, discounts, the reviews' count and average, the terms), and no digit
 * may be left. An invented figure ('847 recenzija', '2–5 radnih dana', '15:00', '78 osoba') would be.
 */

/** What a buyer reads: no scripts or styles, no tags (each element apart), entities decoded. */
function visible(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** Every string leaf of a value (the seller's typed texts, wherever they are kept). */
function strings(value: unknown, out: string[] = []): string[] {
  // A long text is shown line by line.
  if (typeof value === 'string') out.push(value, ...value.split('\n'));
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => strings(v, out));
  return out;
}

/**
 * The text left once every allowed piece is taken out. A bare number ('6', '8:00') is taken only as a whole
 * element of its own (a list's place, the reviews' count in its box), never out of a longer text, so it cannot
 * hide a made-up '5 radnih dana'; longer pieces go longest first, so a piece never splits a longer one.
 */
function leftover(html: string, allowed: string[]): string {
  const pieces = [...new Set(allowed.filter((p) => /\d/.test(p)).map((p) => p.trim()))];
  const bare = new Set(pieces.filter((p) => /^\d+(:\d\d)?$/.test(p)));
  let text = visible(html)
    .split('\n')
    .filter((line) => !bare.has(line.trim()))
    .join('\n');
  for (const piece of pieces.filter((p) => !bare.has(p)).sort((a, b) => b.length - a.length)) text = text.split(piece).join(' ');
  return text;
}

const digits = (text: string) => (text.match(/[^\n]*\d[^\n]*/g) ?? []).map((l) => l.trim());

/** The figures a product page computes from its data, as it writes them. */
function productFigures(model: ProductPageModel): string[] {
  const v = productView(model);
  // The order form's two steps are numbered.
  const out: string[] = [`© ${v.year}`, '1. Izaberite paket', '2. Podaci za dostavu'];
  for (const o of v.offers) {
    out.push(o.priceText, o.oldPriceText ?? '', o.perPieceText ?? '', o.badge, `-${o.discount}%`);
  }
  out.push(`${v.maxDiscount}% POPUST`, priceText(v.price, v.currency, v.symbol), priceText(v.oldPrice, v.currency, v.symbol));
  const pa = model.site.priceAnchoring;
  if (pa) out.push(priceText(pa.currentPrice, v.currency, v.symbol), priceText(pa.originalPrice, v.currency, v.symbol), priceText(pa.originalPrice - pa.currentPrice, v.currency, v.symbol));
  const pct = pa && pa.originalPrice > pa.currentPrice ? Math.round((1 - pa.currentPrice / pa.originalPrice) * 100) : 0;
  out.push(`-${pct}%`);
  for (const list of [v.testimonials, v.testimonials.slice(0, 3), v.testimonials.slice(0, 6)]) {
    const s = reviewSummary(list);
    if (s) out.push(`${s.average}/5`, `${s.count} recenzija`, `${s.count} recenzije`, String(s.count));
  }
  // The testimonials' stars ('★★★★★') carry no digit; a bullet's index in the showcase is its place in a list.
  v.bullets.forEach((_, i) => out.push(String(i + 1)));
  v.images.forEach((_, i) => out.push(`slika ${i + 1}`, `Slika ${i + 1}`));
  out.push(...termLines(v.terms));
  if (v.terms.deliveryDays) out.push(v.terms.deliveryDays);
  return out;
}

const shopStrings = (shop: PublicShop | null) => (shop ? [...strings(shop), `PIB: ${shop.taxId}`, `MB: ${shop.registrationNumber}`, `Tel: ${shop.phone}`] : []);

describe('every number on a page is data or typed by the seller', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-14T10:12:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  for (const templateName of ['Sales Template', 'Advertorial Template', 'Minimalistic'] as const) {
    for (const withShop of [false, true]) {
      it(`${templateName}, ${withShop ? 'with' : 'without'} a shop profile`, () => {
        const site: WebsiteResponse = websiteFixture({ templateName });
        const shop = withShop ? shopFixture() : null;
        const model = productPageFixture(site, { shop });
        const { html } = renderPublicPage(model, PUBLIC_ASSETS_FIXTURE);
        const left = leftover(html, [...strings(site), ...shopStrings(shop), ...productFigures(model)]);
        expect(digits(left)).toEqual([]);
      });
    }
  }

  it('a made-up figure is caught (the audit itself works)', () => {
    const site = websiteFixture({ templateName: 'Sales Template' });
    const model = productPageFixture(site);
    const html = renderPublicPage(model, PUBLIC_ASSETS_FIXTURE).html.replace('</footer>', '<p>2.847 recenzija · 2–5 radnih dana</p></footer>');
    expect(digits(leftover(html, [...strings(site), ...productFigures(model)]))).toEqual(['2.847 recenzija · 2–5 radnih dana']);
  });

  for (const withShop of [false, true]) {
    it(`thank-you pages, ${withShop ? 'with' : 'without'} a shop profile`, () => {
      const site = websiteFixture();
      const order = publicOrderFixture();
      const shop = withShop ? shopFixture() : null;
      const common = pageCommonFixture({ shop });
      const upsells = [upsellProductFixture(11)];
      const terms = pageTerms(shop, 'Serbia', order.currency, order.currencySymbol);
      const orderFigures = [
        ...strings(order),
        priceText(order.totalPrice, order.currency, order.currencySymbol),
        `${order.quantity} kom.`,
        [order.postalCode, order.city].filter(Boolean).join(' '),
        ...upsells.flatMap((u) => [...strings(u), priceText(u.discountPrice, 'RSD', 'RSD'), priceText(u.originalPrice, 'RSD', 'RSD'), priceText(u.originalPrice - u.discountPrice, 'RSD', 'RSD'), `-${Math.round((1 - u.discountPrice / u.originalPrice) * 100)}%`, '(1/2)', '(2/2)', 'Slika 1', 'Slika 2']),
        ...termLines(terms),
        terms.deliveryDays ?? '',
        // The upsell window's real time left (8 minutes here), and the steps' places in their list.
        '8:00',
        '1',
        '2',
        '3',
      ];
      const models: PublicPageModel[] = [
        { ...common, kind: 'thank-you-upsell', site, order, upsells },
        { ...common, kind: 'thank-you-simple', order },
        { ...common, kind: 'upsell-accepted', orderId: order.orderId, market: 'Serbia' },
        { ...common, kind: 'thank-you-legacy', orderId: order.orderId, market: 'Serbia' },
      ];
      for (const model of models) {
        const left = leftover(renderPublicPage(model, PUBLIC_ASSETS_FIXTURE).html, [...strings(site), ...orderFigures, ...shopStrings(shop)]);
        expect(digits(left), model.kind).toEqual([]);
      }
      // The generic page names its 60 s auto-close (spec 001 §9), a fact of the page, not a claim.
      const generic = leftover(renderPublicPage({ ...common, kind: 'thank-you-generic' }, PUBLIC_ASSETS_FIXTURE).html, [...shopStrings(shop), ...termLines(terms), '60']);
      expect(digits(generic)).toEqual([]);
    });
  }

  it('the storefront, on the platform and on a seller’s domain', () => {
    const items = publicListItemFixtures();
    const m = MARKETS[0];
    for (const shop of [null, shopFixture()]) {
      const model: PublicPageModel = { ...pageCommonFixture({ shop }), kind: 'storefront', items, seller: !!shop, market: 'Serbia' };
      const figures = items.flatMap((i) => [
        ...strings(i),
        priceText(i.currentPrice, i.currency, i.currencySymbol),
        i.originalPrice ? priceText(i.originalPrice, i.currency, i.currencySymbol) : '',
        i.originalPrice && i.originalPrice > i.currentPrice ? `-${Math.round((1 - i.currentPrice / i.originalPrice) * 100)}%` : '',
      ]);
      const terms = pageTerms(shop, 'Serbia', m.currency, m.currencySymbol);
      const allowed = [...figures, ...shopStrings(shop), ...termLines(terms), `Dostava za ${terms.deliveryDays}`, `${items.length} proizvoda`, '0', `© ${new Date().getFullYear()}`];
      expect(digits(leftover(renderPublicPage(model, PUBLIC_ASSETS_FIXTURE).html, allowed))).toEqual([]);
    }
  });
});
