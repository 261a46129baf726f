import { measureElement, useWindowVirtualizer, type VirtualItem, type Virtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

export interface WindowList<E extends HTMLElement> {
  /** Put on the list's element: its distance from the top of the page is measured. */
  listRef: RefObject<E | null>;
  virtualizer: Virtualizer<Window, Element>;
  /** The items to render now (those in and near the viewport). */
  items: VirtualItem[];
  /** Space (px) standing in for the items above and below the rendered ones. */
  before: number;
  after: number;
}

/**
 * A list that scrolls with the page but renders only the items in and near the viewport, however
 * many are loaded (the orders list: thousands of rows stay smooth). Items may differ in height and
 * change it (expanded details): render each with `data-index` and `ref={virtualizer.measureElement}`.
 */
export function useWindowList<E extends HTMLElement>(count: number, estimateSize: number, getItemKey?: (index: number) => string | number): WindowList<E> {
  const listRef = useRef<E | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // Where the list starts on the page; it moves when what is above it changes height.
  useLayoutEffect(() => {
    const measure = () => {
      const el = listRef.current;
      if (!el) return;
      const top = Math.round(el.getBoundingClientRect().top + window.scrollY);
      setScrollMargin((old) => (Math.abs(old - top) < 1 ? old : top));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimateSize,
    overscan: 6,
    scrollMargin,
    getItemKey,
    // An item measured 0 px high is not laid out (a hidden tab, no layout engine): keep its estimate.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimateSize,
    // React 19 warns about flushSync inside effects; a frame of lag while scrolling is invisible here.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const before = first ? Math.max(0, first.start - scrollMargin) : 0;
  const after = last ? Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin)) : 0;
  return { listRef, virtualizer, items, before, after };
}
