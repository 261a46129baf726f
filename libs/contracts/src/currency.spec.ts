import { describe, expect, it } from 'vitest';
import { convertAmount, convertPrice, currencyCode, UNITS_PER_EURO, pricePoint } from './currency.js';

describe('currencies', () => {
  it('knows the three currencies however sites write them', () => {
    expect(currencyCode('KM')).toBe('BAM');
    expect(currencyCode('bam')).toBe('BAM');
    expect(currencyCode('€')).toBe('EUR');
    expect(currencyCode(' din. ')).toBe('RSD');
    expect(currencyCode('RSD')).toBe('RSD');
    expect(currencyCode('USD')).toBeNull();
    expect(currencyCode(undefined)).toBeNull();
  });
  it('converts at the fixed rates', () => {
    expect(UNITS_PER_EURO).toEqual({ EUR: 1, RSD: 117.2, BAM: 1.95583 });
    expect(convertAmount(117.2, 'RSD', 'EUR')).toBeCloseTo(1, 10);
    expect(convertAmount(1, 'EUR', 'KM')).toBeCloseTo(1.95583, 10);
    expect(convertAmount(1.95583, 'BAM', 'RSD')).toBeCloseTo(117.2, 10);
    expect(convertAmount(100, 'RSD', 'RSD')).toBe(100);
    expect(convertAmount(100, 'USD', 'RSD')).toBeNull();
  });
});

describe('price points', () => {
  it('dinars end in 90: hundreds below 5 000, then steps of 500', () => {
    expect(pricePoint(1000, 'RSD')).toBe(990);
    expect(pricePoint(1480, 'RSD')).toBe(1490);
    expect(pricePoint(1530, 'RSD')).toBe(1490);
    expect(pricePoint(2490.5, 'RSD')).toBe(2490);
    expect(pricePoint(40, 'RSD')).toBe(90);
    expect(pricePoint(5800, 'RSD')).toBe(5990);
    expect(pricePoint(6100, 'RSD')).toBe(5990);
  });
  it('euro and marks end in ,90', () => {
    expect(pricePoint(9.95, 'EUR')).toBe(9.9);
    expect(pricePoint(10.2, '€')).toBe(9.9);
    expect(pricePoint(20.35, 'KM')).toBe(19.9);
    expect(pricePoint(21.25, 'EUR')).toBe(20.9);
    expect(pricePoint(0.3, 'EUR')).toBe(0.9);
  });
});

describe('convertPrice (an upsell read in another currency)', () => {
  it('turns 2 490 RSD into 20,90 € and 41,90 KM, not 2 490 € / 2 490 KM', () => {
    expect(convertPrice(2490, 'RSD', 'EUR')).toBe(20.9);
    expect(convertPrice(2490, 'RSD', 'KM')).toBe(41.9);
    expect(convertPrice(1990, 'RSD', 'EUR')).toBe(16.9);
  });
  it('turns euro and marks into dinar price points', () => {
    expect(convertPrice(9.9, 'EUR', 'RSD')).toBe(1190);
    expect(convertPrice(19.9, 'KM', 'RSD')).toBe(1190);
    expect(convertPrice(24.9, 'EUR', 'KM')).toBe(48.9);
    expect(convertPrice(10, 'KM', 'EUR')).toBe(4.9);
  });
  it('keeps a price in its own currency (rounded to money) and refuses unknown ones', () => {
    expect(convertPrice(2490, 'RSD', 'RSD')).toBe(2490);
    expect(convertPrice(19.999, 'KM', 'BAM')).toBe(20);
    expect(convertPrice(29.99, 'USD', 'RSD')).toBeNull();
    expect(convertPrice(0, 'RSD', 'EUR')).toBeNull();
  });
});
