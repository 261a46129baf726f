import { anchorOriginalPrice, discountPercent, type ProductCategory, type PublicWebsiteListItem } from '@cod/contracts';
import { plural } from '../../format.js';
import type { IconName } from '../../templates/shared/icons.js';

/**
 * Pure storefront rules shared by the server-rendered page and the storefront island (no React,
 * no DOM), so a list refreshed in the browser looks exactly like the server's.
 */

export type StoreCategory = Exclude<ProductCategory, 'other'>;

/** The five category cards, in the order they are shown (spec 001 §2.1). */
export const STORE_CATEGORIES: readonly { id: StoreCategory; label: string; icon: IconName }[] = [
  { id: 'auto', label: 'Auto oprema', icon: 'car' },
  { id: 'health', label: 'Zdravlje', icon: 'health' },
  { id: 'tech', label: 'Tehnologija', icon: 'phone' },
  { id: 'home', label: 'Kuća i dom', icon: 'home' },
  { id: 'beauty', label: 'Lepota', icon: 'sparkles' },
];

export const STORE_TEXTS = {
  loading: 'Učitavanje proizvoda...',
  error: 'Greška pri učitavanju proizvoda',
  retry: 'Pokušaj ponovo',
  empty: 'Nema rezultata',
  allProducts: 'Svi proizvodi',
  login: 'Prijavi se',
  searchLabel: 'Pretraži proizvode',
  searchPlaceholder: 'Pretraži proizvode...',
} as const;

/** How many of the first products get the HIT badge. */
export const HIT_COUNT = 6;

/**
 * The card's discount, true to the prices it stands next to: from the seller's original price when the site
 * has one, else none (spec 001 §2.1's random discount is not shown). `real` says the seller gave the original price.
 */
export function cardDiscount(item: Pick<PublicWebsiteListItem, 'currentPrice' | 'originalPrice'> & { currency?: string }): { percent: number; oldPrice: number; real: boolean } {
  const price = Number(item.currentPrice) || 0;
  const real = !!item.originalPrice && item.originalPrice > price;
  const oldPrice = price > 0 ? anchorOriginalPrice(price, item.originalPrice, item.currency || 'RSD') : 0;
  return { percent: price > 0 ? discountPercent(price, oldPrice) : 0, oldPrice, real };
}

/** The product page of a card: /{customUrl} without leading slashes. */
export const cardHref = (customUrl: string) => `/${String(customUrl ?? '').replace(/^[\\/]+/, '')}`;

/**
 * Lower-case, without diacritics (đ → dj), words separated by single spaces. Like the contracts'
 * normalizeForMatching except that letters outside a–z (Cyrillic) are kept, so a search written in
 * Cyrillic still finds Cyrillic titles.
 */
export function normalizeSearch(text: string): string {
  return String(text ?? '')
    .toLowerCase()
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Search text of a product: title and hook, lower-case and without diacritics. */
export const searchText = (title: string, hook: string) => normalizeSearch(`${title} ${hook}`);

/** Whether a product's normalised search text matches a query (every word of it, any order). */
export function matchesQuery(normalizedText: string, query: string): boolean {
  const words = normalizeSearch(query).split(' ').filter(Boolean);
  return words.every((w) => normalizedText.includes(w));
}

/** Sizes of a card picture in the 2 / 3 / 4 column grid. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw';

/** '1 proizvod', '2 proizvoda', '21 proizvod'. */
export const productCountText = (n: number) => `${n} ${plural(n, 'proizvod', 'proizvoda', 'proizvoda')}`;
