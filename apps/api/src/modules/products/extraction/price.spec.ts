import { describe, expect, it } from 'vitest';
import { currencyOfHost, detectCurrency, normaliseCurrency, parseAmount, parsePrice } from './price.js';

describe('parsePrice (Balkan and English formats)', () => {
  it.each([
    ['2.990,00 RSD', 2990, 'RSD'],
    ['2.990 din.', 2990, 'RSD'],
    ['2.990,- din', 2990, 'RSD'],
    ['1 299,99 KM', 1299.99, 'BAM'],
    ['1\u00a0299,99\u00a0KM', 1299.99, 'BAM'],
    ['€19,99', 19.99, 'EUR'],
    ['19.99 EUR', 19.99, 'EUR'],
    ['4,990.00', 4990, undefined],
    ['3.499', 3499, undefined],
    ['Cena: 2990 RSD', 2990, 'RSD'],
    ['2.990,00 рсд', 2990, 'RSD'],
    ['1.290 дин.', 1290, 'RSD'],
    ['$1,299.50', 1299.5, 'USD'],
    ['149,00 kn', 149, 'HRK'],
    ['1.234.567,89 RSD', 1234567.89, 'RSD'],
    ['0,99 €', 0.99, 'EUR'],
    ['12990.00', 12990, undefined],
    ['Od 1.990 do 2.990 din', 1990, 'RSD'],
    ['990 MKD', 990, 'MKD'],
  ])('%j → %s %s', (text, amount, currency) => {
    expect(parsePrice(text)).toEqual({ amount, currency });
  });

  it('takes numbers as they are and ignores what is not a price', () => {
    expect(parsePrice(2990)).toEqual({ amount: 2990 });
    expect(parsePrice(Number.NaN)).toEqual({});
    expect(parsePrice(null)).toEqual({});
    expect(parsePrice('Na upit')).toEqual({ amount: undefined, currency: undefined });
  });

  it('reads a single separator before exactly three digits as thousands', () => {
    expect(parseAmount('3.499')).toBe(3499);
    expect(parseAmount('3,499')).toBe(3499);
    expect(parseAmount('3.49')).toBe(3.49);
    expect(parseAmount('12,5')).toBe(12.5);
  });
});

describe('currencies', () => {
  it('normalises codes, symbols and words', () => {
    expect(normaliseCurrency('RSD')).toBe('RSD');
    expect(normaliseCurrency('DIN')).toBe('RSD');
    expect(normaliseCurrency('din')).toBe('RSD');
    expect(normaliseCurrency('KM')).toBe('BAM');
    expect(normaliseCurrency('€')).toBe('EUR');
    expect(normaliseCurrency('$')).toBe('USD');
    expect(normaliseCurrency('kn')).toBe('HRK');
    expect(normaliseCurrency('xyz')).toBeUndefined();
    expect(normaliseCurrency(undefined)).toBeUndefined();
  });

  it('finds a currency word only as a word', () => {
    expect(detectCurrency('Cena 2.990 dinara')).toBe('RSD');
    expect(detectCurrency('dinamičan dizajn 2990')).toBeUndefined();
    expect(detectCurrency('kmetija 25')).toBeUndefined();
  });

  it('knows the currency of Balkan country domains', () => {
    expect(currencyOfHost('https://shop.rs/p/1')).toBe('RSD');
    expect(currencyOfHost('https://prodavnica.ba/')).toBe('BAM');
    expect(currencyOfHost('https://butik.me/')).toBe('EUR');
    expect(currencyOfHost('https://shop.com/')).toBeUndefined();
  });
});
