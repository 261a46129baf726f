import { describe, expect, it } from 'vitest';
import { FOREIGN_IMAGE, STORED_IMAGE, websiteFixture } from './testing/index.js';
import { EDITOR_MESSAGES, type QuantityOption } from './editor.js';
import { defaultQuantityOffers, priceAnchoringFor } from './pricing.js';
import { validate } from './validation.js';
import { mergeEditableContent, normalizeWebsiteSave as storedChanges, sameVersionContent, type WebsiteSaveBase, stableJson, VERSIONED_WEBSITE_FIELDS, websiteVersionContent } from './website-save.js';
import { UPDATE_MESSAGES, updateWebsiteSchema, type UpdateWebsiteRequest } from './website-update.js';
import { answeredEditableContent, offerPrices, storedPricesOf } from './site-prices.js';

/**
 * A save's changes as the site answers them after it: the save stores `offers` (and editableContent without
 * quantityData); the price fields are derived from them (`offerPrices`). The expectations below are today's answers.
 */
function normalizeWebsiteSave(saved: WebsiteSaveBase, body: UpdateWebsiteRequest): Record<string, any> {
  const { offers, ...changes } = storedChanges(saved, body);
  const currency = saved.currency || 'RSD';
  const symbol = saved.currencySymbol || currency;
  const prices = offerPrices(offers ?? storedPricesOf(saved, currency, symbol), currency, symbol);
  const out: Record<string, any> = { ...changes };
  if (changes.editableContent) out.editableContent = answeredEditableContent(changes.editableContent, prices);
  if (offers) Object.assign(out, { quantityOffers: prices.quantityOffers, currentPrice: prices.currentPrice, originalPrice: prices.originalPrice, priceAnchoring: prices.priceAnchoring });
  return out;
}

const options = (...prices: [number, number][]): QuantityOption[] =>
  prices.map(([price, originalPrice], i) => ({ qty: i + 1, price, originalPrice, discount: 0, label: `${i + 1} kom`, popular: i === 1, bestValue: i === 2 }));

describe('mergeEditableContent', () => {
  it('merges key by key: a partial save keeps the rest, null removes a key', () => {
    const saved = { quantityData: '[…]', testimonials: [], adviceTitle: 'Stari', adviceText: 'Tekst' };
    expect(mergeEditableContent(saved, { adviceTitle: 'Novi', adviceText: null, enabledTestimonials: [true, false, true] })).toEqual({
      quantityData: '[…]',
      testimonials: [],
      adviceTitle: 'Novi',
      enabledTestimonials: [true, false, true],
    });
    expect(saved.adviceTitle).toBe('Stari');
    expect(mergeEditableContent(null, { newBadge: 'NOVO' })).toEqual({ newBadge: 'NOVO' });
  });
});

describe('normalizeWebsiteSave', () => {
  it('an image swap or a text edit touches no price', () => {
    const site = websiteFixture();
    expect(normalizeWebsiteSave(site, { images: [STORED_IMAGE, STORED_IMAGE, ` ${FOREIGN_IMAGE} `] })).toEqual({ images: [STORED_IMAGE, FOREIGN_IMAGE] });
    expect(normalizeWebsiteSave(site, { title: '  Novi naslov ', editableContent: { adviceTitle: 'Savet' } })).toEqual({
      title: 'Novi naslov',
      editableContent: { enabledTestimonials: [true, true, true], adviceTitle: 'Savet' },
    });
  });

  it('quantityData sets the offers, the price and the anchoring; the body’s own offers and prices are not trusted', () => {
    const site = websiteFixture();
    const changes = normalizeWebsiteSave(site, {
      quantityOffers: { single: { price: 1, text: 'x', badge: '' }, double: { price: 1, text: 'x', badge: '' }, triple: { price: 1, text: 'x', badge: '' } },
      currentPrice: 5,
      priceAnchoring: { currentPrice: 5, originalPrice: 9, savings: 999, comparisonText: 'Umesto 5.990 danas 3.490' },
      editableContent: { quantityData: JSON.stringify(options([3490.4, 5990], [5990, 11980], [7990, 17970])) },
    });
    expect(changes.quantityOffers).toEqual({
      single: { price: 3490, text: '1 kom', badge: '' },
      double: { price: 5990, text: '2 kom', badge: 'POPULARNO' },
      triple: { price: 7990, text: '3 kom', badge: 'NAJBOLJA VREDNOST' },
    });
    expect(changes).toMatchObject({ currentPrice: 3490, originalPrice: 5990 });
    expect(changes.priceAnchoring).toEqual({ currentPrice: 3490, originalPrice: 5990, savings: 2500, comparisonText: 'Umesto 5.990 danas 3.490' });
    // Stored canonical: what parseQuantityData made of it.
    expect(JSON.parse(changes.editableContent!.quantityData!)[0]).toEqual({ qty: 1, price: 3490.4, originalPrice: 5990, discount: 0, label: '1 kom', popular: false, bestValue: false });
  });

  it('an original price not above the price is none; savings are never negative', () => {
    const changes = normalizeWebsiteSave(websiteFixture(), { editableContent: { quantityData: JSON.stringify(options([2990, 2990], [4990, 0])) } });
    expect(changes).toMatchObject({ currentPrice: 2990, originalPrice: null, priceAnchoring: { originalPrice: 2990, currentPrice: 2990, savings: 0 } });
    // Fewer than three options: the rest come from the default offers of the first price.
    expect(changes.quantityOffers!.triple).toEqual(defaultQuantityOffers(2990, 'RSD', 'RSD').triple);
  });

  it('priceAnchoring alone (Minimalistic) sets the price and re-derives the offers, so an order costs what the page shows', () => {
    const site = websiteFixture({ templateName: 'Minimalistic' });
    const changes = normalizeWebsiteSave(site, { priceAnchoring: { currentPrice: 3490, originalPrice: 5990, savings: 1, comparisonText: 'Akcija' } });
    expect(changes).toMatchObject({ currentPrice: 3490, originalPrice: 5990, priceAnchoring: { currentPrice: 3490, originalPrice: 5990, savings: 2500, comparisonText: 'Akcija' } });
    expect(changes.quantityOffers).toEqual(defaultQuantityOffers(3490, 'RSD', 'RSD'));
    // The same price again keeps the seller's offers; only the anchoring text changes.
    const same = normalizeWebsiteSave(site, { priceAnchoring: { comparisonText: 'Samo danas' } as never });
    expect(same.quantityOffers).toEqual(site.quantityOffers);
    expect(same.priceAnchoring).toEqual({ currentPrice: 2990, originalPrice: 4990, savings: 2000, comparisonText: 'Samo danas' });
    // Euro keeps cents.
    const eur = normalizeWebsiteSave(websiteFixture({ currency: 'EUR', currencySymbol: '€' }), { priceAnchoring: { currentPrice: 29.994, originalPrice: 49.99, savings: 0, comparisonText: '' } });
    expect(eur).toMatchObject({ currentPrice: 29.99, originalPrice: 49.99, priceAnchoring: { savings: 20 } });
  });

  it('the comparison sentence written for the old prices is written again for the new ones; the seller\'s own is kept', () => {
    const site = websiteFixture({ templateName: 'Minimalistic', currentPrice: 3990, originalPrice: 5990 });
    const generated = priceAnchoringFor(3990, 5990, 'RSD', 'RSD').comparisonText;
    const changes = normalizeWebsiteSave(site, { priceAnchoring: { currentPrice: 2490, originalPrice: 4990, savings: 0, comparisonText: generated } });
    expect(changes.priceAnchoring?.comparisonText).toBe(priceAnchoringFor(2490, 4990, 'RSD', 'RSD').comparisonText);
    expect(changes.priceAnchoring?.comparisonText).toContain('2.490');
    expect(changes.priceAnchoring?.comparisonText).not.toContain('3.990');
    const own = normalizeWebsiteSave(site, { priceAnchoring: { currentPrice: 2490, originalPrice: 4990, savings: 0, comparisonText: 'Samo ove nedelje' } });
    expect(own.priceAnchoring?.comparisonText).toBe('Samo ove nedelje');
  });

  it('a price change rewrites the old figures in the copy, sent or saved, in one pass', () => {
    const site = websiteFixture({
      templateName: 'Minimalistic',
      currentPrice: 3990,
      originalPrice: 5990,
      quantityOffers: defaultQuantityOffers(3990, 'RSD', 'RSD'),
      longDescription: 'Akcijska cena je 3.990 RSD, umesto 5.990 RSD. Tri komada koštaju 9.290 RSD. Model 13.990 RSD ostaje.',
      faq: [{ q: 'Cena?', a: 'Samo 3.990 RSD.' }],
      urgencyElements: { ...websiteFixture().urgencyElements, limitedTime: { enabled: true, text: 'Cena od 3.990 RSD važi do ponoći' } },
    });
    const changes = normalizeWebsiteSave(site, { priceAnchoring: { currentPrice: 5990, originalPrice: 7990, savings: 0, comparisonText: '' } });
    const triple = defaultQuantityOffers(5990, 'RSD', 'RSD').triple.price.toLocaleString('sr-Latn-RS').replace(/\s/g, '.');
    // 3.990 → 5.990 and 5.990 → 7.990 at once: the new 5.990 is not turned into 7.990.
    expect(changes.longDescription).toBe(`Akcijska cena je 5.990 RSD, umesto 7.990 RSD. Tri komada koštaju ${triple} RSD. Model 13.990 RSD ostaje.`);
    expect(changes.faq).toEqual([{ q: 'Cena?', a: 'Samo 5.990 RSD.' }]);
    expect(changes.urgencyElements?.limitedTime.text).toBe('Cena od 5.990 RSD važi do ponoći');
    // No price change: the copy is left alone.
    expect(normalizeWebsiteSave(site, { title: 'X' }).longDescription).toBeUndefined();
  });

  it('quantityOffers sent alone set the price to the single offer', () => {
    const q = defaultQuantityOffers(1990, 'RSD', 'RSD');
    expect(normalizeWebsiteSave(websiteFixture(), { quantityOffers: q })).toMatchObject({ quantityOffers: q, currentPrice: 1990, originalPrice: 4990, priceAnchoring: { savings: 3000 } });
  });

  it('an empty advertorialStory is no change', () => {
    expect(normalizeWebsiteSave(websiteFixture(), { advertorialStory: {} as never })).toEqual({});
  });
});

describe('versions', () => {
  it('keep the content fields only, and compare regardless of key order', () => {
    const site = websiteFixture();
    const content = websiteVersionContent(site);
    expect(Object.keys(content).sort()).toEqual([...VERSIONED_WEBSITE_FIELDS].sort());
    expect(content).not.toHaveProperty('isActive');
    expect(content).not.toHaveProperty('editableByClient');
    const reordered = JSON.parse(stableJson(content));
    expect(sameVersionContent(content, reordered)).toBe(true);
    expect(sameVersionContent(content, { ...content, title: 'Drugi' })).toBe(false);
    expect(sameVersionContent(content, { ...content, isActive: false } as never)).toBe(true);
    expect(stableJson({ b: 1, a: [{ d: 1, c: undefined }] })).toBe('{"a":[{"d":1}],"b":1}');
  });
});

describe('updateWebsiteSchema', () => {
  const problem = (body: unknown) => validate(updateWebsiteSchema, body).firstError;

  it('accepts every body of spec 001 §7', () => {
    const site = websiteFixture({ templateName: 'Advertorial Template' });
    expect(problem({ images: [STORED_IMAGE, FOREIGN_IMAGE] })).toBeUndefined();
    expect(problem({ editableContent: { adviceTitle: 'Moj savet', adviceText: 'Red 1\nRed 2' } })).toBeUndefined();
    expect(problem({ editableContent: { enabledTestimonials: [true, false, true] } })).toBeUndefined();
    expect(
      problem({
        title: site.title,
        hook: site.hook,
        bullets: site.bullets,
        longDescription: site.longDescription,
        faq: site.faq,
        images: site.images,
        palette: site.palette,
        priceAnchoring: site.priceAnchoring,
        previewMode: 'client',
        sku: null,
        quantityOffers: site.quantityOffers,
        editableContent: { quantityData: JSON.stringify(options([2990, 4990], [4990, 9980], [6990, 14970])), enabledTestimonials: [true, true, false], testimonials: site.testimonials, adviceTitle: null, storyTitle: 'Priča' },
        advertorialStory: site.advertorialStory,
        testimonials: site.testimonials,
        urgencyElements: site.urgencyElements,
        benefitsSection: site.benefitsSection,
        problemSolutionSections: site.problemSolutionSections,
        keywords: site.keywords,
        seoTitle: site.seoTitle,
        seoDescription: site.seoDescription,
      }),
    ).toBeUndefined();
  });

  it.each([
    [{ palette: { primary: 'red', bg: '#fff' } }, UPDATE_MESSAGES.color('palette.primary')],
    [{ palette: { primary: '#12345', bg: '#fff' } }, UPDATE_MESSAGES.color('palette.primary')],
    [{ editableContent: { quantityData: 'nije json' } }, UPDATE_MESSAGES.quantityData],
    [{ editableContent: { quantityData: JSON.stringify(options([2990, 0], [0.4, 0])) } }, EDITOR_MESSAGES.quantityPrice],
    [{ editableContent: { quantityData: JSON.stringify([{ qty: 2, price: 10 }]) } }, EDITOR_MESSAGES.quantityOrder],
    [{ editableContent: { testimonials: [{ name: ' ', text: 'x', rating: 5 }] } }, EDITOR_MESSAGES.testimonial],
    [{ testimonials: [{ name: 'Ana', text: 'x', rating: 6 }] }, EDITOR_MESSAGES.testimonial],
    [{ testimonials: [{ name: 'Ana', text: 'x', rating: 5, location: 'x'.repeat(81) }] }, UPDATE_MESSAGES.tooLong('testimonials[0].location', 80)],
    [{ editableContent: { enabledTestimonials: [true, true, true, true] } }, UPDATE_MESSAGES.enabledTestimonials],
    [{ editableContent: { enabledTestimonials: ['da'] } }, UPDATE_MESSAGES.boolean('editableContent.enabledTestimonials[0]')],
    [{ editableContent: { secret: 1 } }, UPDATE_MESSAGES.unknownField('editableContent.secret')],
    [{ advertorialStory: { heroSection: { heroTitle: 5 } } }, UPDATE_MESSAGES.invalid('advertorialStory.heroSection.heroTitle')],
    [{ advertorialStory: { script: 'x' } }, UPDATE_MESSAGES.unknownField('advertorialStory.script')],
    [{ priceAnchoring: { currentPrice: 0 } }, UPDATE_MESSAGES.price('priceAnchoring.currentPrice')],
  ])('refuses %j', (body, message) => {
    expect(problem(body)).toBe(message);
  });
});
