import type { ThankYouShell, ThankYouShellOrder, ThankYouSlot, ThankYouUpsellPageModel } from '@cod/contracts';
import { priceText } from '../../format.js';
import { secondsLeft } from '../../islands/shared/countdown.js';
import { formatSeconds } from '../../islands/shared/time-format.js';
import { orderMoneyOf, UPSELL_COUNTDOWN_FORMAT } from './ThankYouUpsellPage.js';

/** Values that are safe as they are in the page's text, its attributes, its JSON and its links. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const SAFE_TIME = /^[0-9T:.+Z-]{10,40}$/;

/**
 * Two made-up orders the page is rendered with to find where the order's values stand: the parts between
 * them must come out the same for both, or the page is not made into a shell (a value that is also part
 * of the page's own text would cut it in the wrong place).
 */
const PROBES: ThankYouShellOrder[] = [
  { orderId: 'Q7SHELLORDERQ7', quantity: 918273, totalPrice: 9183746.25, upsellDelayedUntil: '2999-01-01T00:00:00.000Z' },
  { orderId: 'Z4SHELLORDERZ4', quantity: 827364, totalPrice: 8273645.75, upsellDelayedUntil: '2998-06-01T00:00:00.000Z' },
];

/** What each slot shows for an order, as the page writes it. */
function slotTexts(order: ThankYouShellOrder, money: ThankYouShell['money'], now = Date.now()): Record<ThankYouSlot, string> {
  const end = order.upsellDelayedUntil ?? '';
  return {
    orderId: order.orderId,
    quantity: String(order.quantity),
    total: priceText(order.totalPrice, money.currency, money.symbol),
    windowEnd: end,
    timeLeft: end ? formatSeconds(secondsLeft(end, now), UPSELL_COUNTDOWN_FORMAT) : '',
  };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page rendered for a probe order, cut at the probe's values. */
function cut(model: ThankYouUpsellPageModel, probe: ThankYouShellOrder, render: (m: ThankYouUpsellPageModel) => { status: number; html: string }) {
  const real = model.order.orderId;
  const open = !!model.order.upsellDelayedUntil && Date.parse(model.order.upsellDelayedUntil) > Date.now();
  const order = { ...probe, upsellDelayedUntil: open ? probe.upsellDelayedUntil : null };
  const probed: ThankYouUpsellPageModel = {
    ...model,
    order: { ...model.order, ...order },
    canonicalUrl: model.canonicalUrl.split(real).join(probe.orderId),
    previewProductionUrl: model.previewProductionUrl?.split(real).join(probe.orderId) ?? null,
  };
  const money = orderMoneyOf(model);
  // The time left is read at render time: a render that crossed a second is made again.
  for (;;) {
    const texts = slotTexts(order, money);
    const page = render(probed);
    if (slotTexts(order, money).timeLeft !== texts.timeLeft) continue;
    const byText = new Map<string, ThankYouSlot>();
    for (const [slot, text] of Object.entries(texts) as [ThankYouSlot, string][]) if (text) byText.set(text, slot);
    const pattern = new RegExp([...byText.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|'), 'g');
    const parts: string[] = [];
    const slots: ThankYouSlot[] = [];
    let from = 0;
    for (const match of page.html.matchAll(pattern)) {
      parts.push(page.html.slice(from, match.index));
      slots.push(byText.get(match[0])!);
      from = match.index + match[0].length;
    }
    parts.push(page.html.slice(from));
    return { status: page.status, parts, slots, money };
  }
}

/**
 * The thank-you page of `model` as a shell: rendered for two made-up orders and cut where their values
 * stand. Null when the two do not agree (then the page is rendered per order, as before).
 */
export function thankYouShellOf(model: ThankYouUpsellPageModel, render: (m: ThankYouUpsellPageModel) => { status: number; html: string }): ThankYouShell | null {
  const [a, b] = PROBES.map((probe) => cut(model, probe, render));
  const same = a.status === b.status && a.slots.join() === b.slots.join() && a.parts.every((part, i) => part === b.parts[i]);
  return same && a.slots.includes('orderId') ? a : null;
}

/** The page of one order from its site's shell; null when a value of the order cannot stand in it as it is. */
export function fillThankYouShell(shell: ThankYouShell, order: ThankYouShellOrder): string | null {
  if (!SAFE_ID.test(order.orderId) || !Number.isInteger(order.quantity)) return null;
  if (shell.slots.includes('windowEnd') && !(order.upsellDelayedUntil && SAFE_TIME.test(order.upsellDelayedUntil))) return null;
  const texts = slotTexts(order, shell.money);
  let html = shell.parts[0];
  for (let i = 0; i < shell.slots.length; i++) html += texts[shell.slots[i]] + shell.parts[i + 1];
  return html;
}
