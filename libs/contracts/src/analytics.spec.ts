import { describe, expect, it } from 'vitest';
import { landingTags, parseBeacon, probabilityBBeatsA, sourceOf } from './analytics.js';

describe('probabilityBBeatsA (Beta-Binomial, uniform prior)', () => {
  it('is one half for equal arms and for no data', () => {
    expect(probabilityBBeatsA({ visitors: 0, orders: 0 }, { visitors: 0, orders: 0 })).toBeCloseTo(0.5, 10);
    expect(probabilityBBeatsA({ visitors: 500, orders: 20 }, { visitors: 500, orders: 20 })).toBeCloseTo(0.5, 3);
  });

  it('matches a Monte Carlo estimate and is symmetric', () => {
    const a = { visitors: 1000, orders: 30 };
    const b = { visitors: 1000, orders: 45 };
    const p = probabilityBBeatsA(a, b);
    expect(p + probabilityBBeatsA(b, a)).toBeCloseTo(1, 6);
    // 400 000 draws of Beta(46, 956) against Beta(31, 971) gave 0.9606.
    expect(p).toBeCloseTo(0.9606, 2);
    // One order more on B with few visitors is a lean, not a certainty.
    // Monte Carlo (400 000 draws of Beta(3, 9) against Beta(2, 10)): 0.7065.
    expect(probabilityBBeatsA({ visitors: 10, orders: 1 }, { visitors: 10, orders: 2 })).toBeCloseTo(0.7065, 2);
  });

  it('treats more orders than visitors as visitors (a blocked beacon)', () => {
    expect(probabilityBBeatsA({ visitors: 0, orders: 3 }, { visitors: 3, orders: 3 })).toBeCloseTo(0.5, 6);
  });
});

describe('parseBeacon', () => {
  it('keeps a known event of a site and cuts its texts', () => {
    expect(parseBeacon({ w: 5, e: 'view', p: '/sat', u: { source: ' Facebook ', campaign: 'x'.repeat(300), evil: 1 }, x: 'b' })).toEqual({
      w: 5,
      e: 'view',
      p: '/sat',
      r: undefined,
      u: { source: 'Facebook', campaign: 'x'.repeat(100) },
      x: 'b',
    });
    expect(parseBeacon({ w: 0, e: 'view' })).toBeNull();
    expect(parseBeacon({ w: 5, e: 'click' })).toBeNull();
    expect(parseBeacon([1])).toBeNull();
    expect(parseBeacon({ w: 5, e: 'view', x: 'c', u: 'facebook' })).toEqual({ w: 5, e: 'view', p: undefined, r: undefined, u: undefined, x: undefined });
  });
});

describe('sourceOf', () => {
  it('utm_source, else Facebook click id, else the referring host, else direct', () => {
    expect(sourceOf({ source: 'Facebook' })).toBe('facebook');
    expect(sourceOf({ fbclid: 'abc' })).toBe('facebook');
    expect(sourceOf(null, 'https://www.google.com/search?q=sat')).toBe('google.com');
    expect(sourceOf(null, 'https://lm.facebook.com/l.php')).toBe('facebook.com');
    expect(sourceOf(null, 'https://shop.rs/sat', 'shop.rs')).toBe('(direct)');
    expect(sourceOf(null, 'not a url')).toBe('(direct)');
    expect(sourceOf(undefined)).toBe('(direct)');
  });
});

describe('landingTags', () => {
  it('keeps utm tags and the click id; else the referring site; else nothing', () => {
    expect(landingTags('?utm_source=facebook&utm_campaign=jesen&utm_medium=cpc&fbclid=IwAR1&x=1', '', 'shop.rs')).toEqual({ source: 'facebook', medium: 'cpc', campaign: 'jesen', fbclid: 'IwAR1' });
    expect(landingTags('?fbclid=IwAR2', 'https://l.facebook.com/', 'shop.rs')).toEqual({ fbclid: 'IwAR2' });
    expect(landingTags('', 'https://www.google.com/', 'shop.rs')).toEqual({ source: 'google.com', medium: 'referral' });
    expect(landingTags('', 'https://shop.rs/drugi', 'shop.rs')).toBeUndefined();
    expect(landingTags('', '', 'shop.rs')).toBeUndefined();
  });
});
