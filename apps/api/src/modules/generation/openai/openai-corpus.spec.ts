/**
 * The product corpus (apps/api/test/fixtures/products) through the OpenAI-compatible copywriter against the
 * local fake model, which answers with copy that breaks the rules: claims that fit no product
 * (medicine, coffee, dropped connections), bullets without the product's facts and over the count,
 * an SEO title over the limit, and every untruth of honest pages (delivery days, a guarantee, buyer counts,
 * a rating, stock, verified reviews, a shop name, English sentences). The copy that comes out is held to
 * the offline copywriter's rules and audited like the offline corpus (page-audit.ts).
 */
import { GENERATED_LIMITS, MARKETS, contentProblems, type WebsiteContent } from '@cod/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi } from '../../../../test/fakes/fake-openai.js';
import { CORPUS, corpusRequest } from '../../../../test/fixtures/products/corpus.js';
import { auditPage } from '../../../../test/fixtures/products/page-audit.js';
import { savedSiteFacts } from '../../../../test/fixtures/site-facts.js';
import { OfflineCopywriter } from '../offline/offline-copywriter.js';
import { OpenAiCopywriter } from './openai-copywriter.js';

const offline = new OfflineCopywriter();

/** A model answer in the schema's shape with every kind of mistake the post-check must catch. */
function badAnswer(base: WebsiteContent): string {
  const { palette: _p, priceAnchoring: _a, quantityOffers: _q, sections: _s, ...answer } = base as WebsiteContent & Record<string, unknown>;
  return JSON.stringify({
    ...answer,
    hook: `${base.title}: bol nestaje već prvog dana. Plaćanje pouzećem.`,
    bullets: [
      'Kafa za kafom, a energije i dalje nema – sada je kraj tome',
      'Leči napetost i bol za tri dana',
      'Veza se prekida, sve radi sporo? Više ne',
      'Premium kvalitet za vas',
      'Brza dostava na kućnu adresu',
      'Šesti bullet koji ne sme da prođe',
    ],
    faq: [{ q: 'Da li je ovo lek?', a: 'Jeste, leči sve tegobe.' }, ...base.faq.slice(1)],
    seoTitle: `${base.title} – najbolja ponuda u gradu, sa dostavom na kućnu adresu i popustom`,
    longDescription: `${base.longDescription}\n\nKafa za kafom, a energije i dalje nema. Ovaj proizvod to menja. Paket stiže za 2–5 radnih dana, uz 30 dana garancije. Više od 15.000 zadovoljnih kupaca! This product is the best choice for your home.`,
    problemSolutionSections: base.problemSolutionSections.map((p, i) => (i === 0 ? { ...p, description1: 'Veza se prekida, sve radi sporo, a podešavanja traju večno.' } : p)),
    urgencyElements: {
      limitedStock: { enabled: true, text: 'Na stanju je još samo 7 komada' },
      limitedTime: { enabled: true, text: 'Akcija važi samo do ponoći' },
      socialProof: { enabled: true, text: '146 kupaca u poslednja 24 sata' },
      exclusivity: { enabled: true, text: 'Ekskluzivno samo ovde' },
      bonuses: { enabled: true, text: 'Za 2 komada besplatna dostava' },
    },
    testimonials: base.testimonials.map((t) => ({ ...t, verified: true, purchase_date: 'pre 3 dana', text: `${t.text} Stiglo je za dva dana.` })),
    advertorialStory: { ...base.advertorialStory, personalIntro: 'Zovem se Ana, imam 37 godina. Ovo je najprodavaniji proizvod u Srbiji.', resultsDescription: 'Ocena 4,9/5 govori sve.' },
  });
}

const servers: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

describe('product corpus through the OpenAI-compatible copywriter (local fake model)', () => {
  it('puts the product facts in the prompt and holds the answer to the offline rules', async () => {
    let carrying = 0;
    let total = 0;
    for (const e of CORPUS) {
      const base = await offline.writeWebsite(corpusRequest(e, 'Serbia'));
      const fake = await startFakeOpenAi([{ content: badAnswer(base) }]);
      servers.push(fake);
      const writer = new OpenAiCopywriter({ baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'gpt-test', timeoutMs: 5000 }, offline);
      for (const m of MARKETS) {
        const request = corpusRequest(e, m.id);
        const c = await writer.writeWebsite(request);
        const label = `${e.id} ${m.id}`;
        expect(c.bullets, label).toHaveLength(GENERATED_LIMITS.bullets);
        expect(c.faq, label).toHaveLength(GENERATED_LIMITS.faq);
        expect(c.keywords, label).toHaveLength(GENERATED_LIMITS.keywords);
        expect(c.seoTitle.length, label).toBeLessThanOrEqual(GENERATED_LIMITS.seoTitle);
        expect(c.seoDescription.length, label).toBeLessThanOrEqual(GENERATED_LIMITS.seoDescription);
        expect(contentProblems(c), label).toEqual([]);
        expect(c.priceAnchoring, label).toEqual((await offline.writeWebsite(request)).priceAnchoring);
        // The same audit and targets as the offline corpus report.
        const found = auditPage(e, request, c);
        carrying += found.factBullets;
        total += c.bullets.length;
        expect(found.factBullets, `${label}: ${c.bullets.join(' | ')}`).toBeGreaterThanOrEqual(Math.min(3, e.facts.length));
        expect(found.offCategory, label).toEqual([]);
        expect(found.englishRuns, label).toEqual([]);
        expect(found.fragments, label).toEqual([]);
        expect(found.inventedNumbers, label).toEqual([]);
        expect(found.verified, label).toBe(0);
        expect(c.urgencyElements.limitedStock.enabled || c.urgencyElements.limitedTime.enabled || c.urgencyElements.socialProof.text !== '', label).toBe(false);
        expect(c.advertorialStory.footerSection.companyInfo, label).toBe('');
      }
      const prompt = fake.requests[0].messages[1].content;
      expect(prompt).toContain('Činjenice o proizvodu');
      if (e.id === 'neck-massager-en') {
        expect(prompt).toContain('8 masažnih glava');
        expect(prompt).toMatch(/ne pominji: .*lečenje.*lekove/);
      }
    }
    console.info(`[corpus/openai] bullets carrying a product fact: ${carrying} of ${total}`);
  }, 60_000);

  it("falls back to the offline copy when a rewrite or an upsell answer makes a claim that does not fit", async () => {
    const e = CORPUS.find((x) => x.id === 'car-phone-holder-en')!;
    const request = corpusRequest(e, 'Serbia');
    const c = await offline.writeWebsite(request);
    const site = savedSiteFacts(request, c);
    const fake = await startFakeOpenAi([{ content: JSON.stringify({ value: 'Veza se prekida, sve radi sporo? Ovaj držač to rešava.' }) }]);
    servers.push(fake);
    const writer = new OpenAiCopywriter({ baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'gpt-test', timeoutMs: 5000 }, offline);
    expect(await writer.rewriteField({ field: 'hook', site, variant: 'v' })).toEqual(await offline.rewriteField({ field: 'hook', site, variant: 'v' }));

    const upsellFake = await startFakeOpenAi([
      { content: JSON.stringify({ title: 'Punjač za auto', urgentDescription: 'Samo danas uz vašu porudžbinu.', features: ['Snaga 36 W', 'Leči sve tegobe', '2 USB priključka', 'Kompaktan'] }) },
    ]);
    servers.push(upsellFake);
    const upsellWriter = new OpenAiCopywriter({ baseUrl: upsellFake.baseUrl, apiKey: 'sk-test', model: 'gpt-test', timeoutMs: 5000 }, offline);
    const upsell = await upsellWriter.writeUpsell({
      product: { name: 'Auto punjač 2 USB', features: ['Snaga 36 W'] },
      mainPrice: 1490,
      mainProductName: e.product.name,
      market: request.market,
    });
    expect(upsell.features).toEqual(['Snaga 36 W', '2 USB priključka', 'Kompaktan']);
  });
});
