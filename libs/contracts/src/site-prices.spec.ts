import { describe, expect, it } from 'vitest';
import { websiteFixture } from './testing/index.js';
import { addMinor, fromMinor, timesMinor, toMinor } from './money.js';
import { defaultQuantityOffers, packSaving, priceAnchoringFor, roundMoney } from './pricing.js';
import { offerPrices, offerTotal, pricesOfForm, storedPricesOf, type StoredPrices } from './site-prices.js';
import { normalizeWebsiteSave } from './website-save.js';

const three = (a: number, b: number, c: number, currency = 'RSD', symbol = currency) =>
  storedPricesOf({ currentPrice: a, quantityOffers: { single: { price: a, text: '1 komad', badge: '' }, double: { price: b, text: '2 komada', badge: '' }, triple: { price: c, text: '3 komada', badge: '' } } }, currency, symbol);

describe('money in minor units', () => {
  it('49,99 × 3 is 149,97 exactly; 0,1 + 0,2 is 0,3', () => {
    expect(fromMinor(timesMinor(toMinor(49.99), 3))).toBe(149.97);
    expect(1.1 * 3).not.toBe(3.3);
    expect(fromMinor(timesMinor(toMinor(1.1), 3))).toBe(3.3);
    expect(fromMinor(addMinor(toMinor(49.99), toMinor(49.99), toMinor(49.99)))).toBe(149.97);
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(fromMinor(addMinor(toMinor(0.1), toMinor(0.2)))).toBe(0.3);
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(2990)).toBe(299000);
    expect(Number.isInteger(toMinor(19.99))).toBe(true);
  });

  it('dinars stay whole: RSD prices are multiples of 100 minor units, and rounding rounds to the dinar', () => {
    expect(toMinor(4990)).toBe(499000);
    expect(roundMoney(2990.4, 'RSD')).toBe(2990);
    expect(roundMoney(24.994, 'EUR')).toBe(24.99);
    expect(roundMoney(1.005, 'EUR')).toBe(1.01);
  });

  it('a pack’s saving is integer arithmetic: 3 × 49,99 − 139,99 is 9,98', () => {
    expect(packSaving(49.99, 3, 139.99, 'EUR')).toBe(9.98);
    expect(packSaving(0.1, 3, 0.2, 'EUR')).toBe(0.1);
    expect(packSaving(2990, 2, 4990, 'RSD')).toBe(990);
  });
});

describe('offerPrices: every price field from the stored offers', () => {
  it('derives currentPrice, originalPrice, priceAnchoring (exact savings) and quantityOffers', () => {
    const stored: StoredPrices = { ...three(49.99, 94.99, 134.99, 'EUR', '€'), originalPrice: toMinor(79.99), comparisonText: 'Akcija' };
    const p = offerPrices(stored, 'EUR', '€');
    expect(p.currentPrice).toBe(49.99);
    expect(p.originalPrice).toBe(79.99);
    // 79.99 − 49.99 in floating point is 30.000000000000004.
    expect(p.priceAnchoring).toEqual({ originalPrice: 79.99, currentPrice: 49.99, savings: 30, comparisonText: 'Akcija' });
    expect(p.quantityOffers.triple).toEqual({ price: 134.99, text: '3 komada', badge: '' });
    expect(p.quantityData).toBeUndefined();
    expect(fromMinor(offerTotal(stored, 3, 'EUR'))).toBe(134.99);
  });

  it('no old price above the price: none, and savings 0', () => {
    const p = offerPrices({ ...three(2990, 4990, 6990), originalPrice: toMinor(2990) }, 'RSD', 'RSD');
    expect(p.originalPrice).toBeNull();
    expect(p.priceAnchoring).toMatchObject({ originalPrice: 2990, currentPrice: 2990, savings: 0 });
  });

  it('is what priceAnchoringFor and the default offers say for a generated site', () => {
    const site = websiteFixture();
    const p = offerPrices(storedPricesOf(site, 'RSD', 'RSD'), 'RSD', 'RSD');
    expect(p.priceAnchoring).toEqual(site.priceAnchoring);
    expect(p.quantityOffers).toEqual(site.quantityOffers);
    expect(priceAnchoringFor(0.2, 0.3, 'EUR', '€').savings).toBe(0.1);
  });

  it('round-trips the editor’s options: quantityData as saved, extras beyond three kept, prices typed with a fraction of a dinar kept in it', () => {
    const options = [
      { qty: 1, price: 1990.4, originalPrice: 2990, discount: 33, label: '1 komad', popular: false, bestValue: false },
      { qty: 2, price: 3190, originalPrice: 5980, discount: 47, label: ' 2 komada ', popular: true, bestValue: false, note: 'Najčešće' },
      { qty: 3, price: 4490, originalPrice: 8970, discount: 50, label: '', popular: false, bestValue: true },
      { qty: 4, price: 5490, originalPrice: 11960, discount: 54, label: '4 komada', popular: false, bestValue: false },
    ];
    const changes = normalizeWebsiteSave(websiteFixture(), { editableContent: { quantityData: JSON.stringify(options) } });
    const p = offerPrices(changes.offers!, 'RSD', 'RSD');
    expect(JSON.parse(p.quantityData!)).toEqual(options);
    expect(p.quantityOffers).toEqual({
      single: { price: 1990, text: '1 komad', badge: '' },
      double: { price: 3190, text: '2 komada', badge: 'POPULARNO' },
      triple: { price: 4490, text: '3 komada', badge: 'NAJBOLJA VREDNOST' },
    });
    expect(p).toMatchObject({ currentPrice: 1990, originalPrice: 2990, priceAnchoring: { savings: 1000 } });
    // Stored as it is answered, and answered as it is stored.
    expect(storedPricesOf({ ...p, editableContent: { quantityData: p.quantityData } }, 'RSD', 'RSD')).toEqual(changes.offers);
    expect(changes.editableContent).not.toHaveProperty('quantityData');
  });

  it('the editor’s form gives the same figures as the save will (pricesOfForm)', () => {
    const p = pricesOfForm({ current: 2990, original: 4990, comparisonText: '' }, 'RSD', 'RSD');
    expect(p.quantityOffers).toEqual(defaultQuantityOffers(2990, 'RSD', 'RSD'));
    expect(p.priceAnchoring).toEqual({ originalPrice: 4990, currentPrice: 2990, savings: 2000, comparisonText: '' });
  });

  it('an order of 1, 2, 3 pieces costs the single, double, triple offer, in whole dinars', () => {
    const stored = three(2990, 4990, 6990);
    expect([1, 2, 3].map((q) => fromMinor(offerTotal(stored, q as 1 | 2 | 3, 'RSD')))).toEqual([2990, 4990, 6990]);
    expect(stored.offers.map((o) => o.price)).toEqual([299000, 499000, 699000]);
  });
});
