import { PAGE_DATA_ID } from '../json-script.js';
import type { PublicPageData } from '../page-data.js';

/**
 * Islands: server-rendered elements marked `data-island="name"` (with optional JSON `data-props`)
 * get their behaviour from the island registered under that name. No framework runs on public pages.
 */
export type Island<P = Record<string, unknown>> = (el: HTMLElement, props: P, page: PublicPageData) => void;

const islands = new Map<string, Island<never>>();

export function registerIsland<P>(name: string, island: Island<P>) {
  islands.set(name, island as Island<never>);
}

let pageData: PublicPageData | undefined;

export function getPageData(): PublicPageData {
  if (!pageData) {
    const el = document.getElementById(PAGE_DATA_ID);
    try {
      pageData = el?.textContent ? (JSON.parse(el.textContent) as PublicPageData) : { kind: 'unknown', pixelId: null };
    } catch {
      pageData = { kind: 'unknown', pixelId: null };
    }
  }
  return pageData;
}

/** Runs every registered island on its elements (once each); later calls pick up new elements. */
export function bootIslands(root: ParentNode = document) {
  const page = getPageData();
  for (const el of Array.from(root.querySelectorAll<HTMLElement>('[data-island]'))) {
    if (el.dataset.islandReady) continue;
    const island = islands.get(el.dataset.island!);
    if (!island) continue;
    el.dataset.islandReady = '1';
    let props: Record<string, unknown> = {};
    try {
      props = el.dataset.props ? JSON.parse(el.dataset.props) : {};
    } catch {
      /* malformed props: the island uses its defaults */
    }
    try {
      island(el, props as never, page);
    } catch (err) {
      console.error(`island ${el.dataset.island} failed`, err);
    }
  }
}
