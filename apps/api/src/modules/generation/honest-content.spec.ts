import { GENERATED_LIMITS, MARKETS, SOCIAL_PROOF_MINIMUM, contentProblems, type WebsiteContent } from '@cod/contracts';
import { describe, expect, it } from 'vitest';
import { CORPUS, corpusRequest } from '../../../test/fixtures/products/corpus.js';
import { auditPage } from '../../../test/fixtures/products/page-audit.js';
import type { WebsiteCopyRequest } from './copywriter.js';
import { honestContent, honestField, honestUpsell, siteHonestBasis, type HonestBasis } from './honest-content.js';
import { SHOP_TERMS } from './offline/common.js';
import { composeUpsell } from './offline/upsell.js';
import { composeWebsite } from './offline/website.js';
import { shopClaim } from './shop-claims.js';

const request: WebsiteCopyRequest = {
  product: { name: 'Masažer za vrat Relax Pro', features: ['8 masažnih glava', 'Grejanje do 45 °C', 'Garancija 2 godine'], description: 'Baterija 2000 mAh traje do 3 sata.' },
  price: 2990,
  originalPrice: null,
  market: { id: 'Serbia', currency: 'RSD', currencySymbol: 'RSD' },
  templateName: 'Advertorial Template',
};
const basis: HonestBasis = { product: request.product, price: request.price, originalPrice: request.originalPrice, currency: 'RSD' };
const honest = composeWebsite(request);

/** A model's page with every untruth the rules forbid. */
function dishonest(): WebsiteContent {
  const c = structuredClone(honest);
  c.hook = 'Relax Pro: 8 masažnih glava i grejanje do 45 °C. Više od 15.000 zadovoljnih kupaca širom Srbije!';
  c.bullets = ['8 masažnih glava', 'Dostava za 2–5 radnih dana', 'Besplatna dostava za 2 komada', 'Garancija 30 dana', 'Najprodavaniji masažer u Srbiji', 'Grejanje do 45 °C'];
  c.faq = [
    { q: 'Koliko traje dostava?', a: 'Paket stiže za 2–5 radnih dana. Plaćate pouzećem.' },
    { q: 'Mogu li da vratim proizvod?', a: 'Imate 30 dana garancije zadovoljstva i vraćamo vam novac.' },
    { q: 'Koliko traje baterija?', a: 'Baterija od 2000 mAh traje do 3 sata. Ocena kupaca je 4,9/5.' },
  ];
  c.longDescription = `${honest.longDescription}\n\nUmesto 4.190 RSD danas samo 2.990 RSD. Na stanju je još samo 7 komada! This massager is the best choice for your neck.`;
  c.urgencyElements = {
    limitedStock: { enabled: true, text: 'Još samo 9 komada' },
    limitedTime: { enabled: true, text: 'Akcija važi samo do ponoći', endsAt: '2030-01-01T00:00:00Z' },
    socialProof: { enabled: true, text: '146 kupaca u poslednja 24 sata' },
    exclusivity: { enabled: true, text: 'Ekskluzivno: 30% popusta samo ovde' },
    bonuses: { enabled: true, text: `Tri komada za ${honest.quantityOffers.triple.price.toLocaleString('sr-RS')} RSD – najisplativija ponuda` },
  };
  c.testimonials = c.testimonials.map((t, i) => ({ ...t, verified: true, purchase_date: 'pre 3 dana', text: i === 0 ? 'Stiglo je za dva dana, sve pohvale. Odličan masažer.' : t.text }));
  const s = c.advertorialStory;
  s.testimonialsSection = s.testimonialsSection.map((t) => ({ ...t, verified: true }));
  s.trustStatistics = [
    { icon: 'users', number: '15.000+', label: 'Zadovoljnih kupaca', description: 'Kupci nam veruju' },
    { icon: 'star', number: '4,9/5', label: 'Prosečna ocena', description: 'Na osnovu utisaka' },
    { icon: 'percent', number: '98%', label: 'Preporučuje', description: 'Kupci bi ga preporučili' },
    { icon: 'wallet', number: 'Pouzećem', label: 'Plaćanje', description: 'Plaćate kuriru tek kada preuzmete paket' },
  ];
  s.ctaSection = { ...s.ctaSection, urgencyText: 'Na stanju je još svega nekoliko komada.', guaranteeText: '30 dana garancije zadovoljstva' };
  s.headerSection = { ...s.headerSection, brandName: 'Relax Tech' };
  s.footerSection = { ...s.footerSection, companyInfo: 'Relax Tech d.o.o. – internet prodavnica', deliveryInfo: 'Dostava za 2–5 radnih dana. Besplatna dostava preko 5.000 RSD.', supportHours: 'Radnim danima 9:00–17:00' };
  s.personalIntro = 'Zovem se Marko, imam 38 godina i živim u Beogradu.';
  c.shortName = 'Relax Tech';
  return c;
}

describe('honestContent: the rules of honest pages on any copywriter’s output', () => {
  it('leaves the offline copy as it is: the offline copywriter writes honest text by itself', () => {
    for (const e of CORPUS) {
      for (const m of MARKETS) {
        const req = corpusRequest(e, m.id);
        const c = composeWebsite(req);
        expect(honestContent(c, { product: req.product, price: req.price, originalPrice: req.originalPrice, currency: req.market.currency }), `${e.id} ${m.id}`).toEqual(c);
      }
    }
  }, 30_000);

  it('takes out every untruth of a dishonest page and keeps what is true', () => {
    const out = honestContent(dishonest(), basis, honest);
    expect(contentProblems(out)).toEqual([]);
    // Facts stay (the product's own figures, its own warranty); shop terms, counts and ratings go.
    expect(out.hook).toBe('Relax Pro: 8 masažnih glava i grejanje do 45 °C.');
    expect(out.bullets).toHaveLength(GENERATED_LIMITS.bullets);
    expect(out.bullets.slice(0, 2)).toEqual(['8 masažnih glava', 'Grejanje do 45 °C']);
    expect(out.bullets.join(' ')).not.toMatch(/dostav|30 dana|najprodavan/iu);
    expect(out.faq[0]).toEqual({ q: 'Koliko traje dostava?', a: `Plaćate pouzećem. ${SHOP_TERMS.delivery}` });
    expect(out.faq[1]).toEqual({ q: 'Mogu li da vratim proizvod?', a: SHOP_TERMS.returns });
    expect(out.faq[2]).toEqual({ q: 'Koliko traje baterija?', a: 'Baterija od 2000 mAh traje do 3 sata.' });
    expect(out.longDescription).not.toMatch(/4\.190|na stanju|This massager/u);
    expect(out.longDescription.startsWith(honest.longDescription)).toBe(true);
    expect(out.urgencyElements).toEqual({
      limitedStock: { enabled: false, text: '' },
      limitedTime: { enabled: false, text: '', endsAt: null },
      socialProof: { enabled: true, text: '', minimum: SOCIAL_PROOF_MINIMUM },
      exclusivity: { enabled: false, text: '' },
      bonuses: dishonest().urgencyElements.bonuses,
    });
    for (const t of out.testimonials) expect({ verified: t.verified, date: t.purchase_date }).toEqual({ verified: false, date: '' });
    expect(out.testimonials[0].text).toBe('Odličan masažer.');
    for (const t of out.advertorialStory.testimonialsSection) expect(t.verified).toBe(false);
    expect(out.advertorialStory.trustStatistics).toEqual([{ icon: 'wallet', number: 'Pouzećem', label: 'Plaćanje', description: 'Plaćate kuriru tek kada preuzmete paket' }]);
    expect(out.advertorialStory.ctaSection.urgencyText).toBe('');
    expect(out.advertorialStory.ctaSection.guaranteeText).toBe('Plaćate tek kada paket stigne na vašu adresu');
    expect(out.advertorialStory.headerSection.brandName).toBe('Masažer za vrat');
    expect(out.shortName).toBe('Masažer za vrat');
    expect(out.advertorialStory.footerSection).toMatchObject({ companyInfo: '', supportHours: '' });
    expect(out.advertorialStory.footerSection.deliveryInfo).toBe(honest.advertorialStory.footerSection.deliveryInfo);
    expect(out.advertorialStory.personalIntro).toBe(honest.advertorialStory.personalIntro);
  });

  it('passes the audit of the corpus targets on a dishonest answer for every corpus page', () => {
    for (const e of CORPUS) {
      const req = corpusRequest(e, 'Serbia');
      const fallback = composeWebsite(req);
      const bad = dishonest();
      const answer: WebsiteContent = { ...bad, title: fallback.title, quantityOffers: fallback.quantityOffers, priceAnchoring: fallback.priceAnchoring };
      const out = honestContent(answer, { product: req.product, price: req.price, originalPrice: req.originalPrice, currency: req.market.currency }, fallback);
      const found = auditPage(e, req, out);
      expect({ english: found.englishRuns, numbers: found.inventedNumbers, verified: found.verified }, e.id).toEqual({ english: [], numbers: [], verified: 0 });
    }
  }, 30_000);

  it("holds a rewritten field ('Prepiši') and upsell copy to the same rules", () => {
    const site = { title: 'Masažer za vrat Relax Pro', shortName: 'Relax Pro', hook: 'x', bullets: ['8 masažnih glava'], faq: [], longDescription: 'Grejanje do 45 °C.', productLink: 'https://p.example/1', market: request.market, price: 2990, templateName: 'Sales Template' as const };
    const b = siteHonestBasis(site);
    expect(honestField({ field: 'hook', value: 'Grejanje do 45 °C. Stiže za 24 sata!' }, b).value).toBe('Grejanje do 45 °C.');
    const bullets = honestField({ field: 'bullets', value: ['8 masažnih glava', 'Hiljade zadovoljnih kupaca', 'Garancija 30 dana', 'Tih rad', 'Lagan'] }, b);
    expect(bullets.value).toHaveLength(5);
    expect((bullets.value as string[]).slice(0, 3)).toEqual(['8 masažnih glava', 'Tih rad', 'Lagan']);
    expect((bullets.value as string[]).join(' ')).not.toMatch(/hiljade|30 dana/iu);

    const req = { product: { name: 'Jastučići', features: [] }, price: 990, mainPrice: 2990, mainProductName: 'Relax Pro', market: request.market };
    const fb = composeUpsell(req);
    const up = honestUpsell(
      { ...fb, title: 'Replacement Pads for Massager', urgentDescription: 'Dodajte ih u isti paket. Uštedite 500 RSD! Na stanju je još svega nekoliko komada.', features: ['Mekani', 'Set od 4 komada', 'Besplatna dostava'] },
      { product: req.product, price: fb.discountPrice, originalPrice: fb.originalPrice, currency: 'RSD' },
      fb,
    );
    expect(up.title).toBe(fb.title);
    expect(up.urgentDescription).toBe('Dodajte ih u isti paket.');
    expect(up.features[0]).toBe('Mekani');
    expect(up.features.join(' ')).not.toMatch(/\d|besplatn/iu);
    expect({ o: up.originalPrice, d: up.discountPrice, s: up.savings }).toEqual({ o: 990, d: 990, s: 0 });
  });

  it('knows a shop claim in its Serbian, ijekavian and English forms', () => {
    for (const text of [
      'Isporuka u roku od 2 dana',
      'Stiže za dva dana',
      'Brza dostava',
      'Besplatna dostava',
      'Free shipping',
      'Garancija 30 dana',
      'Imate 30 dana da se uverite',
      'Povraćaj novca ako niste zadovoljni',
      'Više od 15.000 zadovoljnih kupaca',
      'Hiljade zadovoljnih kupaca',
      'Prosječna ocjena 4,9',
      'Ocena 4,9/5',
      'Verifikovan kupac',
      'Najprodavaniji proizvod',
      'Na stanju je još samo 7 komada',
      'Akcija važi samo do ponoći',
      'Trenutno 45 osoba gleda ovu ponudu',
      'Svaki komad prolazi proveru pre slanja',
    ]) {
      expect(shopClaim(text), text).toBeDefined();
    }
    for (const text of ['Plaćanje pouzećem', 'Baterija traje do 30 dana', '8 masažnih glava', 'Poručio sam još jedan komad za poklon', 'Dostava na teritoriji cele Srbije']) {
      expect(shopClaim(text), text).toBeUndefined();
    }
  });
});
