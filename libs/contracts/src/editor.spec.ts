import { describe, expect, it } from 'vitest';
import {
  EDITOR_FALLBACK_OPTIONS,
  enabledTestimonialsOf,
  newQuantityOption,
  newTestimonial,
  parseQuantityData,
  quantityBadge,
  quantityOptionsOf,
  quantityOptionsProblem,
  testimonialCategory,
  toDiscount,
  toPrice,
  toQty,
  toRating,
} from './editor.js';
import { quantityOptionsToOffers } from './site-prices.js';

describe('quantity options ↔ quantityOffers (spec 001 §3)', () => {
  it('maps first → single, second → double, third → triple, extras not mapped, with the badges', () => {
    const options = [
      { ...newQuantityOption(0), price: 1990 },
      { ...newQuantityOption(1), price: 3190, popular: true },
      { ...newQuantityOption(2), price: 4490, popular: true, bestValue: true },
      { ...newQuantityOption(3), price: 5490 },
    ];
    const offers = quantityOptionsToOffers(options, 'RSD', 'RSD');
    expect(offers.single).toEqual({ price: 1990, text: '1 komad', badge: '' });
    expect(offers.double).toEqual({ price: 3190, text: '2 komada', badge: 'POPULARNO' });
    // bestValue wins over popular
    expect(offers.triple).toEqual({ price: 4490, text: '3 komada', badge: 'NAJBOLJA VREDNOST' });
    expect(Object.keys(offers)).toEqual(['single', 'double', 'triple']);
  });

  it('fills missing offers from the defaults of the first price', () => {
    const offers = quantityOptionsToOffers([{ ...newQuantityOption(0), price: 2990, label: '1 komad' }], 'RSD', 'RSD');
    expect(offers.single.price).toBe(2990);
    expect(offers.double).toEqual({ price: 4990, text: '2 komada', badge: 'UŠTEDA 990 RSD' });
    expect(offers.triple).toEqual({ price: 6990, text: '3 komada', badge: 'NAJBOLJA PONUDA' });
  });

  it('keeps cents for euro and KM', () => {
    expect(quantityOptionsToOffers([{ ...newQuantityOption(0), price: 24.994 }], 'EUR', '€').single.price).toBe(24.99);
  });

  it('reads quantityData back, coercing bad inputs as the editor does (spec 001 §5)', () => {
    const parsed = parseQuantityData(JSON.stringify([{ qty: 'x', price: 'abc', originalPrice: -5, discount: 2.5, label: 7, popular: 'yes', note: 'n' }]));
    expect(parsed).toEqual([{ qty: 1, price: 0, originalPrice: 0, discount: 0, label: '', popular: false, bestValue: false, note: 'n' }]);
    expect(parseQuantityData('not json')).toBeNull();
    expect(parseQuantityData('[]')).toBeNull();
    expect(parseQuantityData(undefined)).toBeNull();
  });

  it('gives the editor its saved options, else options from the offers, else the editor fallback', () => {
    const saved = [{ ...newQuantityOption(0), price: 1234 }];
    expect(quantityOptionsOf({ editableContent: { quantityData: JSON.stringify(saved) } })).toEqual(saved);
    const offers = { single: { price: 2990, text: '1 komad', badge: '' }, double: { price: 4990, text: '2 komada', badge: 'UŠTEDA 1000 RSD' }, triple: { price: 6990, text: '3 komada', badge: 'NAJBOLJA PONUDA' } };
    const fromOffers = quantityOptionsOf({ quantityOffers: offers, currentPrice: 2990, originalPrice: 4990, currency: 'RSD' });
    expect(fromOffers.map((o) => [o.qty, o.price, o.bestValue])).toEqual([[1, 2990, false], [2, 4990, false], [3, 6990, true]]);
    // The old prices the page shows beside the offers: the site's old unit price times the pieces.
    expect(fromOffers.map((o) => [o.originalPrice, o.discount])).toEqual([[4990, 40], [9980, 50], [14970, 53]]);
    // Without an old price: none invented (the price itself, no discount).
    expect(quantityOptionsOf({ quantityOffers: offers, currentPrice: 2990, currency: 'RSD' })[0].originalPrice).toBe(2990);
    expect(quantityOptionsOf({})).toEqual(EDITOR_FALLBACK_OPTIONS);
    expect(EDITOR_FALLBACK_OPTIONS.map((o) => [o.price, o.originalPrice, o.discount, o.popular])).toEqual([[1990, 2990, 33, false], [3190, 5980, 47, false], [4490, 8970, 50, true]]);
  });

  it('new option defaults: qty count+1, 2990 (old 4990), 40 %, "{n} komada"', () => {
    expect(newQuantityOption(3)).toEqual({ qty: 4, price: 2990, originalPrice: 4990, discount: 40, label: '4 komada', popular: false, bestValue: false });
  });

  it('the server refuses options that are not 1, 2, 3 pieces in order, free or negative prices', () => {
    const ok = EDITOR_FALLBACK_OPTIONS.map((o) => ({ ...o }));
    expect(quantityOptionsProblem(ok)).toBeUndefined();
    expect(quantityOptionsProblem([...ok, newQuantityOption(3)])).toBeUndefined();
    expect(quantityOptionsProblem([])).toMatch(/najmanje jedna/);
    expect(quantityOptionsProblem([{ ...ok[0], qty: 2 }])).toMatch(/1, 2 i 3/);
    expect(quantityOptionsProblem([{ ...ok[0], price: 0 }])).toMatch(/pozitivan/);
    expect(quantityOptionsProblem([{ ...ok[0], discount: 120 }])).toMatch(/Popust/);
    expect(quantityBadge({ popular: true, bestValue: false })).toBe('POPULARNO');
  });

  it('input coercion: qty 1, prices 0, discount 0, rating 5 when invalid', () => {
    expect([toQty('0'), toQty('2'), toQty('1.5')]).toEqual([1, 2, 1]);
    expect([toPrice('-1'), toPrice('12.5'), toPrice('')]).toEqual([0, 12.5, 0]);
    expect([toDiscount('33'), toDiscount('x')]).toEqual([33, 0]);
    expect([toRating('0'), toRating('6'), toRating('3'), toRating('')]).toEqual([5, 5, 3, 5]);
  });
});

describe('testimonials', () => {
  it('new testimonial: placeholders, rating 5, verified', () => {
    expect(newTestimonial()).toMatchObject({ rating: 5, verified: false });
    expect(newTestimonial().name && newTestimonial().location && newTestimonial().text).toBeTruthy();
  });
  it('three review flags, visible unless switched off', () => {
    expect(enabledTestimonialsOf(undefined)).toEqual([true, true, true]);
    expect(enabledTestimonialsOf([false, 'x'])).toEqual([false, true, true]);
  });
  it('the category is guessed from title and bullets', () => {
    expect(testimonialCategory('Masažer za vrat', [])).toBe('zdravlje');
    expect(testimonialCategory('Bežične slušalice', ['Bluetooth 5.3'])).toBe('tehnologija');
    expect(testimonialCategory('Serum za lice', [])).toBe('beauty');
    expect(testimonialCategory('Baštenska stolica', [])).toBe('ostalo');
  });
});
