import { describe, expect, it } from 'vitest';
import { productSlugOf, resolvePublicRoute, slashlessPublicPath } from './public-routes.js';

describe('resolvePublicRoute', () => {
  it('names the public pages and leaves the app, the API and files alone', () => {
    expect(resolvePublicRoute('/Lampa-Pro', {})).toEqual({ type: 'product', slug: 'lampa-pro' });
    expect(resolvePublicRoute('/hvala/12/NABCDEFGHJKMN', {})).toEqual({ type: 'thank-you', websiteId: 12, orderId: 'NABCDEFGHJKMN' });
    expect(resolvePublicRoute('/hvala', { order: 'NABC', website: '3' })).toEqual({ type: 'thank-you', websiteId: 3, orderId: 'NABC' });
    expect(resolvePublicRoute('/hvala-upsell', { order: 'NABC' })).toEqual({ type: 'upsell-accepted', orderId: 'NABC' });
    expect(resolvePublicRoute('/hvala-simple', {})).toEqual({ type: 'thank-you-simple', orderId: null });
    expect(resolvePublicRoute('/thank-you-success', {})).toEqual({ type: 'thank-you-generic' });
    expect(resolvePublicRoute('/prodavnica', {})).toEqual({ type: 'storefront' });
    for (const path of ['/admin', '/api', '/dashboard', '/create', '/assets/x.js', '/favicon.ico', '/a/b', '/']) {
      expect(resolvePublicRoute(path, {})).toBeNull();
    }
  });
});

describe('slashlessPublicPath', () => {
  it('sends /{page}/ to /{page}, and nothing else', () => {
    expect(slashlessPublicPath('/lampa-pro/', {})).toBe('/lampa-pro');
    expect(slashlessPublicPath('/prodavnica/', {})).toBe('/prodavnica');
    expect(slashlessPublicPath('/hvala-simple/', {})).toBe('/hvala-simple');
    for (const path of ['/lampa-pro', '/admin/', '/api/', '//evil.example/', '/a/b/', '/', '/assets/']) {
      expect(slashlessPublicPath(path, {})).toBeNull();
    }
  });
});

describe('productSlugOf', () => {
  it('reads the slug of the hot path, query ignored', () => {
    expect(productSlugOf('/Lampa?fbclid=1')).toBe('lampa');
    expect(productSlugOf('/admin')).toBeNull();
    expect(productSlugOf('/lampa/')).toBeNull();
  });
});
