import { ORDER_MESSAGES, UPSELLS_PATHS, type CreateUpsellOrderRequest, type UpsellOrderResponse } from '@cod/contracts';
import { priceText } from '../../format.js';
import { registerIsland } from '../registry.js';
import { funnel } from '../shared/funnel.js';
import { postJson } from '../shared/http.js';
import { track } from '../shared/pixel.js';
import { marketText } from '../../market-variant/island-text.js';

/** Props of the `upsell-offers` island (rendered by pages/thank-you/ThankYouUpsellPage). */
export interface UpsellOffersProps {
  orderId: string;
  websiteId: number;
  currency: string;
  currencySymbol: string;
  items: { id: number; price: number; title: string }[];
  /** The upsell-accepted page to go on to once something was added. */
  doneUrl: string;
}

/** How long the confirmation popup stays (spec 001 §4, §9). */
export const CONFIRMATION_MS = 3000;
const PENDING_LABEL = 'Dodajem...';

/** Server texts that mean "this offer is in the order already": the button shows it as added. */
const ALREADY_ADDED = new Set<string>([ORDER_MESSAGES.upsellAlreadyAdded]);
/** The server's answer once the order's upsell window has closed. */
const WINDOW_CLOSED = ORDER_MESSAGES.upsellWindowClosed;

/**
 * `data-island="upsell-offers"` on the thank-you page's offer list: every `[data-upsell-add="{id}"]`
 * button adds that offer to the order with one click, POST /api/upsell/order (spec 001 §2.4, §4, §7):
 * pending → disabled; success → green 'DODATO U PORUDŽBINU!', stays disabled, and the
 * `[data-upsell-popup]` confirmation shows for 3 s; failure → alert (the server's Serbian message
 * when it sent one for a 4xx, otherwise 'Greška pri dodavanju proizvoda. Pokušajte ponovo.'). Once the
 * order's upsell window closes (the countdown's end, or the server's answer), a note says so and nothing is sent.
 */
registerIsland<UpsellOffersProps>('upsell-offers', (el, props) => {
  const popup = el.querySelector<HTMLElement>('[data-upsell-popup]');
  const popupText = popup?.querySelector<HTMLElement>('[data-upsell-popup-text]');
  const done = el.querySelector<HTMLElement>('[data-upsell-done]');
  const addedList = document.querySelector<HTMLElement>('[data-upsell-added-list]');
  const closedNote = el.querySelector<HTMLElement>('[data-upsell-closed]');
  let popupTimer: number | undefined;
  let closed = false;
  if (props.items.length) funnel('upsell_view', true, props.websiteId);

  /** The window closed (its countdown ran out, or the server said so): the offers stay, the buttons go quiet, a note says why. */
  const closeOffers = () => {
    closed = true;
    if (closedNote) closedNote.hidden = false;
    for (const b of Array.from(el.querySelectorAll<HTMLButtonElement>('button[data-upsell-add]'))) {
      if (b.dataset.state !== 'added') b.disabled = true;
    }
  };
  el.addEventListener('countdown-end', closeOffers);

  const label = (btn: HTMLButtonElement) => btn.querySelector<HTMLElement>('[data-upsell-label]') ?? btn;

  const markAdded = (btn: HTMLButtonElement) => {
    btn.disabled = true;
    btn.dataset.state = 'added';
    btn.removeAttribute('aria-busy');
    label(btn).textContent = marketText(ORDER_MESSAGES.upsellAdded);
    if (done) done.hidden = false;
  };

  const showPopup = (title: string) => {
    if (!popup) return;
    if (popupText && title) popupText.textContent = `${title} stiže u istom paketu sa vašom porudžbinom.`;
    popup.hidden = false;
    window.clearTimeout(popupTimer);
    popupTimer = window.setTimeout(() => {
      popup.hidden = true;
    }, CONFIRMATION_MS);
  };

  const noteInSummary = (title: string, amount: number) => {
    if (!addedList) return;
    const dd = document.createElement('dd');
    dd.className = 'mt-1 flex justify-between gap-4 font-semibold';
    const name = document.createElement('span');
    name.textContent = `+ ${title}`;
    const price = document.createElement('span');
    price.className = 'whitespace-nowrap';
    price.textContent = priceText(amount, props.currency, props.currencySymbol);
    dd.append(name, price);
    addedList.append(dd);
    addedList.hidden = false;
  };

  const add = async (btn: HTMLButtonElement) => {
    if (closed || btn.disabled || btn.dataset.state === 'pending' || btn.dataset.state === 'added') return;
    const id = Number(btn.dataset.upsellAdd);
    const item = (props.items ?? []).find((i) => i.id === id);
    if (!props.orderId || !props.websiteId || !item) {
      window.alert(marketText(ORDER_MESSAGES.upsellMissingOrder));
      return;
    }
    const original = label(btn).textContent;
    btn.disabled = true;
    btn.dataset.state = 'pending';
    btn.setAttribute('aria-busy', 'true');
    label(btn).textContent = PENDING_LABEL;

    const body: CreateUpsellOrderRequest = {
      originalOrderId: props.orderId,
      upsellProductId: id,
      websiteId: props.websiteId,
      quantity: 1,
      totalPrice: item.price,
      currency: props.currency,
      currencySymbol: props.currencySymbol,
    };
    const answer = await postJson<UpsellOrderResponse>(UPSELLS_PATHS.order, body);

    if (answer.ok) {
      funnel('upsell_accept', false, props.websiteId);
      markAdded(btn);
      showPopup(item.title);
      const total = Number(answer.data?.upsellOrder?.totalPrice);
      noteInSummary(item.title, Number.isFinite(total) && total > 0 ? total : item.price);
      const eventId = answer.data?.upsellOrder?.orderId ?? answer.data?.orderId;
      track('AddToCart', { value: Number.isFinite(total) && total > 0 ? total : item.price, currency: props.currency, content_type: 'product', content_ids: [String(id)], content_name: item.title }, eventId);
      return;
    }

    const serverMessage = answer.status >= 400 && answer.status < 500 ? answer.message : undefined;
    if (serverMessage === WINDOW_CLOSED) {
      label(btn).textContent = original;
      delete btn.dataset.state;
      btn.removeAttribute('aria-busy');
      closeOffers();
      return;
    }
    if (serverMessage && ALREADY_ADDED.has(serverMessage)) {
      markAdded(btn);
    } else {
      btn.disabled = false;
      delete btn.dataset.state;
      btn.removeAttribute('aria-busy');
      label(btn).textContent = original;
    }
    window.alert(marketText(serverMessage || ORDER_MESSAGES.upsellAddFailed));
  };

  for (const btn of Array.from(el.querySelectorAll<HTMLButtonElement>('button[data-upsell-add]'))) {
    btn.addEventListener('click', () => void add(btn));
  }
});
