import { detectCategory, parseImageList, resolveImageUrl, type ProductCategory, type PublicWebsiteListItem } from '@cod/contracts';
import { priceText } from '../../format.js';
import { srcsetFor } from '../../image-srcset.js';
import { cardDiscount, cardHref, HIT_COUNT } from './store-logic.js';

/*
 * What a storefront card shows. Kept apart from store-logic.ts: the category keyword lists are only
 * needed by the server and by the island's rare browser-side reload (a separate chunk).
 */

/** Category by keyword matching on product name and hook (spec 001 §2.1). */
export const categoryOf = (item: Pick<PublicWebsiteListItem, 'title' | 'hook'>): ProductCategory =>
  detectCategory(`${item.title ?? ''} ${item.hook ?? ''}`);

/** Everything a product card shows, computed once for the server page and the island alike. */
export interface CardView {
  id: number;
  href: string;
  title: string;
  hook: string;
  category: ProductCategory;
  hit: boolean;
  /** The real discount from the seller's original price; 0: no badge. */
  discount: number;
  price: string;
  /** The struck-through original price; null when the product has no real one. */
  originalPrice: string | null;
  image: { src: string; srcset?: string };
}

export function cardView(item: PublicWebsiteListItem, index: number): CardView {
  const title = String(item.title ?? '');
  const hook = String(item.hook ?? '');
  const currency = item.currency || 'RSD';
  const symbol = item.currencySymbol || currency;
  const { percent, oldPrice } = cardDiscount({ ...item, currency });
  const first = parseImageList(item.images)[0];
  const src = resolveImageUrl(first, `${title} ${hook}`);
  return {
    id: item.id,
    href: cardHref(item.customUrl),
    title,
    hook,
    category: categoryOf(item),
    hit: index < HIT_COUNT,
    discount: percent,
    price: priceText(item.currentPrice, currency, symbol),
    originalPrice: oldPrice > 0 && percent > 0 ? priceText(oldPrice, currency, symbol) : null,
    image: { src, srcset: srcsetFor(src) },
  };
}

