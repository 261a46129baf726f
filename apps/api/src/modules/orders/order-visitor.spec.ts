import { describe, expect, it } from 'vitest';
import { orderVisitorOf } from './order-visitor.js';

describe('orderVisitorOf', () => {
  it('keeps Meta’s cookies, the page and the browser', () => {
    const v = orderVisitorOf(
      { 'user-agent': 'Mozilla/5.0', cookie: 'a=1; _fbp=fb.1.1700000000000.987654321; _fbc=fb.1.1700000000001.IwAR2x', referer: 'https://shop.rs/masazer?fbclid=zzz', 'x-forwarded-for': '198.51.100.7, 10.0.0.1' },
      '127.0.0.1',
      true,
    );
    expect(v).toEqual({ clientIp: '198.51.100.7', clientUserAgent: 'Mozilla/5.0', fbp: 'fb.1.1700000000000.987654321', fbc: 'fb.1.1700000000001.IwAR2x', sourceUrl: 'https://shop.rs/masazer?fbclid=zzz' });
  });

  it('builds the click id from the page’s fbclid when the cookie is missing, and drops what is malformed', () => {
    const v = orderVisitorOf({ cookie: '_fbp=<script>; _fbc=bad', referer: 'https://shop.rs/p?fbclid=IwAR_abc-1', 'user-agent': 'x\u0001y' }, '::ffff:10.0.0.2', false, 1700000000123);
    expect(v).toEqual({ clientIp: '10.0.0.2', clientUserAgent: null, fbp: null, fbc: 'fb.1.1700000000123.IwAR_abc-1', sourceUrl: 'https://shop.rs/p?fbclid=IwAR_abc-1' });
    expect(orderVisitorOf({ referer: 'javascript:alert(1)' }, undefined, false)).toMatchObject({ sourceUrl: null, fbc: null, clientIp: 'unknown' });
  });
});
