import { API } from '@cod/contracts';
import { describe, expect, it } from 'vitest';
import { renderPublicPage } from '../../entry-server.js';
import { pageCommonFixture, PUBLIC_ASSETS_FIXTURE, publicListItemFixtures, shopFixture } from '@cod/contracts/testing';
import type { PublicShop } from '@cod/contracts';
import { cardDiscount, cardHref, matchesQuery, searchText } from './store-logic.js';

const render = (items = publicListItemFixtures(), seller: { shop: PublicShop } | null = null) => {
  const common = pageCommonFixture({ canonicalUrl: 'https://shop.example.rs/prodavnica', ...(seller ? { shop: seller.shop, homeUrl: '/' } : {}) });
  const out = renderPublicPage({ ...common, kind: 'storefront', items, seller: !!seller, market: 'Serbia' }, PUBLIC_ASSETS_FIXTURE);
  return { ...out, doc: new DOMParser().parseFromString(out.html, 'text/html') };
};
const testid = (doc: Document, id: string) => doc.querySelector<HTMLElement>(`[data-testid="${id}"]`);

describe('storefront page (/prodavnica)', () => {
  it('has the promo bar, search, cart with 0, login link, menu, hero, five categories and a footer', () => {
    const { status, doc } = render();
    expect(status).toBe(200);
    expect(doc.querySelector('meta[name="robots"]')).toBeNull();
    expect(doc.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe('https://shop.example.rs/prodavnica');
    // No delivery promise nobody made: the promo bar says only what is true of every order.
    expect(doc.body.textContent).not.toContain('Besplatna dostava');
    expect(doc.body.textContent).toContain('Plaćanje pouzećem');
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
    // Spec 001 §2.1's random counters and ratings are not shown: no number on the page but the products' data.
    expect(testid(doc, 'store-buyers-now')).toBeNull();
    expect(doc.body.textContent).not.toMatch(/recenzij|kupaca upravo|pregleda|Povraćaj u roku|radnih dana/);
    expect(doc.querySelectorAll('[data-decorative]')).toHaveLength(0);
    expect(testid(doc, 'shop-identity')).toBeNull();
  });

  it("on a seller's domain: their shop's name, identity and terms, no platform sign-in", () => {
    const { doc } = render(publicListItemFixtures(), { shop: shopFixture({ terms: { deliveryDays: '2-4', shippingCost: 390, freeShippingFrom: 5000 } }) });
    expect(doc.querySelector('h1')!.textContent).toBe('Kućni Kutak');
    expect(testid(doc, 'store-login')).toBeNull();
    expect(doc.querySelector('a[href="/create"]')).toBeNull();
    expect(testid(doc, 'shop-identity')!.textContent).toContain('PIB: 101134702');
    const text = doc.body.textContent!;
    expect(text).toContain('Besplatna dostava za porudžbine od 5.000 RSD');
    expect(text).toContain('Dostava za 2–4 radna dana');
    expect(text).toContain('Povraćaj u roku od 14 dana');
    expect(doc.title).toContain('Kućni Kutak');
  });

  it('renders the grid on the server: links in a new tab, HIT on the first 6, categories, discounts, lazy srcset images', () => {
    const items = publicListItemFixtures();
    const { doc } = render(items);
    const cards = Array.from(doc.querySelectorAll<HTMLAnchorElement>('[data-store-card]'));
    expect(cards).toHaveLength(items.length);
    // No made-up view counts on the cards.
    for (const card of cards) expect(card.querySelector('[data-field="views"]')).toBeNull();
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
    // No original price: no old price and no discount badge (spec 001 §2.1's random one is not shown).
    const second = testid(doc, 'store-card-102')!;
    expect(second.querySelector('[data-field="original"]')).toBeNull();
    expect(second.querySelector('[data-field="discount"]')).toBeNull();
    expect(cardDiscount({ currentPrice: 3990, originalPrice: null })).toEqual({ percent: 0, oldPrice: 3990, real: false });
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
    expect(cardDiscount({ currentPrice: 29.9, originalPrice: null, currency: 'EUR' })).toEqual({ percent: 0, oldPrice: 29.9, real: false });
    expect(cardDiscount({ currentPrice: 29.9, originalPrice: 39.9, currency: 'EUR' })).toEqual({ percent: 25, oldPrice: 39.9, real: true });
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
