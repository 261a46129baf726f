import { registerIsland } from '../registry.js';
import { initiateCheckout } from './checkout.js';
import { setupQtyGroup } from './qty-group.js';

/** The phone's sticky order bar ([data-sticky-cta]) follows the chosen package: its price, old price, name and quantity. */
export function showInStickyBar(bar: Element | null, option: HTMLElement | undefined) {
  if (!bar || !option) return;
  const price = bar.querySelector<HTMLElement>('[data-sticky-price]');
  const old = bar.querySelector<HTMLElement>('[data-sticky-old]');
  const text = bar.querySelector<HTMLElement>('[data-sticky-text]');
  const button = bar.querySelector<HTMLElement>('[data-order-open]');
  if (price) price.textContent = option.dataset.priceText ?? '';
  if (old) {
    old.textContent = option.dataset.oldPriceText ?? '';
    old.hidden = !option.dataset.oldPriceText;
  }
  if (text) text.textContent = option.dataset.text ?? '';
  if (button && option.dataset.qty) button.dataset.qty = option.dataset.qty;
}

/**
 * `data-island="qty-picker"`: the Sales Template's offer block. The chosen package goes to the block's
 * order button (data-qty) and its total, and to the sticky order bar; their buttons open the popup with it.
 */
registerIsland('qty-picker', (el, _props, page) => {
  const button = el.querySelector<HTMLElement>('[data-order-open]');
  const total = el.querySelector<HTMLElement>('[data-order-total]');
  const group = el.querySelector<HTMLElement>('[data-qty-group]')!;
  setupQtyGroup(group, (qty, price, priceText) => {
    if (button) button.dataset.qty = String(qty);
    if (total) total.textContent = priceText;
    showInStickyBar(document.querySelector('[data-sticky-cta]'), group.querySelector<HTMLElement>(`[role="radio"][data-qty="${qty}"]`) ?? undefined);
    initiateCheckout(page, qty, price);
  });
});
