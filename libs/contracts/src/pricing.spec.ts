import { describe, expect, it } from 'vitest';
import { anchorOriginalPrice, charmPrice, defaultQuantityOffers, formatMoney, priceAnchoringFor } from './pricing.js';

describe('defaultQuantityOffers', () => {
  it('gives the spec defaults for 2 990 RSD', () => {
    expect(defaultQuantityOffers(2990, 'RSD', 'RSD')).toEqual({
      single: { price: 2990, text: '1 komad', badge: '' },
      double: { price: 4990, text: '2 komada', badge: 'UŠTEDA 1000 RSD' },
      triple: { price: 6990, text: '3 komada', badge: 'NAJBOLJA PONUDA' },
    });
  });
  it('keeps cents for euro and KM', () => {
    const o = defaultQuantityOffers(29.99, 'EUR', '€');
    expect(o.double.price).toBe(49.99);
    expect(o.triple.price).toBe(69.99);
    expect(o.double.badge).toBe('UŠTEDA 10 €');
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
  it('anchors at the given original price or 1.4 × price', () => {
    expect(anchorOriginalPrice(2990, 4990, 'RSD')).toBe(4990);
    expect(anchorOriginalPrice(2990, null, 'RSD')).toBe(4190);
    expect(anchorOriginalPrice(2990, 1000, 'RSD')).toBe(4190);
  });
  it('writes a Serbian comparison text', () => {
    const a = priceAnchoringFor(2990, 4990, 'RSD', 'RSD');
    expect(a).toMatchObject({ originalPrice: 4990, currentPrice: 2990, savings: 2000 });
    expect(a.comparisonText).toBe('Umesto 4.990 RSD danas samo 2.990 RSD — uštedite 40%');
    expect(formatMoney(49.9, 'EUR')).toBe('49,90');
  });
});
