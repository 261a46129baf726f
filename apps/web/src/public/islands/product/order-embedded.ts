import { ORDER_MESSAGES, postalCodeRequired, type MarketId } from '@cod/contracts';
import { registerIsland } from '../registry.js';
import { initiateCheckout } from './checkout.js';
import { showInStickyBar } from './qty-picker.js';
import { setupOrderForm } from './order-form.js';
import { setupQtyGroup } from './qty-group.js';
import { marketText } from '../../market-variant/island-text.js';

/** The page's toast ([data-toast] with [data-toast-title] and [data-toast-text]), 4 s. */
function toaster() {
  const box = document.querySelector<HTMLElement>('[data-toast]');
  let timer = 0;
  return (title: string, text: string) => {
    if (!box) return;
    box.querySelector('[data-toast-title]')!.textContent = title;
    box.querySelector('[data-toast-text]')!.textContent = text;
    box.hidden = false;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => (box.hidden = true), 4000);
  };
}

/**
 * `data-island="order-embedded"`: the Advertorial's order form on the page (spec 001 §2.3, §5):
 * postal code required unless Montenegro; missing fields and failures as toasts; redirect after 1 s.
 */
registerIsland('order-embedded', (el, _props, page) => {
  const toast = toaster();
  const total = el.querySelector<HTMLElement>('[data-order-total]');
  const groupEl = el.querySelector<HTMLElement>('[data-qty-group]')!;
  const group = setupQtyGroup(groupEl, (qty, price, priceText) => {
    if (total) total.textContent = priceText;
    // A sticky bar that shows a price ([data-sticky-price]) follows the chosen package.
    showInStickyBar(document.querySelector('[data-sticky-cta]'), groupEl.querySelector<HTMLElement>(`[role="radio"][data-qty="${qty}"]`) ?? undefined);
    initiateCheckout(page, qty, price);
  });
  setupOrderForm(el, {
    page,
    postalRequired: postalCodeRequired('embedded', (page.targetMarket ?? 'Serbia') as MarketId),
    redirectDelay: 1000,
    qty: group.get,
    price: group.price,
    onMissing: () => toast(marketText(ORDER_MESSAGES.missingTitle), marketText(ORDER_MESSAGES.missingText)),
    onFailure: () => toast(marketText(ORDER_MESSAGES.submitFailedTitle), marketText(ORDER_MESSAGES.submitFailed)),
  });
  // Starting to fill in the form counts as opening it.
  el.addEventListener('focusin', () => initiateCheckout(page, group.get(), group.price()), { once: true });
});
