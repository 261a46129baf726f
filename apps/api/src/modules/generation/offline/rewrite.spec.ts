import { GENERATED_LIMITS, MARKETS, TEMPLATE_TRAITS, type MarketId } from '@cod/contracts';
import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS, sameFieldValue } from '../content-limits.js';
import type { FieldVariant, SiteFacts } from '../copywriter.js';
import { composeWebsite } from './website.js';
import { productNameOf, rewriteFieldOffline } from './rewrite.js';
import { misusesName } from './text.js';
import { savedSiteFacts } from '../../../../test/fixtures/site-facts.js';

const FIELDS = ['title', 'hook', 'bullets', 'faq'] as const;
const market = (id: MarketId) => {
  const m = MARKETS.find((x) => x.id === id)!;
  return { id: m.id, currency: m.currency, currencySymbol: m.currencySymbol };
};

/** A saved site as the builder wrote it (the offline copy of its product). */
function siteOf(name: string, id: MarketId = 'Serbia', price = 2990): SiteFacts {
  const request = { product: { name, features: [] }, price, originalPrice: price * 2, market: market(id), templateName: TEMPLATE_TRAITS.sales.name };
  return savedSiteFacts(request, composeWebsite(request));
}

const NAMES = [
  'Masažer za vrat Relax Pro', 'Bežične slušalice Pro 5.3', 'iPhone 15 maska', 'Krema za lice sa kolagenom', 'Usisivač za auto',
  'Seckalica za povrće 12 u 1', 'Lampa', 'X1', 'Professional Cordless Hair Clipper Kit for Men with LED Display, 6 Guide Combs and USB Rechargeable Battery',
];
const SITES = NAMES.flatMap((name, i) => [siteOf(name, (['Serbia', 'Bosnia', 'Montenegro'] as const)[i % 3], [2990, 49.9, 24.99][i % 3])]);

const valueOf = (site: SiteFacts, field: FieldVariant['field'], variant: string) => rewriteFieldOffline({ field, site, variant }).value;
const textsOf = (v: FieldVariant['value']): string[] => (typeof v === 'string' ? [v] : v.flatMap((x) => (typeof x === 'string' ? [x] : [x.q, x.a])));

describe('rewriteFieldOffline (Prepiši)', () => {
  it('writes each field within the generation limits, different from the saved value', () => {
    for (const site of SITES) {
      for (const field of FIELDS) {
        const v = rewriteFieldOffline({ field, site, variant: 'a' });
        expect(v.field).toBe(field);
        expect(sameFieldValue(v.value, site[field]), `${site.title} ${field}`).toBe(false);
        if (field === 'title' || field === 'hook') {
          expect(typeof v.value).toBe('string');
          expect((v.value as string).length).toBeLessThanOrEqual(FIELD_LIMITS[field]);
        }
        if (field === 'bullets') {
          expect(v.value).toHaveLength(GENERATED_LIMITS.bullets);
          expect(new Set(v.value as string[]).size).toBe(GENERATED_LIMITS.bullets);
          for (const b of v.value as string[]) expect(b.length).toBeLessThanOrEqual(FIELD_LIMITS.bullet);
        }
        if (field === 'faq') {
          expect(v.value).toHaveLength(GENERATED_LIMITS.faq);
          for (const f of v.value as { q: string; a: string }[]) {
            expect(f.q.length).toBeLessThanOrEqual(FIELD_LIMITS.faqQuestion);
            expect(f.a.length).toBeLessThanOrEqual(FIELD_LIMITS.faqAnswer);
          }
        }
        for (const t of textsOf(v.value)) {
          expect(t, `${site.title} ${field}`).not.toMatch(/undefined|null|NaN|[{}[\]\n\t]| {2}|^\s|\s$/);
          expect(t.length).toBeGreaterThan(3);
        }
      }
    }
  });

  it('is deterministic per variant, and variants differ from each other', () => {
    for (const site of SITES.slice(0, 4)) {
      for (const field of FIELDS) {
        expect(valueOf(site, field, 'x')).toEqual(valueOf(site, field, 'x'));
        const seen = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((v) => JSON.stringify(valueOf(site, field, v))));
        expect(seen.size, `${site.title} ${field}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('tries other seeds when a variant would repeat the current value', () => {
    const site = SITES[0];
    for (const field of FIELDS) {
      const first = valueOf(site, field, 'seed');
      const next = rewriteFieldOffline({ field, site: { ...site, [field]: first }, variant: 'seed' }).value;
      expect(sameFieldValue(next, first), field).toBe(false);
    }
  });

  it('keeps the product name in the title and hook, in the nominative, and never stacks title decorations', () => {
    for (const site of SITES) {
      const title = valueOf(site, 'title', 'a') as string;
      const label = site.title.length <= 70 ? site.title : site.shortName;
      expect(title, site.title).toContain(label);
      expect(misusesName(title, [label]), title).toBe(false);
      expect(misusesName(valueOf(site, 'hook', 'a') as string, [label])).toBe(false);
      // Rewriting a rewritten title starts again from the product's name: decorations never stack.
      expect(productNameOf(title), title).toBe(label);
      const again = valueOf({ ...site, title }, 'title', 'b') as string;
      expect(productNameOf(again), again).toBe(label);
    }
    const dashed = siteOf('Set 3 u 1 – četka, češalj & fen');
    const dashedTitle = valueOf(dashed, 'title', 'a') as string;
    expect(productNameOf(dashedTitle)).toBe('Set 3 u 1 – četka, češalj & fen');
    expect(productNameOf('Lampa – pametno rešenje za moderan svakodnevni život')).toBe('Lampa');
    expect(productNameOf('Masažer za vrat – Relax Pro')).toBe('Masažer za vrat – Relax Pro');
  });

  it('writes for the site: its price in the hook or FAQ, its market, its category', () => {
    const serbia = SITES[0];
    const bosnia = siteOf('Masažer za vrat Relax Pro', 'Bosnia', 49.9);
    const serbianText = FIELDS.flatMap((f) => ['a', 'b', 'c', 'd'].flatMap((v) => textsOf(valueOf(serbia, f, v)))).join(' ');
    const bosnianText = FIELDS.flatMap((f) => ['a', 'b', 'c', 'd'].flatMap((v) => textsOf(valueOf(bosnia, f, v)))).join(' ');
    expect(serbianText).toContain('Srbije');
    expect(serbianText).not.toContain('BiH');
    expect(bosnianText).toContain('BiH');
    expect(serbianText).toMatch(/2\.990 RSD/);
    // A health site's FAQ speaks of use and results; a tech site's of devices and what is in the box.
    const faqTech = ['a', 'b', 'c', 'd', 'e'].flatMap((v) => textsOf(valueOf(SITES[1], 'faq', v))).join(' ');
    expect(faqTech).not.toMatch(/lekar|terapij/);
  });
});
