import { registerIsland } from '../registry.js';

/**
 * `data-island="accordion"`: items `[data-acc-item]` with a `[data-acc-trigger]` button and a
 * `[data-acc-panel]`. One item open at a time; clicking the open one closes it (spec 001 §2.2).
 * The server renders the first item open.
 */
registerIsland('accordion', (el) => {
  const items = Array.from(el.querySelectorAll<HTMLElement>('[data-acc-item]'));
  const set = (item: HTMLElement, open: boolean) => {
    item.querySelector<HTMLElement>('[data-acc-panel]')!.hidden = !open;
    item.querySelector<HTMLElement>('[data-acc-trigger]')?.setAttribute('aria-expanded', String(open));
    item.dataset.open = String(open);
  };
  for (const item of items) {
    item.querySelector('[data-acc-trigger]')?.addEventListener('click', () => {
      const willOpen = item.dataset.open !== 'true';
      items.forEach((other) => set(other, false));
      set(item, willOpen);
    });
  }
});
