import { ORDER_MESSAGES, ORDERS_PATHS, orderCustomerSchema, validate, type CreateOrderRequest, type CreateOrderResponse, type OrderCustomerData } from '@cod/contracts';
import type { PublicPageData } from '../../page-data.js';
import { funnel, orderSource } from '../shared/funnel.js';
import { postJson } from '../shared/http.js';
import { track } from '../shared/pixel.js';
import { browser } from './browser.js';
import { newIdempotencyKey } from './checkout.js';
import { marketText } from '../../market-variant/island-text.js';

const FIELDS = ['name', 'phone', 'address', 'city', 'postalCode', 'email', 'notes'] as const;
type Field = (typeof FIELDS)[number];
const REQUIRED: Field[] = ['name', 'phone', 'address', 'city'];

const SENDING = 'Šaljem porudžbinu...';

export interface OrderFormOptions {
  page: PublicPageData;
  /** Advertorial: the postal code is required unless the market is Montenegro (spec 001 §5). */
  postalRequired: boolean;
  /** 500 ms from the popup, 1000 ms from the advertorial form (spec 001 §2.3). */
  redirectDelay: number;
  qty(): number;
  price(): number;
  /** Required fields left empty (the advertorial shows a toast). */
  onMissing?(): void;
  /** Network or server failure (popup: browser alert; advertorial: toast). */
  onFailure(): void;
}

export interface OrderForm {
  /** A fresh form session: new idempotency key, messages cleared (not while sending or done). */
  reset(): void;
  focusFirst(): void;
  busy(): boolean;
}

type Answer = Partial<CreateOrderResponse> & { order?: Partial<CreateOrderResponse['order']> & { id?: string | number } };

/**
 * The customer form of both order forms (templates/shared/OrderParts): validation with the contract's
 * rules and Serbian messages under the fields, one submission at a time, POST /api/orders, the
 * Purchase pixel event and the redirect to the thank-you page.
 */
export function setupOrderForm(root: HTMLElement, o: OrderFormOptions): OrderForm {
  const form = root.querySelector<HTMLFormElement>('form[data-order-form]')!;
  const submit = form.querySelector<HTMLButtonElement>('[data-testid="order-submit"]')!;
  const label = submit.querySelector<HTMLElement>('[data-submit-label]');
  const idleLabel = label?.textContent ?? '';
  const message = form.querySelector<HTMLElement>('[data-form-message]');
  const success = root.querySelector<HTMLElement>('[data-order-success]');
  const body = root.querySelector<HTMLElement>('[data-order-body]');
  let key = newIdempotencyKey();
  let tried = false;
  let sending = false;
  let done = false;

  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
  const values = () => Object.fromEntries(FIELDS.map((f) => [f, (input(f)?.value ?? '').trim()])) as Record<Field, string>;

  const check = () => {
    const v = values();
    const errors: Partial<Record<Field, string>> = validate<OrderCustomerData>(orderCustomerSchema, v).errors;
    if (o.postalRequired && !v.postalCode) errors.postalCode = ORDER_MESSAGES.postalCodeRequired;
    const missing = REQUIRED.some((f) => !v[f]) || (o.postalRequired && !v.postalCode);
    return { errors, missing };
  };

  const show = (errors: Partial<Record<Field, string>>) => {
    for (const f of FIELDS) {
      const el = form.querySelector<HTMLElement>(`[data-error-for="${f}"]`);
      const text = errors[f] && marketText(errors[f]);
      if (el) {
        el.textContent = text ?? '';
        el.hidden = !text;
      }
      if (text) input(f)?.setAttribute('aria-invalid', 'true');
      else input(f)?.removeAttribute('aria-invalid');
    }
  };

  const setMessage = (text: string | null) => {
    if (!message) return;
    message.textContent = text ? marketText(text) : '';
    message.hidden = !text;
  };

  const setSending = (on: boolean) => {
    sending = on;
    submit.disabled = on;
    if (on) submit.setAttribute('aria-busy', 'true');
    else submit.removeAttribute('aria-busy');
    if (label) label.textContent = on ? SENDING : idleLabel;
  };

  form.addEventListener('input', () => {
    if (tried) show(check().errors);
  });

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (sending || done) return;
    tried = true;
    setMessage(null);
    const { errors, missing } = check();
    show(errors);
    const firstBad = FIELDS.find((f) => errors[f]);
    if (firstBad) {
      input(firstBad)?.focus();
      if (missing) o.onMissing?.();
      return;
    }

    setSending(true);
    funnel('checkout_start');
    const v = values();
    const source = orderSource();
    const request: CreateOrderRequest = {
      websiteId: o.page.websiteId!,
      quantity: o.qty() as CreateOrderRequest['quantity'],
      totalPrice: o.price(),
      customerData: { name: v.name, email: v.email, phone: v.phone, address: v.address, city: v.city, postalCode: v.postalCode, notes: v.notes },
      idempotencyKey: key,
      contactUrl: input('contactUrl')?.value ?? '',
      ...(source ? { source } : {}),
      ...(o.page.experimentArm ? { experimentArm: o.page.experimentArm as CreateOrderRequest['experimentArm'] } : {}),
    };
    const res = await postJson<Answer>(ORDERS_PATHS.root, request);
    const orderId = res.ok ? String(res.data?.orderId ?? res.data?.order?.orderId ?? res.data?.order?.id ?? '') : '';
    if (orderId) {
      done = true;
      track(
        'Purchase',
        {
          value: Number(res.data?.order?.totalPrice ?? request.totalPrice),
          currency: o.page.currency ?? 'RSD',
          content_type: 'product',
          content_ids: [o.page.productId],
        },
        orderId,
      );
      if (body) body.hidden = true;
      if (success) success.hidden = false;
      const target = thankYouUrl(res.data?.redirectUrl, o.page.websiteId, orderId);
      window.setTimeout(() => browser.assign(target), o.redirectDelay);
      return;
    }
    setSending(false);
    // The server's Serbian message for a rejected order (validation, rate limit) goes under the form.
    if (res.status >= 400 && res.status < 500 && res.message) setMessage(res.message);
    else o.onFailure();
  });

  return {
    reset() {
      if (sending || done) return;
      key = newIdempotencyKey();
      tried = false;
      show({});
      setMessage(null);
    },
    focusFirst() {
      input('name')?.focus({ preventScroll: true });
    },
    busy: () => sending || done,
  };
}

/** The server's redirect when it is a path of this site, else /hvala/{websiteId}/{orderId}. */
function thankYouUrl(redirectUrl: unknown, websiteId: number | undefined, orderId: string): string {
  if (typeof redirectUrl === 'string' && /^\/(?!\/)/.test(redirectUrl)) return redirectUrl;
  return `/hvala/${websiteId}/${encodeURIComponent(orderId)}`;
}
