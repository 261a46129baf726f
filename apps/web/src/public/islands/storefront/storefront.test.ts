import { API, type PublicWebsiteListItem } from '@cod/contracts';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorefrontPage } from '../../pages/storefront/StorefrontPage.js';
import { pageCommonFixture, publicListItemFixtures } from '@cod/contracts/testing';
import { bootIslands } from '../registry.js';
import './storefront.js';

function mount(items: PublicWebsiteListItem[] = publicListItemFixtures()) {
  document.body.innerHTML = renderToString(createElement(StorefrontPage, { model: { ...pageCommonFixture(), kind: 'storefront', items, seller: false, market: 'Serbia' } }));
  bootIslands();
}
const byTestId = <T extends HTMLElement = HTMLElement>(id: string) => document.querySelector<T>(`[data-testid="${id}"]`)!;
const visibleCards = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-store-card]'))
    .filter((c) => !c.hidden)
    .map((c) => c.dataset.testid);
const type = (value: string) => {
  const input = byTestId<HTMLInputElement>('store-search');
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('storefront island', () => {
  it('filters by category; clicking the active category again shows all', () => {
    mount();
    expect(visibleCards()).toHaveLength(9);
    const health = byTestId<HTMLButtonElement>('category-health');
    health.click();
    expect(health.getAttribute('aria-pressed')).toBe('true');
    expect(visibleCards()).toEqual(['store-card-102', 'store-card-107']);
    expect(document.querySelector('[data-store-heading]')!.textContent).toBe('Zdravlje');
    expect(document.querySelector('[data-store-count]')!.textContent).toBe('2 proizvoda');

    byTestId('category-beauty').click();
    expect(health.getAttribute('aria-pressed')).toBe('false');
    expect(byTestId('category-beauty').getAttribute('aria-pressed')).toBe('true');
    expect(visibleCards()).toEqual(['store-card-103', 'store-card-108']);

    byTestId('category-beauty').click();
    expect(visibleCards()).toHaveLength(9);
    expect(document.querySelector('[data-store-heading]')!.textContent).toBe('Svi proizvodi');
  });

  it('searches title and hook without regard to case or diacritics; no match says "Nema rezultata"', () => {
    mount();
    type('SLUSALICE');
    expect(visibleCards()).toEqual(['store-card-101']);
    type('bolovima');
    expect(visibleCards()).toEqual(['store-card-102']);
    type('djacki');
    expect(visibleCards()).toEqual(['store-card-109']);
    expect(byTestId('store-empty').hidden).toBe(true);
    type('nepostojeći proizvod');
    expect(visibleCards()).toEqual([]);
    expect(byTestId('store-empty').hidden).toBe(false);
    expect(byTestId('store-empty').textContent).toContain('Nema rezultata');
    type('');
    expect(visibleCards()).toHaveLength(9);
    expect(byTestId('store-empty').hidden).toBe(true);
  });

  it('combines search and category; the reset button clears both', () => {
    mount();
    byTestId('category-tech').click();
    type('sat');
    expect(visibleCards()).toEqual(['store-card-106']);
    type('serum');
    expect(byTestId('store-empty').hidden).toBe(false);
    (document.querySelector('[data-store-reset]') as HTMLButtonElement).click();
    expect(visibleCards()).toHaveLength(9);
    expect(byTestId<HTMLInputElement>('store-search').value).toBe('');
    expect(byTestId('category-tech').getAttribute('aria-pressed')).toBe('false');
  });

  it('toggles the mobile menu', () => {
    mount();
    const toggle = byTestId<HTMLButtonElement>('store-menu-toggle');
    const menu = document.getElementById('store-menu')!;
    toggle.click();
    expect(menu.hidden).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    toggle.click();
    expect(menu.hidden).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('never loads the list when the server rendered products', () => {
    mount();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('with an empty server list loads GET /api/websites/public-list and builds the same cards', async () => {
    const items = publicListItemFixtures();
    fetchSpy.mockResolvedValue(new Response(JSON.stringify(items), { status: 200 }));
    mount([]);
    expect(byTestId('store-loading').hidden).toBe(false);
    expect(byTestId('store-empty').hidden).toBe(true);
    await vi.waitFor(() => expect(byTestId('store-loading').hidden).toBe(true));
    expect(fetchSpy.mock.calls[0]![0]).toBe(API.websites.publicList);
    expect(visibleCards()).toHaveLength(9);
    const first = byTestId<HTMLAnchorElement>('store-card-101');
    expect(first.getAttribute('href')).toBe('/airsound-pro');
    expect(first.getAttribute('target')).toBe('_blank');
    expect(first.querySelector('[data-field="title"]')!.textContent).toBe('Bežične slušalice AirSound Pro');
    expect(first.querySelector('[data-field="price"]')!.textContent).toBe('2.990 RSD');
    expect(first.querySelector('[data-field="original"]')!.textContent).toBe('4.990 RSD');
    expect(first.querySelector('img')!.getAttribute('srcset')).toContain('-320.webp 320w');
    expect(first.querySelector('[data-field="discount"]')!.textContent).toBe('-40%');
    // A card without the seller's original price shows no old price and no discount.
    expect(byTestId('store-card-102').querySelector('[data-field="original"]')).toBeNull();
    expect(byTestId('store-card-102').querySelector('[data-field="discount"]')).toBeNull();
    const hits = Array.from(document.querySelectorAll('[data-store-card]')).map((c) => !!c.querySelector('[data-field="hit"]'));
    expect(hits).toEqual([true, true, true, true, true, true, false, false, false]);
    byTestId('category-auto').click();
    expect(visibleCards()).toEqual(['store-card-104']);
  });

  it('a failed load shows "Greška pri učitavanju proizvoda" with a retry that reloads', async () => {
    fetchSpy.mockResolvedValue(new Response('{"statusCode":500}', { status: 500 }));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, search: '', reload });
    mount([]);
    await vi.waitFor(() => expect(byTestId('store-error').hidden).toBe(false));
    expect(byTestId('store-loading').hidden).toBe(true);
    expect(byTestId('store-empty').hidden).toBe(true);
    expect(byTestId('store-error').textContent).toContain('Greška pri učitavanju proizvoda');
    (document.querySelector('[data-store-retry]') as HTMLButtonElement).click();
    expect(reload).toHaveBeenCalled();
  });

  it('an empty loaded list says "Nema rezultata"', async () => {
    fetchSpy.mockResolvedValue(new Response('[]', { status: 200 }));
    mount([]);
    await vi.waitFor(() => expect(byTestId('store-loading').hidden).toBe(true));
    expect(byTestId('store-empty').hidden).toBe(false);
  });
});
