import type { PublicWebsiteListItem } from '@cod/contracts';
import { cardView, type CardView } from '../../pages/storefront/card-view.js';
import { CARD_IMAGE_SIZES } from '../../pages/storefront/store-logic.js';
import { getJson } from '../shared/http.js';

/** The list answer as the API may shape it: a bare array or wrapped. */
function listFrom(data: unknown): PublicWebsiteListItem[] | null {
  if (Array.isArray(data)) return data as PublicWebsiteListItem[];
  if (data && typeof data === 'object') {
    for (const key of ['items', 'websites', 'data']) {
      const v = (data as Record<string, unknown>)[key];
      if (Array.isArray(v)) return v as PublicWebsiteListItem[];
    }
  }
  return null;
}

/** A card for a product the island loaded itself: a copy of the server's `<template>` card, filled in. */
function buildCard(template: HTMLTemplateElement, card: CardView): HTMLElement | null {
  const root = template.content.firstElementChild?.cloneNode(true) as HTMLAnchorElement | undefined;
  if (!root) return null;
  const field = (name: string) => root.querySelector<HTMLElement>(`[data-field="${name}"]`);
  root.href = card.href;
  root.dataset.category = card.category;
  root.dataset.testid = `store-card-${card.id}`;
  const img = field('image') as HTMLImageElement | null;
  if (img) {
    img.src = card.image.src;
    img.alt = card.title;
    if (card.image.srcset) {
      img.srcset = card.image.srcset;
      img.sizes = CARD_IMAGE_SIZES;
    } else {
      img.removeAttribute('srcset');
      img.removeAttribute('sizes');
    }
  }
  if (!card.hit) field('hit')?.remove();
  const set = (name: string, text: string) => {
    const el = field(name);
    if (el) el.textContent = text;
  };
  if (card.discount > 0) set('discount', `-${card.discount}%`);
  else field('discount')?.remove();
  set('title', card.title);
  set('hook', card.hook);
  set('price', card.price);
  if (card.originalPrice) set('original', card.originalPrice);
  else field('original')?.remove();
  return root;
}

/**
 * Loads GET /api/websites/public-list and appends one card per product to the grid, built from the
 * server's `<template>` card. False when the list could not be loaded.
 */
export async function loadProducts(url: string, template: HTMLTemplateElement | null, grid: HTMLElement | null): Promise<boolean> {
  if (!template || !grid) return false;
  const answer = await getJson<unknown>(url);
  const list = answer.ok ? listFrom(answer.data) : null;
  if (!list) return false;
  list.forEach((item, i) => {
    const node = buildCard(template, cardView(item, i));
    if (node) grid.append(node);
  });
  return true;
}
