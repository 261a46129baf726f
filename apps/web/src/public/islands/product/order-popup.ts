import { ORDER_MESSAGES } from '@cod/contracts';
import { registerIsland } from '../registry.js';
import { browser } from './browser.js';
import { initiateCheckout } from './checkout.js';
import { setupOrderForm } from './order-form.js';
import { setupQtyGroup } from './qty-group.js';
import { marketText } from '../../market-variant/island-text.js';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]';

/**
 * `data-island="order-popup"` (templates/shared/OrderPopup): the order form in a modal. Any
 * [data-order-open] button opens it with its data-qty (else one piece). Escape, the close button and the
 * backdrop close it; Tab stays inside; the page does not scroll behind it.
 */
registerIsland('order-popup', (el, _props, page) => {
  const dialog = el.querySelector<HTMLElement>('[role="dialog"]')!;
  const total = el.querySelector<HTMLElement>('[data-order-total]');
  const group = setupQtyGroup(el.querySelector<HTMLElement>('[data-qty-group]')!, (qty, price, priceText) => {
    if (total) total.textContent = priceText;
    initiateCheckout(page, qty, price);
  });
  const form = setupOrderForm(el, {
    page,
    postalRequired: false,
    redirectDelay: 500,
    qty: group.get,
    price: group.price,
    onFailure: () => browser.alert(marketText(ORDER_MESSAGES.submitFailed)),
  });
  dialog.tabIndex = -1;
  let opener: HTMLElement | null = null;
  let scroll: [string, string] = ['', ''];

  const open = (qty: number, from: HTMLElement | null) => {
    opener = from;
    if (!form.busy()) {
      group.set(qty, { silent: true });
      if (total) total.textContent = group.priceText();
      form.reset();
    }
    if (el.hidden) {
      el.hidden = false;
      const html = document.documentElement;
      scroll = [html.style.overflow, document.body.style.overflow];
      html.style.overflow = 'hidden';
      document.body.style.overflow = 'hidden';
    }
    initiateCheckout(page, group.get(), group.price());
    // A phone's keyboard would cover the packages: there the dialog itself takes the focus.
    if (window.matchMedia?.('(pointer: coarse)').matches) dialog.focus({ preventScroll: true });
    else form.focusFirst();
  };

  const close = () => {
    if (el.hidden) return;
    el.hidden = true;
    document.documentElement.style.overflow = scroll[0];
    document.body.style.overflow = scroll[1];
    opener?.focus({ preventScroll: true });
  };

  document.addEventListener('click', (e) => {
    if (!el.isConnected) return;
    const button = (e.target as Element | null)?.closest?.<HTMLElement>('[data-order-open]');
    if (!button) return;
    e.preventDefault();
    open(Number(button.dataset.qty) || 1, button);
  });
  for (const c of Array.from(el.querySelectorAll('[data-popup-close], [data-popup-backdrop]'))) c.addEventListener('click', close);

  document.addEventListener('keydown', (e) => {
    if (el.hidden || !el.isConnected) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
      return;
    }
    if (e.key !== 'Tab') return;
    const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((x) => x.tabIndex >= 0 && !x.closest('[hidden]'));
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement as HTMLElement | null;
    if (!active || !dialog.contains(active) || active === dialog) {
      e.preventDefault();
      (e.shiftKey ? last : first).focus();
    } else if (e.shiftKey && active === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  });
});
