import { registerIsland } from '../registry.js';
import { initiateCheckout } from './checkout.js';
import { setupQtyGroup } from './qty-group.js';

/**
 * `data-island="qty-picker"`: the Sales Template's offer block. The chosen package goes to the block's
 * order button (data-qty) and its total; the button opens the popup with it.
 */
registerIsland('qty-picker', (el, _props, page) => {
  const button = el.querySelector<HTMLElement>('[data-order-open]');
  const total = el.querySelector<HTMLElement>('[data-order-total]');
  setupQtyGroup(el.querySelector<HTMLElement>('[data-qty-group]')!, (qty, price, priceText) => {
    if (button) button.dataset.qty = String(qty);
    if (total) total.textContent = priceText;
    initiateCheckout(page, qty, price);
  });
});
