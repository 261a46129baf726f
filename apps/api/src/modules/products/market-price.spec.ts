import { PRODUCT_READ_MESSAGES } from '@cod/contracts';
import { describe, expect, it } from 'vitest';
import { marketPrice } from './market-price.js';

const SERBIA = { currency: 'RSD' };
const BOSNIA = { currency: 'KM' };
const MONTENEGRO = { currency: 'EUR' };

describe('marketPrice', () => {
  it('keeps a price in the market\'s own currency as it is', () => {
    expect(marketPrice({ price: 2990, originalPrice: 3990, currency: 'RSD' }, 'https://shop.com/p', SERBIA)).toEqual({ price: 2990, originalPrice: 3990, sourceCurrency: 'RSD' });
    expect(marketPrice({ price: 29.9, currency: 'EUR' }, 'https://shop.com/p', MONTENEGRO)).toEqual({ price: 29.9, originalPrice: null, sourceCurrency: 'EUR' });
  });

  it('converts EUR to dinars and marks on price points', () => {
    // 24.90 € × 117.2 = 2 918 → 2 890; 34.90 € × 117.2 = 4 090 → 4 090
    expect(marketPrice({ price: 24.9, originalPrice: 34.9, currency: 'EUR' }, 'https://shop.com/p', SERBIA)).toEqual({ price: 2890, originalPrice: 4090, sourceCurrency: 'EUR' });
    // 24.90 € × 1.95583 = 48.70 KM → 48.90
    expect(marketPrice({ price: 24.9, currency: 'EUR' }, 'https://shop.com/p', BOSNIA)).toEqual({ price: 48.9, originalPrice: null, sourceCurrency: 'EUR' });
  });

  it('drops an original price the price point brought down to the price', () => {
    expect(marketPrice({ price: 24.9, originalPrice: 25, currency: 'EUR' }, 'https://shop.com/p', SERBIA).originalPrice).toBeNull();
  });

  it('no price: nulls, no warning of its own', () => {
    expect(marketPrice({ currency: 'RSD' }, 'https://shop.rs/p', SERBIA)).toEqual({ price: null, originalPrice: null, sourceCurrency: null });
  });

  it('a currency the rates do not know: null with a warning, never a guess', () => {
    expect(marketPrice({ price: 19.99, currency: 'USD' }, 'https://shop.com/p', SERBIA)).toEqual({
      price: null,
      originalPrice: null,
      sourceCurrency: 'USD',
      warning: PRODUCT_READ_MESSAGES.unknownCurrency('USD', 'RSD'),
    });
  });

  it('no currency on the page: the market\'s only on a domain of the market\'s country', () => {
    expect(marketPrice({ price: 3490, currency: 'RSD', currencyFromHost: true }, 'https://shop.rs/p', SERBIA)).toEqual({ price: 3490, originalPrice: null, sourceCurrency: 'RSD' });
    expect(marketPrice({ price: 59.9, currency: 'BAM', currencyFromHost: true }, 'https://shop.ba/p', BOSNIA)).toEqual({ price: 59.9, originalPrice: null, sourceCurrency: 'BAM' });
    expect(marketPrice({ price: 19.9 }, 'https://shop.me/p', MONTENEGRO)).toEqual({ price: 19.9, originalPrice: null, sourceCurrency: 'EUR' });
    // A Montenegrin page for a Serbian site, a .com page: no guess.
    expect(marketPrice({ price: 19.9, currency: 'EUR', currencyFromHost: true }, 'https://shop.me/p', SERBIA)).toEqual({ price: null, originalPrice: null, sourceCurrency: null, warning: PRODUCT_READ_MESSAGES.noCurrency });
    expect(marketPrice({ price: 1990 }, 'https://shop.com/p', SERBIA)).toEqual({ price: null, originalPrice: null, sourceCurrency: null, warning: PRODUCT_READ_MESSAGES.noCurrency });
  });
});
