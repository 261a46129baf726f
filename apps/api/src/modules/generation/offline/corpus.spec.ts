/**
 * The product corpus (apps/api/test/fixtures/products) written by the offline copywriter for every
 * market. Checks: the page's facts (numbers with units, named parts) reach the bullets, no claim that
 * does not fit the product, the generation limits.
 */
import { GENERATED_LIMITS, MARKETS, contentProblems } from '@cod/contracts';
import { describe, expect, it } from 'vitest';
import { CORPUS, OFF_CATEGORY_CLAIMS, corpusRequest, factBullets, pageTexts } from '../../../../test/fixtures/products/corpus.js';
import { rewriteFieldOffline } from './rewrite.js';
import { composeWebsite } from './website.js';

describe('product corpus through the offline copywriter', () => {
  it('holds at least 30 pages: Serbian, Croatian and English, every category, rich and almost empty', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(30);
    for (const lang of ['sr', 'hr', 'en']) expect(CORPUS.some((e) => e.lang === lang)).toBe(true);
    for (const cat of ['health', 'tech', 'beauty', 'home', 'auto', 'other']) expect(CORPUS.some((e) => e.category === cat)).toBe(true);
    expect(CORPUS.filter((e) => e.product.features.length === 0).length).toBeGreaterThanOrEqual(3);
  });

  const results = CORPUS.flatMap((e) => MARKETS.map((m) => ({ e, market: m.id, c: composeWebsite(corpusRequest(e, m.id)) })));

  it('keeps the limits: 5 bullets, 3 FAQ, 8 keywords, SEO title ≤ 60, description ≤ 155', () => {
    for (const { e, market, c } of results) {
      const label = `${e.id} ${market}`;
      expect(c.bullets, label).toHaveLength(GENERATED_LIMITS.bullets);
      expect(new Set(c.bullets.map((b) => b.toLowerCase())).size, label).toBe(GENERATED_LIMITS.bullets);
      expect(c.faq, label).toHaveLength(GENERATED_LIMITS.faq);
      expect(c.keywords, label).toHaveLength(GENERATED_LIMITS.keywords);
      expect(c.seoTitle.length, label).toBeLessThanOrEqual(GENERATED_LIMITS.seoTitle);
      expect(c.seoDescription.length, label).toBeLessThanOrEqual(GENERATED_LIMITS.seoDescription);
      expect(contentProblems(c), label).toEqual([]);
    }
  });

  it('carries the page facts into the bullets', () => {
    const counts = results.map(({ e, c }) => factBullets(e, c.bullets));
    const carrying = counts.reduce((a, b) => a + b, 0);
    console.info(`[corpus] bullets carrying a product fact: ${carrying} of ${results.length * GENERATED_LIMITS.bullets}`);
    results.forEach(({ e, market, c }, i) => {
      // A page with facts gets at least min(3, facts) bullets built on them.
      if (e.facts.length > 0) expect(counts[i], `${e.id} ${market}: ${c.bullets.join(' | ')}`).toBeGreaterThanOrEqual(Math.min(3, e.facts.length));
    });
  });

  it('never makes a claim that does not fit the product', () => {
    const off = results.filter(({ e, c }) => {
      const text = pageTexts(c).join('\n');
      return OFF_CATEGORY_CLAIMS.some(({ claim, allowed }) => !allowed.includes(e.id) && claim.test(text));
    });
    console.info(`[corpus] pages with a claim that does not fit the product: ${off.length} of ${results.length}`);
    for (const { e, market, c } of results) {
      const text = pageTexts(c).join('\n');
      for (const { claim, allowed } of OFF_CATEGORY_CLAIMS) {
        if (allowed.includes(e.id)) continue;
        expect(claim.exec(text)?.[0], `${e.id} ${market} ${claim}`).toBeUndefined();
      }
    }
  });

  it('invents no numbers on an almost empty page: the bullets hold no figure the page does not have', () => {
    for (const { e, market, c } of results.filter((r) => r.e.product.features.length === 0 && !r.e.product.description)) {
      for (const b of c.bullets) expect(b, `${e.id} ${market}`).not.toMatch(/\d+\s*(mAh|W|ml|g|kg|cm|°C|sati|h)\b/u);
    }
  });

  it("keeps the facts in the bullets when the editor's 'Prepiši' writes them anew", () => {
    for (const { e, market, c } of results.filter((r) => r.e.facts.length >= 3)) {
      const request = corpusRequest(e, market);
      const variant = rewriteFieldOffline({
        field: 'bullets',
        variant: 'v1',
        site: {
          title: c.title,
          shortName: c.shortName,
          hook: c.hook,
          bullets: c.bullets,
          faq: c.faq,
          longDescription: c.longDescription,
          productLink: 'https://prodavnica.example/p/1',
          market: request.market,
          price: request.price,
          templateName: request.templateName,
          category: c.designRecommendations.category,
        },
      });
      const bullets = variant.value as string[];
      expect(bullets, `${e.id} ${market}`).toHaveLength(GENERATED_LIMITS.bullets);
      expect(bullets, `${e.id} ${market}`).not.toEqual(c.bullets);
      expect(factBullets(e, bullets), `${e.id} ${market}: ${bullets.join(' | ')}`).toBeGreaterThanOrEqual(3);
    }
  });
});
