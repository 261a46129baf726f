/**
 * The product corpus on whole rendered pages (honest pages): every corpus product, written
 * by the offline copywriter for each market (the category left to the copywriter), rendered by the
 * public pages' renderer (the built SSR bundle, as the server renders) with each template. Over the text
 * a buyer reads: no ekavian word on a Bosnian or Montenegrin page and no ijekavian word on a Serbian one,
 * numbers agree with their nouns, the banner's promise is the page's real largest discount, and on a
 * page without a shop profile nothing states a shop term, a count or a verified purchase, in English or
 * in Serbian.
 */
import { designVariant, MARKETS, TEMPLATES, wrongVariantWords, type MarketId, type WebsiteResponse } from '@cod/contracts';
import { PUBLIC_ASSETS_FIXTURE, productPageFixture, websiteFixture } from '@cod/contracts/testing';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { composeWebsite } from '../src/modules/generation/offline/website.js';
import { shopClaim } from '../src/modules/generation/shop-claims.js';
import { loadPublicWebBuild, type PublicWebBuild } from '../src/modules/public-pages/web-build.js';
import { CORPUS, corpusRequest } from './fixtures/products/corpus.js';
import { englishRuns } from './fixtures/products/page-audit.js';

const REPO = path.resolve(import.meta.dirname, '../../..');
let build: PublicWebBuild;

beforeAll(async () => {
  build = await loadPublicWebBuild(path.join(REPO, 'apps/web/dist'), path.join(REPO, 'apps/web/dist-ssr'));
});

/** What a buyer reads: no scripts or styles (the page data stays as written), no tags, entities decoded. */
const visibleText = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** Each page is rendered once; every test reads the same pages. */
const rendered = new Map<string, ReturnType<typeof renderPage>>();
function render(id: number, market: MarketId, templateName: WebsiteResponse['templateName']) {
  const key = `${id} ${market} ${templateName}`;
  if (!rendered.has(key)) rendered.set(key, renderPage(id, market, templateName));
  return rendered.get(key)!;
}

function renderPage(id: number, market: MarketId, templateName: WebsiteResponse['templateName']) {
  const e = CORPUS[id % CORPUS.length];
  const request = corpusRequest(e, market, templateName);
  const content = composeWebsite(request);
  const m = MARKETS.find((x) => x.id === market)!;
  const site = websiteFixture({
    ...content,
    id: id + 1,
    productId: `corpus-${e.id}`,
    customUrl: `corpus-${e.id}`,
    templateName,
    targetMarket: market,
    currency: m.currency,
    currencySymbol: m.currencySymbol,
    currentPrice: request.price,
    originalPrice: content.priceAnchoring.originalPrice,
    editableContent: {},
  });
  // No shop profile: the page claims no identity and no terms, so every claim on it is the copy's.
  const { html } = build.render(
    productPageFixture(site, { variant: designVariant(site.productId), canonicalUrl: `https://primer.rs/${site.customUrl}`, pixelId: null, shop: null }),
    PUBLIC_ASSETS_FIXTURE,
  );
  return { e, site, html, text: visibleText(html) };
}

const pages = CORPUS.flatMap((_, i) => MARKETS.flatMap((m) => TEMPLATES.map((t) => ({ i, market: m.id as MarketId, template: t }))));

describe(`the corpus on whole pages: ${CORPUS.length} products × ${MARKETS.length} markets × ${TEMPLATES.length} templates`, () => {
  it("every page reads in the buyer's own variant of the language", () => {
    const wrong: string[] = [];
    for (const { i, market, template } of pages) {
      const { e, text } = render(i, market, template);
      const words = wrongVariantWords(text, market);
      if (words.length) wrong.push(`${e.id} ${market} ${template}: ${[...new Set(words)].join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('numbers agree with their nouns', () => {
    // The forms a number may not take: 'few' nouns after 5–20 and after x1 / x5–x9 (and the reverse).
    const DISAGREE = [
      /(?<![\d.,])(?:\d*[02-9]1|[2-9]1|1)\s+(?:osobe|kupca|komada|recenzije|dana)\b(?!\s+(?:garancije|dostave))/u,
      /(?<![\d.,])(?:\d*[02-9][2-4]|[2-4])\s+(?:osoba je|kupaca|recenzija)\b/u,
      /(?<![\d.,])(?:\d*[05-9]|\d*1[1-4])\s+(?:osobe su|kupca\b)/u,
    ];
    const wrong: string[] = [];
    for (const { i, market, template } of pages) {
      const { e, text } = render(i, market, template);
      for (const re of DISAGREE) {
        const hit = re.exec(text);
        if (hit) wrong.push(`${e.id} ${market} ${template}: "${text.slice(Math.max(0, hit.index - 20), hit.index + 40).replace(/\s+/g, ' ')}"`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('tells the truth: no shop term, count, rating, stock or verified purchase, and no English run outside the product name', () => {
    const found: string[] = [];
    for (const { i, market, template } of pages) {
      const { e, site, html } = render(i, market, template);
      const label = `${e.id} ${market} ${template}`;
      // Each element apart (a list's number is no count of the next item's noun); the template's own
      // average of the reviews on the page ('Prosečna ocena 4,8/5') is the page's, not the copy's.
      const text = visibleText(html.replace(/<!-- -->/g, '').replace(/<(?!\/?(?:strong|em|b|i)\b)[^>]+>/gi, '\n|\n'))
        .replace(/pros(?:e|je)čna ocj?ena[^|]*/giu, ' ')
        .replace(/\d,\d\s*\/\s*5\b/g, ' ');
      const claim = shopClaim(text);
      if (claim) found.push(`${label}: "${claim}"`);
      for (const run of englishRuns(text, [e.product.name, e.product.brand ?? '', site.title, site.shortName])) found.push(`${label}: English "${run}"`);
    }
    expect(found).toEqual([]);
  });

  it("the Sales banner promises the page's real largest discount", () => {
    for (const [i, market] of CORPUS.flatMap((_, i) => MARKETS.map((m) => [i, m.id] as const))) {
      const { e, html, text } = render(i, market, 'Sales Template');
      const banner = visibleText(/data-testid="top-banner"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '');
      const promised = Number(/(\d+)\s*%\s*POPUST/.exec(banner)?.[1] ?? 0);
      // The discount badges beside the offers ('-44%'); React separates text pieces with comments.
      const shown = [...text.replace(/<!-- -->/g, '').matchAll(/[-−]\s*(\d+)\s*%/g)].map((m) => Number(m[1]));
      expect(promised, `${e.id} ${market}: ${banner}`).toBe(shown.length ? Math.max(...shown) : 0);
    }
  });
});
