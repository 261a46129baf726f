import { charmPrice, roundMoney } from '@cod/contracts';
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

const STOPLIST = /\b(the|and|with|for|your|our|best|quality|product|free|shipping|buy|now|new|premium|wireless|charger|stand)\b/i;

function texts(u: UpsellCopy): string[] {
  return [u.title, u.urgentDescription, ...u.features];
}

describe('writeUpsell (offline)', () => {
  it('uses the given price; an old price and a saving only when a real old price is above it', async () => {
    const writer = new OfflineCopywriter();
    const plain = await writer.writeUpsell(req({ price: 1490 }));
    expect({ d: plain.discountPrice, o: plain.originalPrice, s: plain.savings }).toEqual({ d: 1490, o: 1490, s: 0 });
    expect(plain.urgentDescription).not.toMatch(/umesto|uštedite/iu);
    const old = await writer.writeUpsell(req({ price: 1490, originalPrice: 2090 }));
    expect({ d: old.discountPrice, o: old.originalPrice, s: old.savings }).toEqual({ d: 1490, o: 2090, s: 600 });
    // An 'old' price at or below the price is no old price.
    const lower = await writer.writeUpsell(req({ price: 1490, originalPrice: 1290 }));
    expect({ o: lower.originalPrice, s: lower.savings }).toEqual({ o: 1490, s: 0 });
  });

  it('claims no stock, no deadline and no shipping term', () => {
    for (const name of ['Torbica za punjač', 'Krema za ruke', 'Držač za telefon', 'Set krpa', 'Baterije AA', 'Rezervne glave za masažer']) {
      for (const originalPrice of [undefined, 3990]) {
        const u = composeUpsell(req({ name, originalPrice }));
        expect(u.urgentDescription).not.toMatch(/na stanju|nekoliko komada|zalih|poslednja prilika|uskoro se pakuje|bez dodatne dostave|besplatn/iu);
        for (const f of u.features) expect(f).not.toMatch(/bez dodatne dostave|proverava|besplatn/iu);
      }
    }
  });

  it('sizes a charm price at 35–50 % of the main price when none is given', () => {
    for (const name of ['Torbica za punjač', 'Krema za ruke', 'Držač za telefon', 'Set krpa', 'Baterije AA']) {
      const u = composeUpsell(req({ name }));
      expect(u.discountPrice).toBeGreaterThanOrEqual(charmPrice(2990 * 0.35, 'RSD'));
      expect(u.discountPrice).toBeLessThanOrEqual(charmPrice(2990 * 0.5, 'RSD'));
      expect(u.discountPrice % 100).toBe(90);
      expect(u.originalPrice).toBe(u.discountPrice);
      expect(u.savings).toBe(0);
    }
  });

  it('keeps cents for euro and KM', () => {
    const eur = composeUpsell(req({ market: MONTENEGRO, mainPrice: 39.99 }));
    expect(eur.discountPrice).toBeGreaterThanOrEqual(13);
    expect(eur.discountPrice).toBeLessThanOrEqual(20);
    expect(Math.round(eur.discountPrice * 100) % 100).toBe(99);
    expect(eur.savings).toBe(roundMoney(eur.originalPrice - eur.discountPrice, 'EUR'));
    expect(eur.urgentDescription).toMatch(/€|uštedite|isti paket/i);
    const km = composeUpsell(req({ market: BOSNIA, price: 19.9, originalPrice: 29.95 }));
    expect(km).toMatchObject({ discountPrice: 19.9, originalPrice: 29.95, savings: 10.05 });
  });

  it('exposes the price rule on its own', () => {
    expect(upsellPrices({ price: 990, mainPrice: 2990, market: SERBIA }, 0.4)).toEqual({ discountPrice: 990, originalPrice: 990, savings: 0 });
    expect(upsellPrices({ price: 990, originalPrice: 1490, mainPrice: 2990, market: SERBIA }, 0.4)).toEqual({ discountPrice: 990, originalPrice: 1490, savings: 500 });
    expect(upsellPrices({ mainPrice: 2990, market: SERBIA }, 0.4)).toEqual({ discountPrice: 1190, originalPrice: 1190, savings: 0 });
  });

  it('writes an urgent Serbian description about the same parcel, 3–5 features and the title', () => {
    const names = ['Rezervne glave za masažer', 'Punjač za auto', 'Wireless Charger with Stand', 'iPhone 15 maska', 'Krema "Aloe Vera" 50ml'];
    const seen = new Set<string>();
    for (const name of names) {
      for (const market of [SERBIA, BOSNIA, MONTENEGRO]) {
        const u = composeUpsell(req({ name, market, mainPrice: market === SERBIA ? 2990 : 29.99 }));
        seen.add(u.urgentDescription);
        // A name from an English source page is shown in Serbian (or neutrally), never in English.
        expect(u.title).toBe(name === 'Wireless Charger with Stand' ? 'Bežični punjač' : name);
        expect(u.urgentDescription).toMatch(/ist[aeiou]{1,2} (pošiljk|paket)/i);
        expect(u.urgentDescription.split(/(?<=[.!?])\s+/).length).toBeLessThanOrEqual(3);
        expect(u.features.length).toBeGreaterThanOrEqual(3);
        expect(u.features.length).toBeLessThanOrEqual(5);
        expect(new Set(u.features).size).toBe(u.features.length);
        for (const t of texts(u)) {
          expect(t).not.toMatch(/undefined|null|NaN|[{}[\]]| {2}| [,.;:!?]|\.\.|\(\s*\)| - /);
          expect(t).not.toMatch(STOPLIST);
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
