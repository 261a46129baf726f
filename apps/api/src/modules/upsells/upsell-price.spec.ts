import { describe, expect, it } from 'vitest';
import { upsellSourcePrice } from './upsell-price.js';

describe('upsellSourcePrice', () => {
  it("converts the source page's price into the site's currency at a price point", () => {
    expect(upsellSourcePrice(undefined, { price: 2490, currency: 'RSD' }, 'EUR')).toBe(20.9);
    expect(upsellSourcePrice(undefined, { price: 2490, currency: 'RSD' }, 'KM')).toBe(41.9);
    expect(upsellSourcePrice(undefined, { price: 24.9, currency: 'EUR' }, 'RSD')).toBe(2890);
    expect(upsellSourcePrice(undefined, { price: 19.9, currency: 'BAM' }, 'EUR')).toBe(9.9);
  });
  it('keeps a price already in the site currency', () => {
    expect(upsellSourcePrice(undefined, { price: 1990, currency: 'RSD' }, 'RSD')).toBe(1990);
    expect(upsellSourcePrice(undefined, { price: 24.9, currency: 'EUR' }, 'EUR')).toBe(24.9);
    expect(upsellSourcePrice(undefined, { price: 39.9, currency: 'BAM' }, 'KM')).toBe(39.9);
  });
  it("takes the seller's own price as given, and a page without a currency as the site's", () => {
    expect(upsellSourcePrice(990, { price: 24.9, currency: 'EUR' }, 'RSD')).toBe(990);
    expect(upsellSourcePrice(undefined, { price: 1990 }, 'RSD')).toBe(1990);
  });
  it('gives no price for a currency the markets do not use, or no price at all', () => {
    expect(upsellSourcePrice(undefined, { price: 29.99, currency: 'USD' }, 'RSD')).toBeUndefined();
    expect(upsellSourcePrice(undefined, {}, 'RSD')).toBeUndefined();
    expect(upsellSourcePrice(undefined, null, 'EUR')).toBeUndefined();
  });
});
