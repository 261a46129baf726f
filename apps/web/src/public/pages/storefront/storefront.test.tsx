import { API } from '@cod/contracts';
import { describe, expect, it } from 'vitest';
import { renderPublicPage } from '../../entry-server.js';
import { pageCommonFixture, PUBLIC_ASSETS_FIXTURE, publicListItemFixtures } from '@cod/contracts/testing';
import { cardDiscount, cardHref, matchesQuery, searchText } from './store-logic.js';

const render = (items = publicListItemFixtures()) => {
  const out = renderPublicPage({ ...pageCommonFixture({ canonicalUrl: 'https://shop.example.rs/prodavnica' }), kind: 'storefront', items }, PUBLIC_ASSETS_FIXTURE);
  return { ...out, doc: new DOMParser().parseFromString(out.html, 'text/html') };
};
const testid = (doc: Document, id: string) => doc.querySelector<HTMLElement>(`[data-testid="${id}"]`);

describe('storefront page (/prodavnica)', () => {
  it('has the promo bar, search, cart with 0, login link, menu, hero, five categories and a footer', () => {
    const { status, doc } = render();
    expect(status).toBe(200);
    expect(doc.querySelector('meta[name="robots"]')).toBeNull();
    expect(doc.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe('https://shop.example.rs/prodavnica');
    expect(doc.body.textContent).toContain('Besplatna dostava');
    const search = testid(doc, 'store-search') as HTMLInputElement;
    expect(search.type).toBe('search');
    expect(search.closest('label')!.textContent).toContain('Pretraži proizvode');
    expect(testid(doc, 'store-cart')!.getAttribute('aria-label')).toBe('Korpa: 0 proizvoda');
    expect(testid(doc, 'store-cart')!.textContent).toBe('0');
    const login = testid(doc, 'store-login')!;
    expect(login.getAttribute('href')).toBe('/create');
    expect(login.textContent).toBe('Prijavi se');
    expect(testid(doc, 'store-menu-toggle')!.getAttribute('aria-expanded')).toBe('false');
    expect(doc.getElementById('store-menu')!.hidden).toBe(true);
    expect(doc.querySelector('h1')!.textContent).toBeTruthy();
    for (const id of ['auto', 'health', 'tech', 'home', 'beauty']) {
      expect(testid(doc, `category-${id}`)!.getAttribute('aria-pressed')).toBe('false');
    }
    expect(doc.querySelectorAll('[data-store-category]')).toHaveLength(5);
    expect(doc.querySelector('footer')!.querySelectorAll('a').length).toBeGreaterThan(3);
    // Decorative figures are marked so and hidden from assistive tech.
    expect(testid(doc, 'store-buyers-now')!.textContent).toBe('127');
    // The words after a number agree with it (the live counter keeps them agreeing as it changes).
    expect(testid(doc, 'store-buyers-now')!.closest('[data-island="live-counter"]')!.textContent).toBe('127 kupaca upravo kupuje');
    expect(doc.body.textContent).toContain('prosečna ocena (2.847 recenzija)');
    expect(doc.body.textContent).toContain('Povraćaj u roku od 14 dana');
    for (const d of Array.from(doc.querySelectorAll('[data-decorative]'))) expect(d.getAttribute('aria-hidden')).toBe('true');
  });

  it('renders the grid on the server: links in a new tab, HIT on the first 6, categories, discounts, lazy srcset images', () => {
    const items = publicListItemFixtures();
    const { doc } = render(items);
    const cards = Array.from(doc.querySelectorAll<HTMLAnchorElement>('[data-store-card]'));
    expect(cards).toHaveLength(items.length);
    for (const card of cards) {
      const views = Number(card.querySelector('[data-field="views"]')!.textContent!.replace(/\./g, ''));
      const words = card.querySelector('[data-field="views-words"]')!.textContent;
      expect(words).toBe(views % 10 === 1 && views % 100 !== 11 ? 'pregled' : 'pregleda');
    }
    const first = testid(doc, 'store-card-101') as HTMLAnchorElement;
    expect(first.getAttribute('href')).toBe('/airsound-pro'); // leading slashes stripped
    expect(first.getAttribute('target')).toBe('_blank');
    expect(first.getAttribute('rel')).toContain('noopener');
    expect(testid(doc, 'store-card-102')!.getAttribute('href')).toBe('/proizvod-102');
    expect(cards.map((c) => !!c.querySelector('[data-field="hit"]'))).toEqual([true, true, true, true, true, true, false, false, false]);
    expect(first.dataset.category).toBe('tech');
    expect(testid(doc, 'store-card-102')!.dataset.category).toBe('health');
    expect(testid(doc, 'store-card-103')!.dataset.category).toBe('beauty');
    expect(testid(doc, 'store-card-104')!.dataset.category).toBe('auto');
    expect(testid(doc, 'store-card-105')!.dataset.category).toBe('home');
    // Real discount from original and current price; 4990 → 2990 is 40 %.
    expect(first.querySelector('[data-field="discount"]')!.textContent).toBe('-40%');
    expect(first.querySelector('[data-field="original"]')!.textContent).toBe('4.990 RSD');
    expect(first.querySelector('[data-field="price"]')!.textContent).toBe('2.990 RSD');
    // No original price: the discount of the old price its page shows (3.990 × 1,4 → 5.590), struck through next to it.
    const second = testid(doc, 'store-card-102')!;
    expect(second.querySelector('[data-field="original"]')!.textContent).toBe('5.590 RSD');
    expect(second.querySelector('[data-field="discount"]')!.textContent).toBe('-29%');
    expect(cardDiscount({ currentPrice: 3990, originalPrice: null })).toEqual({ percent: 29, oldPrice: 5590, real: false });
    const img = first.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('srcset')).toContain('-640.webp 640w');
    expect(testid(doc, 'store-card-103')!.querySelector('img')!.getAttribute('src')).toMatch(/^\/stock\//);
    expect(testid(doc, 'store-loading')!.hidden).toBe(true);
    expect(testid(doc, 'store-error')!.hidden).toBe(true);
    expect(testid(doc, 'store-empty')!.hidden).toBe(true);
    expect(doc.querySelector('template')).toBeNull();
  });

  it('with no products shows the loading state and ships a card template for the island', () => {
    const { doc } = render([]);
    expect(testid(doc, 'store-loading')!.hidden).toBe(false);
    expect(testid(doc, 'store-loading')!.textContent).toBe('Učitavanje proizvoda...');
    expect(testid(doc, 'store-error')!.textContent).toContain('Greška pri učitavanju proizvoda');
    expect(testid(doc, 'store-empty')!.textContent).toContain('Nema rezultata');
    expect(doc.querySelector('template[data-store-card-template]')).not.toBeNull();
    expect(JSON.parse(doc.querySelector<HTMLElement>('[data-island="storefront"]')!.dataset.props!)).toEqual({ listUrl: API.websites.publicList, refresh: true });
  });

  it('escapes hostile titles and hooks', () => {
    const evil = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const items = publicListItemFixtures(2).map((i) => ({ ...i, title: evil, hook: evil, customUrl: 'javascript:alert(1)' }));
    const { html, doc } = render(items);
    expect(html).not.toContain('<script>alert(1)');
    expect(doc.querySelector('[onerror]')).toBeNull();
    expect(doc.querySelectorAll('script')).toHaveLength(2);
    expect(testid(doc, 'store-card-101')!.querySelector('[data-field="title"]')!.textContent).toBe(evil);
    expect(testid(doc, 'store-card-101')!.getAttribute('href')).toBe('/javascript:alert(1)');
  });

  it('card links stay on this site (slashes and backslashes at the start are stripped)', () => {
    expect(cardHref('///a')).toBe('/a');
    expect(cardHref('\\\\evil.example')).toBe('/evil.example');
    expect(cardHref('/\\evil.example')).toBe('/evil.example');
  });

  it('the discount is always computed from the prices on the card (never made up)', () => {
    expect(cardDiscount({ currentPrice: 2990, originalPrice: 4990 })).toEqual({ percent: 40, oldPrice: 4990, real: true });
    expect(cardDiscount({ currentPrice: 29.9, originalPrice: null, currency: 'EUR' })).toEqual({ percent: 29, oldPrice: 41.99, real: false });
    for (const price of [490, 990, 2990, 12990]) {
      const d = cardDiscount({ currentPrice: price, originalPrice: null });
      expect(d.percent).toBe(Math.round((1 - price / d.oldPrice) * 100));
    }
  });

  it('search ignores case and diacritics', () => {
    const t = searchText('Bežične slušalice', 'Đački ranac');
    expect(matchesQuery(t, 'SLUSALICE')).toBe(true);
    expect(matchesQuery(t, 'bezicne slus')).toBe(true);
    expect(matchesQuery(t, 'djacki')).toBe(true);
    expect(matchesQuery(t, 'đački')).toBe(true);
    expect(matchesQuery(t, 'sat')).toBe(false);
  });
});
