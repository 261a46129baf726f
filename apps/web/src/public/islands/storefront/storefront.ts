import { WEBSITES_PATHS } from '@cod/contracts';
import { matchesQuery, productCountText, searchText, STORE_CATEGORIES, STORE_TEXTS } from '../../pages/storefront/store-logic.js';
import { registerIsland } from '../registry.js';

/** Props of the `storefront` island (rendered by pages/storefront/StorefrontPage). */
export interface StorefrontProps {
  /** GET /api/websites/public-list: only used when the server sent no products. */
  listUrl: string;
  /** Whether the server-rendered grid is empty (the island then loads the list itself). */
  refresh: boolean;
}

/**
 * `data-island="storefront"` (spec 001 §2.1): search (title and hook, without regard to case or
 * diacritics) and the category cards filter the server-rendered grid; no match shows 'Nema rezultata'.
 * Only when the server sent no products does it load GET /api/websites/public-list itself, showing
 * 'Učitavanje proizvoda...' and, on failure, 'Greška pri učitavanju proizvoda' with a retry (reload).
 */
registerIsland<StorefrontProps>('storefront', (el, props) => {
  const q = <T extends HTMLElement = HTMLElement>(sel: string) => el.querySelector<T>(sel);
  const grid = q('[data-store-grid]');
  const search = q<HTMLInputElement>('[data-store-search]');
  const heading = q('[data-store-heading]');
  const count = q('[data-store-count]');
  const emptyBox = q('[data-store-empty]');
  const loadingBox = q('[data-store-loading]');
  const errorBox = q('[data-store-error]');
  const menu = q('[data-store-menu]');
  const menuToggle = q('[data-store-menu-toggle]');
  const categoryButtons = Array.from(el.querySelectorAll<HTMLButtonElement>('[data-store-category]'));

  let category: string | null = null;
  let query = '';
  let loading = false;
  const texts = new WeakMap<HTMLElement, string>();

  const cards = () => Array.from(grid?.querySelectorAll<HTMLElement>('[data-store-card]') ?? []);
  const textOf = (card: HTMLElement) => {
    let t = texts.get(card);
    if (t === undefined) {
      const part = (name: string) => card.querySelector(`[data-field="${name}"]`)?.textContent ?? '';
      t = searchText(part('title'), part('hook'));
      texts.set(card, t);
    }
    return t;
  };

  const apply = () => {
    let shown = 0;
    for (const card of cards()) {
      const visible = (!category || card.dataset.category === category) && (!query || matchesQuery(textOf(card), query));
      card.hidden = !visible;
      if (visible) shown++;
    }
    if (heading) heading.textContent = STORE_CATEGORIES.find((c) => c.id === category)?.label ?? STORE_TEXTS.allProducts;
    if (count) count.textContent = loading || errorBox?.hidden === false ? '' : productCountText(shown);
    if (emptyBox) emptyBox.hidden = loading || errorBox?.hidden === false || shown > 0;
  };

  // Search: as the visitor types; the form never leaves the page.
  q<HTMLFormElement>('[data-store-search-form]')?.addEventListener('submit', (e) => {
    e.preventDefault();
    search?.blur();
  });
  search?.addEventListener('input', () => {
    query = search.value;
    apply();
  });

  // Category cards toggle one category filter.
  for (const btn of categoryButtons) {
    btn.addEventListener('click', () => {
      category = category === btn.dataset.storeCategory ? null : btn.dataset.storeCategory!;
      for (const b of categoryButtons) b.setAttribute('aria-pressed', String(b.dataset.storeCategory === category));
      apply();
      const top = grid?.getBoundingClientRect().top ?? 0;
      if (category && top > window.innerHeight * 0.8) q('#proizvodi')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    });
  }

  q('[data-store-reset]')?.addEventListener('click', () => {
    category = null;
    query = '';
    if (search) search.value = '';
    for (const b of categoryButtons) b.setAttribute('aria-pressed', 'false');
    apply();
  });

  // Mobile menu.
  const setMenu = (open: boolean) => {
    if (!menu || !menuToggle) return;
    menu.hidden = !open;
    menuToggle.setAttribute('aria-expanded', String(open));
  };
  menuToggle?.addEventListener('click', () => setMenu(Boolean(menu?.hidden)));
  for (const a of Array.from(menu?.querySelectorAll('[data-store-menu-link]') ?? [])) a.addEventListener('click', () => setMenu(false));

  q('[data-store-retry]')?.addEventListener('click', () => window.location.reload());

  // A search carried in the address (?q=…, e.g. the form sent before the script ran).
  const initial = new URLSearchParams(window.location.search).get('q');
  if (initial && search) {
    search.value = initial;
    query = initial;
  }

  if (!props.refresh) {
    apply();
    return;
  }

  // The server had no products (e.g. its read failed): load the list here.
  const template = q<HTMLTemplateElement>('template[data-store-card-template]');
  loading = true;
  if (loadingBox) loadingBox.hidden = false;
  apply();
  // The card builder (with the category keywords) is a separate chunk: only this rare path needs it.
  import('./refresh.js')
    .then(({ loadProducts }) => loadProducts(props.listUrl || WEBSITES_PATHS.publicList, template, grid))
    .catch(() => false)
    .then((ok) => {
      loading = false;
      if (loadingBox) loadingBox.hidden = true;
      if (!ok && errorBox) errorBox.hidden = false;
      apply();
    });
});
