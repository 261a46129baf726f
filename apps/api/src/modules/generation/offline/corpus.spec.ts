/**
 * The product corpus (apps/api/test/fixtures/products) written by the offline copywriter for every
 * market, the category left for the copywriter to decide. The report prints, per page and
 * market, the facts the bullets carry, English runs, off-category phrases, fragments, invented numbers
 * and verified reviews (page-audit.ts, independent of the copywriter's own rules), and holds the
 * targets: ≥ 3 facts in the bullets (near-empty pages: as many as they have), and none of the rest.
 */
import { GENERATED_LIMITS, MARKETS, contentProblems, type WebsiteContent } from '@cod/contracts';
import { describe, expect, it } from 'vitest';
import { CORPUS, corpusRequest, factBullets } from '../../../../test/fixtures/products/corpus.js';
import { auditPage, buyerTexts, englishRuns, fragmentsOf, inventedNumbers } from '../../../../test/fixtures/products/page-audit.js';
import { savedSiteFacts } from '../../../../test/fixtures/site-facts.js';
import { rewriteFieldOffline } from './rewrite.js';
import { composeWebsite } from './website.js';

const results = CORPUS.flatMap((e) =>
  MARKETS.map((m) => {
    const request = corpusRequest(e, m.id);
    const c = composeWebsite(request);
    return { e, market: m.id, request, c, found: auditPage(e, request, c) };
  }),
);

describe('product corpus through the offline copywriter', () => {
  it('holds at least 36 pages: Serbian, Croatian and English, every category, rich and almost empty, the known failures', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(36);
    for (const lang of ['sr', 'hr', 'en']) expect(CORPUS.some((e) => e.lang === lang)).toBe(true);
    for (const cat of ['health', 'tech', 'beauty', 'home', 'auto', 'other']) expect(CORPUS.some((e) => e.category === cat)).toBe(true);
    expect(CORPUS.filter((e) => e.product.features.length <= 1 && (e.product.description ?? '').length < 40).length).toBeGreaterThanOrEqual(5);
    for (const id of ['desk-lamp-qi-sr', 'desk-lamp-qi-en', 'kettle-sr', 'kettle-en', 'kettle-hr', 'robot-vacuum-en']) expect(CORPUS.some((e) => e.id === id), id).toBe(true);
    // The builder passes no category: the copywriter decides it.
    for (const { request } of results) expect(request.product.category).toBeUndefined();
  });

  it("decides the category from the page's own facts: the expected one, or the neutral 'other'", () => {
    const wrong = results.filter(({ e, c }) => ![e.category, 'other'].includes(c.designRecommendations.category));
    console.info(`[corpus] pages written for a wrong category: ${wrong.length} of ${results.length}`);
    expect(wrong.map(({ e, market, c }) => `${e.id} ${market}: ${c.designRecommendations.category} (expected ${e.category})`)).toEqual([]);
    // The known failures: a desk lamp with a charger is no house chore nor a phone gadget, a kettle no office phone.
    for (const id of ['desk-lamp-qi-sr', 'desk-lamp-qi-en', 'kettle-sr', 'kettle-en', 'kettle-hr']) {
      const { c } = results.find((r) => r.e.id === id)!;
      expect(c.designRecommendations.category, id).not.toBe('tech');
    }
  });

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

  it('reports every page and market, and meets the targets: facts in the bullets, no English, no off-category phrase, no fragment, no invented number, nothing verified', () => {
    const rows = results.map(({ e, market, c, found }) => ({
      page: e.id,
      market,
      category: c.designRecommendations.category,
      facts: `${found.factBullets}/${Math.min(3, e.facts.length)} ${found.facts.join(' · ')}`.slice(0, 70),
      english: found.englishRuns.length,
      offCategory: found.offCategory.length,
      fragments: found.fragments.length,
      invented: found.inventedNumbers.length,
      verified: found.verified,
    }));
    console.table(rows);
    const sum = (k: 'english' | 'offCategory' | 'fragments' | 'invented' | 'verified') => rows.reduce((a, r) => a + r[k], 0);
    const short = results.filter(({ e, found }) => found.factBullets < Math.min(3, e.facts.length));
    console.info(
      `[corpus report] ${results.length} pages (${CORPUS.length} products × ${MARKETS.length} markets): ` +
        `short of facts ${short.length}, English runs ${sum('english')}, off-category phrases ${sum('offCategory')}, ` +
        `fragments ${sum('fragments')}, invented numbers ${sum('invented')}, verified reviews ${sum('verified')}`,
    );
    for (const { e, market, c, found } of results) {
      const label = `${e.id} ${market}`;
      expect(found.factBullets, `${label}: ${c.bullets.join(' | ')}`).toBeGreaterThanOrEqual(Math.min(3, e.facts.length));
      expect(found.englishRuns, label).toEqual([]);
      expect(found.offCategory, label).toEqual([]);
      expect(found.fragments, label).toEqual([]);
      expect(found.inventedNumbers, label).toEqual([]);
      expect(found.verified, label).toBe(0);
    }
  });

  it('the audit bites: it finds what a dishonest page would say', () => {
    const { e, request, c } = results.find((r) => r.e.id === 'kettle-sr')!;
    const bad: WebsiteContent = structuredClone(c);
    bad.hook = 'Stiže za 2 dana. This kettle is made of stainless steel.';
    bad.faq[1] = { ...bad.faq[1], a: 'Zapremina 1,7 l i snaga 2200 W. Nije. Ima automatsko isključivanje.' };
    bad.advertorialStory.personalIntro = 'Telefon mi je praktično kancelarija, pa je ovo pravi izbor za mene.';
    bad.testimonials[0] = { ...bad.testimonials[0], verified: true };
    const found = auditPage(e, request, bad);
    expect(found.inventedNumbers.join(' ')).toMatch(/hook: 2 in/);
    expect(found.englishRuns.join(' ')).toMatch(/kettle is made of stainless steel/);
    expect(found.fragments.join(' ')).toMatch(/"Nije\."/);
    expect(found.offCategory.join(' ')).toMatch(/kancelarij/);
    expect(found.verified).toBe(1);
    // Its parts alone: a run needs three English words; the product's figures are no invention.
    expect(englishRuns('Bežični Qi punjač, USB-C kabl i LED svetlo')).toEqual([]);
    expect(fragmentsOf([{ path: 'faq[0].a', text: 'Nije. Sve je spremno za rad.' }])).toEqual([]);
    expect(inventedNumbers(buyerTexts(c), new Set([1.7, 2200, 360, c.quantityOffers.single.price]))).not.toEqual([]);
  });

  it("keeps the facts in the bullets when the editor's 'Prepiši' writes them anew", () => {
    for (const { e, market, c } of results.filter((r) => r.e.facts.length >= 3)) {
      const request = corpusRequest(e, market);
      const variant = rewriteFieldOffline({
        field: 'bullets',
        variant: 'v1',
        site: savedSiteFacts(request, c),
      });
      const bullets = variant.value as string[];
      expect(bullets, `${e.id} ${market}`).toHaveLength(GENERATED_LIMITS.bullets);
      expect(bullets, `${e.id} ${market}`).not.toEqual(c.bullets);
      expect(factBullets(e, bullets), `${e.id} ${market}: ${bullets.join(' | ')}`).toBeGreaterThanOrEqual(3);
    }
  });
});
