import { describe, expect, it } from 'vitest';
import { MAX_SKU_LENGTH, MAX_UPSELL_TITLE_LENGTH } from './limits.js';
import { VALIDATION } from './messages.js';
import { validate } from './validation.js';
import { createWebsiteSchema, upsellLinkProblems, usableSku, WEBSITE_MESSAGES } from './website-create.js';

const body = (over: Record<string, unknown> = {}) => ({
  customUrl: 'masazer',
  productLink: 'https://shop.rs/p/masazer',
  productName: 'Masažer',
  images: ['https://shop.rs/a.jpg'],
  currentPrice: 2990,
  ...over,
});
const upsell = (over: Record<string, unknown>) => body({ upsellProductLinks: [{ url: 'https://shop.rs/p/jastuk', ...over }] });

describe('createWebsiteSchema: every text within its column', () => {
  it('the sku (websites.sku varchar(64))', () => {
    expect(validate(createWebsiteSchema, body({ sku: 'S'.repeat(MAX_SKU_LENGTH) })).ok).toBe(true);
    expect(validate(createWebsiteSchema, body({ sku: 'S'.repeat(MAX_SKU_LENGTH + 1) })).errors.sku).toBe(WEBSITE_MESSAGES.skuTooLong);
  });
  it("an upsell's sku (upsell_products.sku varchar(64)) and title (varchar(300))", () => {
    expect(validate(createWebsiteSchema, upsell({ sku: 'S'.repeat(MAX_SKU_LENGTH), title: 'T'.repeat(MAX_UPSELL_TITLE_LENGTH) })).ok).toBe(true);
    expect(validate(createWebsiteSchema, upsell({ sku: 'S'.repeat(MAX_SKU_LENGTH + 1) })).errors.upsellProductLinks).toBe(WEBSITE_MESSAGES.skuTooLong);
    expect(validate(createWebsiteSchema, upsell({ title: 'T'.repeat(MAX_UPSELL_TITLE_LENGTH + 1) })).errors.upsellProductLinks).toBe(WEBSITE_MESSAGES.upsellTitleTooLong);
  });
  it("an upsell's other fields", () => {
    expect(validate(createWebsiteSchema, upsell({ url: 'nije url' })).errors.upsellProductLinks).toBe(WEBSITE_MESSAGES.validUrl);
    expect(validate(createWebsiteSchema, upsell({ price: -1 })).errors.upsellProductLinks).toBe(WEBSITE_MESSAGES.priceInvalid);
    expect(validate(createWebsiteSchema, upsell({ image: 'ftp://x/y.png' })).errors.upsellProductLinks).toBe(WEBSITE_MESSAGES.imageUrlInvalid);
    expect(validate(createWebsiteSchema, upsell({ title: 7 })).errors.upsellProductLinks).toBe(WEBSITE_MESSAGES.textTooLong);
    expect(validate(createWebsiteSchema, upsell({ sku: 'a\tb' })).errors.upsellProductLinks).toBe(VALIDATION.controlChars);
    expect(validate(createWebsiteSchema, upsell({ title: '', sku: '', image: '', price: null })).ok).toBe(true);
  });
});

describe('upsellLinkProblems (the schema and the builder add form)', () => {
  it('names each field that fails', () => {
    expect(upsellLinkProblems({ url: 'x', sku: 'S'.repeat(MAX_SKU_LENGTH + 1), title: 'ok' })).toEqual({ url: WEBSITE_MESSAGES.validUrl, sku: WEBSITE_MESSAGES.skuTooLong });
    expect(upsellLinkProblems({ url: 'https://shop.rs/p/1' })).toEqual({});
  });
});

describe('usableSku (a SKU read from a page)', () => {
  it('keeps a trimmed one-line SKU within the column, else none', () => {
    expect(usableSku('  AB-1 ')).toBe('AB-1');
    expect(usableSku('S'.repeat(MAX_SKU_LENGTH + 1))).toBeNull();
    expect(usableSku('a\nb')).toBeNull();
    expect(usableSku('  ')).toBeNull();
    expect(usableSku(undefined)).toBeNull();
  });
});
