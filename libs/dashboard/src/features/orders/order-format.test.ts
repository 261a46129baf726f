import type { OrderSource } from '@cod/contracts';
import { describe, expect, it } from 'vitest';
import { orderSourceText } from './order-format.js';

describe('orderSourceText: where an order came from, as one line', () => {
  it('joins the tags present in the order source · medium · campaign · content · term', () => {
    expect(orderSourceText({ source: 'facebook', medium: 'cpc', campaign: 'jesen-1' })).toBe('facebook · cpc · jesen-1');
    expect(orderSourceText({ term: 'sat', content: 'video-2', campaign: 'jesen-1', medium: 'cpc', source: 'facebook' })).toBe(
      'facebook · cpc · jesen-1 · video-2 · sat',
    );
    // A gap in the middle leaves no empty part.
    expect(orderSourceText({ source: 'google', campaign: 'zima' })).toBe('google · zima');
    expect(orderSourceText({ medium: 'email' })).toBe('email');
  });

  it('prefers the tags to the Facebook click id, and says "Facebook oglas" when only the click id came', () => {
    expect(orderSourceText({ fbclid: 'IwAR0abc' })).toBe('Facebook oglas');
    expect(orderSourceText({ source: 'facebook', medium: 'paid', fbclid: 'IwAR0abc' })).toBe('facebook · paid');
  });

  it('is empty when nothing is told (the field is then left out), and skips blank or non-text tags', () => {
    expect(orderSourceText(null)).toBe('');
    expect(orderSourceText(undefined)).toBe('');
    expect(orderSourceText({})).toBe('');
    expect(orderSourceText({ source: '  ', fbclid: '' })).toBe('');
    expect(orderSourceText({ source: ' instagram ', medium: 42 } as unknown as OrderSource)).toBe('instagram');
  });
});
