import { UI } from '@cod/contracts';
import { describe, expect, it } from 'vitest';
import { renderPublicPage } from '../entry-server.js';
import { pageCommonFixture, PUBLIC_ASSETS_FIXTURE } from '@cod/contracts/testing';

describe('404 page', () => {
  it('keeps its texts and a link back to the start; 404 and noindex', () => {
    const out = renderPublicPage({ ...pageCommonFixture(), kind: 'not-found', path: '/nema-ga' }, PUBLIC_ASSETS_FIXTURE);
    const doc = new DOMParser().parseFromString(out.html, 'text/html');
    expect(out.status).toBe(404);
    expect(doc.querySelector('h1')!.textContent).toBe(UI.siteNotFoundTitle);
    expect(doc.body.textContent).toContain('Website sa ovom adresom ne postoji ili trenutno nije dostupan.');
    // Back to the storefront on the platform (its '/' is the sellers' sign-in), to '/' on a seller's domain.
    expect(doc.querySelector('a[href="/prodavnica"]')!.textContent).toContain('Nazad na početnu');
    const onDomain = renderPublicPage({ ...pageCommonFixture({ homeUrl: '/' }), kind: 'not-found', path: '/nema-ga' }, PUBLIC_ASSETS_FIXTURE);
    expect(new DOMParser().parseFromString(onDomain.html, 'text/html').querySelector('[data-testid="home-link"]')!.getAttribute('href')).toBe('/');
    expect(doc.querySelector('meta[name="robots"]')!.getAttribute('content')).toBe('noindex, nofollow');
  });
});
