import { describe, expect, it } from 'vitest';
import { styleSheetFor } from './public-pages.js';

describe('styleSheetFor', () => {
  it('gives sales pages and the 404 screen the product sheet, thank-you pages and the storefront their own', () => {
    expect(styleSheetFor('product')).toBe('product');
    expect(styleSheetFor('not-found')).toBe('product');
    for (const kind of ['thank-you-upsell', 'thank-you-legacy', 'thank-you-simple', 'thank-you-generic', 'upsell-accepted']) {
      expect(styleSheetFor(kind)).toBe('thank-you');
    }
    expect(styleSheetFor('storefront')).toBe('storefront');
  });
});
