import { describe, expect, it } from 'vitest';
import { anchorOriginalPrice, badgeAmount, charmPrice, defaultQuantityOffers, formatMoney, isSavingsBadge, largestDiscount, packSaving, priceAnchoringFor, savingsBadge } from './pricing.js';

describe('defaultQuantityOffers', () => {
  it('gives the spec defaults for 2 990 RSD, the saving stated exactly (2 × 2 990 − 4 990 = 990, not a rounded 1000)', () => {
    expect(defaultQuantityOffers(2990, 'RSD', 'RSD')).toEqual({
      single: { price: 2990, text: '1 komad', badge: '' },
      double: { price: 4990, text: '2 komada', badge: 'UŠTEDA 990 RSD' },
      triple: { price: 6990, text: '3 komada', badge: 'NAJBOLJA PONUDA' },
    });
  });
  it('keeps cents for euro and KM', () => {
    const o = defaultQuantityOffers(29.99, 'EUR', '€');
    expect(o.double.price).toBe(49.99);
    expect(o.triple.price).toBe(69.99);
    // 2 × 29,99 − 49,99 = 9,99: the exact saving, not rounded to 10.
    expect(o.double.badge).toBe('UŠTEDA 9,99 €');
  });
  it('always makes more pieces cheaper per piece', () => {
    for (const p of [490, 990, 1990, 2990, 4590, 12990]) {
      const o = defaultQuantityOffers(p, 'RSD', 'RSD');
      expect(o.double.price).toBeLessThan(o.single.price * 2);
      expect(o.triple.price / 3).toBeLessThan(o.double.price / 2);
    }
  });
});

describe('prices', () => {
  it('charm prices', () => {
    expect(charmPrice(4990.3, 'RSD')).toBe(4990);
    expect(charmPrice(4186, 'RSD')).toBe(4190);
    expect(charmPrice(41.98, 'EUR')).toBe(41.99);
  });
  it('anchors at the given original price only; none invented (spec 001 §9 says 1.4 × price)', () => {
    expect(anchorOriginalPrice(2990, 4990, 'RSD')).toBe(4990);
    expect(anchorOriginalPrice(2990, null, 'RSD')).toBe(2990);
    expect(anchorOriginalPrice(2990, 1000, 'RSD')).toBe(2990);
    const none = priceAnchoringFor(2990, null, 'RSD', 'RSD');
    expect(none).toEqual({ originalPrice: 2990, currentPrice: 2990, savings: 0, comparisonText: '' });
  });
  it('writes a Serbian comparison text', () => {
    const a = priceAnchoringFor(2990, 4990, 'RSD', 'RSD');
    expect(a).toMatchObject({ originalPrice: 4990, currentPrice: 2990, savings: 2000 });
    expect(a.comparisonText).toBe('Umesto 4.990 RSD danas samo 2.990 RSD — uštedite 40%');
    expect(formatMoney(49.9, 'EUR')).toBe('49,90');
  });
});

describe('savings badges', () => {
  it('state the exact saving, never a rounded one', () => {
    expect(badgeAmount(1690, 'RSD')).toBe(1690);
    expect(savingsBadge(1690, 'RSD')).toBe('UŠTEDA 1690 RSD');
    expect(savingsBadge(1000, 'RSD')).toBe('UŠTEDA 1000 RSD');
    expect(savingsBadge(12490, 'RSD')).toBe('UŠTEDA 12.490 RSD');
    expect(savingsBadge(9.99, '€')).toBe('UŠTEDA 9,99 €');
    expect(savingsBadge(10, 'KM')).toBe('UŠTEDA 10 KM');
    expect(badgeAmount(9.994, 'EUR')).toBe(9.99);
  });
  it('for default offers, equal two singles minus the pack', () => {
    for (const p of [490, 990, 1990, 2490, 2990, 3490, 4590, 12990]) {
      const o = defaultQuantityOffers(p, 'RSD', 'RSD');
      expect(o.double.badge).toBe(`UŠTEDA ${o.single.price * 2 - o.double.price} RSD`);
    }
    // 3 490 → 2 × 3 490 − 5 790 = 1 190 (it used to say 1 200).
    expect(defaultQuantityOffers(3490, 'RSD', 'RSD').double).toMatchObject({ price: 5790, badge: 'UŠTEDA 1190 RSD' });
  });
  it('pack savings, badge recognition and the largest discount', () => {
    expect(packSaving(2990, 2, 4290, 'RSD')).toBe(1690);
    expect(packSaving(2990, 2, 6000, 'RSD')).toBe(0);
    expect(packSaving(19.9, 3, 49.9, 'KM')).toBe(9.8);
    expect(isSavingsBadge('UŠTEDA 1700 RSD')).toBe(true);
    expect(isSavingsBadge('NAJBOLJA PONUDA')).toBe(false);
    expect(largestDiscount([0, 38, 12])).toBe(38);
    expect(largestDiscount([])).toBe(0);
  });
});
