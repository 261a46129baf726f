import { anchorOriginalPrice, charmPrice, roundMoney } from '@cod/contracts';
import { describe, expect, it } from 'vitest';
import type { MarketInfo, UpsellCopy, UpsellCopyRequest } from '../copywriter.js';
import { OfflineCopywriter, composeUpsell, upsellPrices } from './offline-copywriter.js';

const SERBIA: MarketInfo = { id: 'Serbia', currency: 'RSD', currencySymbol: 'RSD' };
const BOSNIA: MarketInfo = { id: 'Bosnia', currency: 'KM', currencySymbol: 'KM' };
const MONTENEGRO: MarketInfo = { id: 'Montenegro', currency: 'EUR', currencySymbol: '€' };

const req = (over: Partial<UpsellCopyRequest> & { name?: string; features?: string[] }): UpsellCopyRequest => ({
  product: { name: over.name ?? 'Rezervne glave za masažer', features: over.features ?? [] },
  mainPrice: 2990,
  mainProductName: 'Masažer za vrat i leđa',
  market: SERBIA,
  ...over,
});

const STOPLIST = /\b(the|and|with|for|your|our|best|quality|product|free|shipping|buy|now|new|premium)\b/i;

function texts(u: UpsellCopy): string[] {
  return [u.title, u.urgentDescription, ...u.features];
}

describe('writeUpsell (offline)', () => {
  it('uses the given price and anchors the original price at 1.4×', async () => {
    const u = await new OfflineCopywriter().writeUpsell(req({ price: 1490 }));
    expect(u.discountPrice).toBe(1490);
    expect(u.originalPrice).toBe(anchorOriginalPrice(1490, null, 'RSD'));
    expect(u.originalPrice).toBe(2090);
    expect(u.savings).toBe(600);
  });

  it('sizes a charm price at 35–50 % of the main price when none is given', () => {
    for (const name of ['Torbica za punjač', 'Krema za ruke', 'Držač za telefon', 'Set krpa', 'Baterije AA']) {
      const u = composeUpsell(req({ name }));
      expect(u.discountPrice).toBeGreaterThanOrEqual(charmPrice(2990 * 0.35, 'RSD'));
      expect(u.discountPrice).toBeLessThanOrEqual(charmPrice(2990 * 0.5, 'RSD'));
      expect(u.discountPrice % 100).toBe(90);
      expect(u.originalPrice).toBe(anchorOriginalPrice(u.discountPrice, null, 'RSD'));
      expect(u.savings).toBe(u.originalPrice - u.discountPrice);
      expect(u.savings).toBeGreaterThan(0);
    }
  });

  it('keeps cents for euro and KM', () => {
    const eur = composeUpsell(req({ market: MONTENEGRO, mainPrice: 39.99 }));
    expect(eur.discountPrice).toBeGreaterThanOrEqual(13);
    expect(eur.discountPrice).toBeLessThanOrEqual(20);
    expect(Math.round(eur.discountPrice * 100) % 100).toBe(99);
    expect(eur.savings).toBe(roundMoney(eur.originalPrice - eur.discountPrice, 'EUR'));
    expect(eur.urgentDescription).toMatch(/€|uštedite|isti paket/i);
    const km = composeUpsell(req({ market: BOSNIA, price: 19.9 }));
    expect(km).toMatchObject({ discountPrice: 19.9, originalPrice: anchorOriginalPrice(19.9, null, 'KM') });
    expect(km.savings).toBe(roundMoney(km.originalPrice - km.discountPrice, 'KM'));
  });

  it('exposes the price rule on its own', () => {
    expect(upsellPrices({ price: 990, mainPrice: 2990, market: SERBIA }, 0.4)).toEqual({ discountPrice: 990, originalPrice: 1390, savings: 400 });
    expect(upsellPrices({ mainPrice: 2990, market: SERBIA }, 0.4)).toEqual({ discountPrice: 1190, originalPrice: 1690, savings: 500 });
  });

  it('writes an urgent Serbian description about the same parcel, 3–5 features and the title', () => {
    const names = ['Rezervne glave za masažer', 'Punjač za auto', 'Wireless Charger with Stand', 'iPhone 15 maska', 'Krema "Aloe Vera" 50ml'];
    const seen = new Set<string>();
    for (const name of names) {
      for (const market of [SERBIA, BOSNIA, MONTENEGRO]) {
        const u = composeUpsell(req({ name, market, mainPrice: market === SERBIA ? 2990 : 29.99 }));
        seen.add(u.urgentDescription);
        expect(u.title).toBe(name);
        expect(u.urgentDescription).toMatch(/ist[aeiou]{1,2} (pošiljk|paket)/i);
        expect(u.urgentDescription.split(/(?<=[.!?])\s+/).length).toBeLessThanOrEqual(3);
        expect(u.features.length).toBeGreaterThanOrEqual(3);
        expect(u.features.length).toBeLessThanOrEqual(5);
        expect(new Set(u.features).size).toBe(u.features.length);
        for (const t of texts(u)) {
          expect(t).not.toMatch(/undefined|null|NaN|[{}[\]]| {2}| [,.;:!?]|\.\.|\(\s*\)| - /);
          expect(t.replaceAll(name, 'X')).not.toMatch(STOPLIST);
          expect(t).not.toMatch(new RegExp(`\\b(uz|sa|za|od|u|na|iz|bez|do|kod|dodajte|naručite)\\s+${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i'));
        }
        if (/\d/.test(u.urgentDescription)) expect(u.urgentDescription).toContain(market.currencySymbol);
      }
    }
    expect(seen.size).toBeGreaterThan(5);
  });

  it('takes Serbian feature lines from the page and leaves English ones out', () => {
    const u = composeUpsell(req({ features: ['Tri nastavka za masažu', 'Premium quality for your comfort', 'Lako se pere'] }));
    expect(u.features).toContain('Tri nastavka za masažu');
    expect(u.features.join(' ')).not.toMatch(/Premium|quality/);
  });

  it('is deterministic', async () => {
    const w = new OfflineCopywriter();
    expect(await w.writeUpsell(req({}))).toEqual(await w.writeUpsell(req({})));
  });
});
