import { API, ORDER_MESSAGES, type WebsiteResponse } from '@cod/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPublicPage } from '../../entry-server.js';
import { productPageFixture, PUBLIC_ASSETS_FIXTURE, websiteFixture } from '@cod/contracts/testing';

type Fbq = { queue: unknown[][] };

/** Puts a server-rendered product page into the jsdom document and boots the public script's islands. */
async function boot(site: WebsiteResponse) {
  const { html } = renderPublicPage(productPageFixture(site), PUBLIC_ASSETS_FIXTURE);
  const doc = new DOMParser().parseFromString(html, 'text/html');
  document.head.innerHTML = doc.head.innerHTML;
  document.body.innerHTML = doc.body.innerHTML;
  delete (window as { fbq?: unknown }).fbq;
  delete (window as { _fbq?: unknown })._fbq;
  // Fresh modules: the registry's page data and the pixel's once-only events start over.
  vi.resetModules();
  const registry = await import('../registry.js');
  await import('../shared/index.js');
  await import('./index.js');
  const { browser } = await import('./browser.js');
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  const alert = vi.spyOn(browser, 'alert').mockImplementation(() => {});
  registry.bootIslands();
  return { assign, alert };
}

const $ = <T extends Element = HTMLElement>(sel: string, root: ParentNode = document) => root.querySelector<T>(sel)!;
const popup = () => $('[data-island="order-popup"]');
const dialog = () => $('[role="dialog"]');

function fill(root: ParentNode, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const input = root.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

const CUSTOMER = { name: 'Petar Petrović', phone: '064 123 4567', address: 'Kralja Petra 12', city: 'Beograd', email: 'petar@example.com' };

const ok = (body: unknown = { success: true, orderId: 'ORD-77', order: { orderId: 'ORD-77', totalPrice: 4990 }, redirectUrl: '/hvala/42/ORD-77' }, status = 201) =>
  ({ ok: status < 400, status, json: async () => body }) as unknown as Response;

const track = (event: string) => ((window as unknown as { fbq: Fbq }).fbq.queue ?? []).filter((c) => c[0] === 'track' && c[1] === event);

let fetchMock: ReturnType<typeof vi.fn>;
/** The page's proof call (islands/shared/proof): answered apart, so fetchMock sees only the order calls. */
let proofMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => ok());
  proofMock = vi.fn(async () => ok({ ordersLast24h: 0, visitorsNow: 0 }, 200));
  const route = (url: string, init?: RequestInit) => ((String(url).endsWith('/proof') ? proofMock : fetchMock) as unknown as typeof fetch)(url, init);
  vi.stubGlobal('fetch', route);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.documentElement.style.overflow = '';
  document.body.style.overflow = '';
});

describe('order popup', () => {
  it('opens with the quantity of the offer block, traps focus, locks the page and closes on Escape', async () => {
    await boot(websiteFixture({ templateName: 'Sales Template' }));
    expect(popup().hidden).toBe(true);
    // Choose 2 pieces in the offer block; its button carries the quantity.
    $('[data-testid="offer-block"] [data-qty="2"]').click();
    const offerButton = $('[data-testid="offer-block"] [data-order-open]');
    expect(offerButton.dataset.qty).toBe('2');
    expect($('[data-testid="offer-block"] [data-order-total]').textContent).toBe('4.990 RSD');
    offerButton.click();
    expect(popup().hidden).toBe(false);
    expect($('[role="radio"][aria-checked="true"]', dialog()).dataset.qty).toBe('2');
    expect($('[data-order-total]', dialog()).textContent).toBe('4.990 RSD');
    expect(document.activeElement).toBe($('[name="name"]', dialog()));
    expect(document.documentElement.style.overflow).toBe('hidden');
    // Tab from the last control wraps to the first.
    const submit = $<HTMLButtonElement>('[data-testid="order-submit"]', dialog());
    submit.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(document.activeElement).toBe($('[data-popup-close]', dialog()));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(popup().hidden).toBe(true);
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.activeElement).toBe(offerButton);
    // Any other order button: one piece.
    $('[data-order-open="hero"]').click();
    expect($('[role="radio"][aria-checked="true"]', dialog()).dataset.qty).toBe('1');
    expect($('[data-order-total]', dialog()).textContent).toBe('2.990 RSD');
    $('[data-popup-close]', dialog()).click();
    expect(popup().hidden).toBe(true);
  });

  it('changes the package with a click or the arrow keys', async () => {
    await boot(websiteFixture({ templateName: 'Minimalistic' }));
    $('[data-order-open="nav"]').click();
    $('[data-qty="1"]', dialog()).click();
    expect($('[data-order-total]', dialog()).textContent).toBe('2.990 RSD');
    $('[data-qty-group]', dialog()).dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect($('[role="radio"][aria-checked="true"]', dialog()).dataset.qty).toBe('2');
    expect(document.activeElement).toBe($('[data-qty="2"]', dialog()));
  });

  it('validates with the contract messages under the fields and sends nothing', async () => {
    await boot(websiteFixture({ templateName: 'Sales Template' }));
    $('[data-order-open="hero"]').click();
    $('[data-testid="order-submit"]', dialog()).click();
    const error = (f: string) => $(`[data-error-for="${f}"]`, dialog());
    expect(error('name').textContent).toBe(ORDER_MESSAGES.nameRequired);
    expect(error('phone').textContent).toBe(ORDER_MESSAGES.phoneRequired);
    expect(error('address').textContent).toBe(ORDER_MESSAGES.addressRequired);
    expect(error('city').textContent).toBe(ORDER_MESSAGES.cityRequired);
    expect(error('email').hidden).toBe(true);
    expect(error('postalCode').hidden).toBe(true);
    expect($('[name="name"]', dialog()).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe($('[name="name"]', dialog()));
    fill(dialog(), { ...CUSTOMER, phone: '123', email: 'nije-email' });
    expect(error('name').hidden).toBe(true);
    expect(error('phone').textContent).toBe(ORDER_MESSAGES.phoneInvalid);
    expect(error('email').textContent).toBe(ORDER_MESSAGES.emailInvalid);
    $('[data-testid="order-submit"]', dialog()).click();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the order once, tracks the purchase and redirects after 500 ms', async () => {
    vi.useFakeTimers();
    let answer!: (r: Response) => void;
    fetchMock.mockImplementation(() => new Promise<Response>((r) => (answer = r)));
    const { assign, alert } = await boot(websiteFixture({ templateName: 'Sales Template' }));
    $('[data-testid="offer-block"] [data-qty="2"]').click();
    $('[data-testid="offer-block"] [data-order-open]').click();
    fill(dialog(), { ...CUSTOMER, postalCode: '11000' });
    const submit = $<HTMLButtonElement>('[data-testid="order-submit"]', dialog());
    submit.click();
    expect(submit.disabled).toBe(true);
    // A second click, and a submit event, while sending: still one request.
    submit.click();
    $('form', dialog()).dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(API.orders.root);
    expect(init.method).toBe('POST');
    const body = JSON.parse(String(init.body));
    expect(body).toEqual({
      websiteId: 42,
      quantity: 2,
      totalPrice: 4990,
      customerData: { name: 'Petar Petrović', email: 'petar@example.com', phone: '064 123 4567', address: 'Kralja Petra 12', city: 'Beograd', postalCode: '11000', notes: '' },
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      contactUrl: '',
    });
    answer(ok());
    await vi.advanceTimersByTimeAsync(0);
    expect($('[data-order-success]', dialog()).hidden).toBe(false);
    expect($('[data-order-success]', dialog()).textContent).toContain(ORDER_MESSAGES.success);
    expect(track('Purchase')).toEqual([
      ['track', 'Purchase', { value: 4990, currency: 'RSD', content_type: 'product', content_ids: ['prod-masazer-42'] }, { eventID: 'ORD-77' }],
    ]);
    await vi.advanceTimersByTimeAsync(499);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenCalledWith('/hvala/42/ORD-77');
    expect(alert).not.toHaveBeenCalled();
  });

  it('falls back to /hvala/{websiteId}/{orderId} and sends the honeypot', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => ok({ success: true, orderId: 'ORD-9', order: { orderId: 'ORD-9', totalPrice: 6990 } }));
    const { assign } = await boot(websiteFixture({ templateName: 'Minimalistic' }));
    $('[data-order-open="hero"]').click();
    fill(dialog(), { ...CUSTOMER, contactUrl: 'http://spam.example' });
    $('[data-testid="order-submit"]', dialog()).click();
    await vi.advanceTimersByTimeAsync(500);
    expect(JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body)).contactUrl).toBe('http://spam.example');
    expect(assign).toHaveBeenCalledWith('/hvala/42/ORD-9');
  });

  it('alerts on failure and allows another try with the same key', async () => {
    fetchMock.mockImplementation(async () => ok({ message: 'Internal' }, 500));
    const { alert, assign } = await boot(websiteFixture({ templateName: 'Sales Template' }));
    $('[data-order-open="hero"]').click();
    fill(dialog(), CUSTOMER);
    const submit = $<HTMLButtonElement>('[data-testid="order-submit"]', dialog());
    submit.click();
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(ORDER_MESSAGES.submitFailed));
    expect(submit.disabled).toBe(false);
    expect(submit.textContent).toContain('Naruči');
    fetchMock.mockImplementation(async () => {
      throw new TypeError('offline');
    });
    submit.click();
    await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(2));
    const keys = fetchMock.mock.calls.map((c) => JSON.parse(String((c as [string, RequestInit])[1].body)).idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
    expect(assign).not.toHaveBeenCalled();
    // Reopening is a new form: a new key.
    $('[data-popup-close]', dialog()).click();
    $('[data-order-open="hero"]').click();
    fetchMock.mockImplementation(async () => ok());
    fill(dialog(), CUSTOMER);
    submit.click();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(JSON.parse(String((fetchMock.mock.calls[2] as [string, RequestInit])[1].body)).idempotencyKey).not.toBe(keys[0]);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/hvala/42/ORD-77'));
  });

  it("shows the server's Serbian message of a rejected order under the form", async () => {
    fetchMock.mockImplementation(async () => ok({ statusCode: 429, message: ORDER_MESSAGES.tooManyOrders }, 429));
    const { alert } = await boot(websiteFixture({ templateName: 'Sales Template' }));
    $('[data-order-open="hero"]').click();
    fill(dialog(), CUSTOMER);
    $('[data-testid="order-submit"]', dialog()).click();
    const message = $('[data-form-message]', dialog());
    await vi.waitFor(() => expect(message.hidden).toBe(false));
    expect(message.textContent).toBe(ORDER_MESSAGES.tooManyOrders);
    expect(alert).not.toHaveBeenCalled();
  });

  it('sends ViewContent on load and InitiateCheckout with the chosen offer', async () => {
    await boot(websiteFixture({ templateName: 'Sales Template' }));
    expect(track('ViewContent')).toEqual([
      ['track', 'ViewContent', { content_ids: ['prod-masazer-42'], content_type: 'product', content_name: 'Masažer za vrat i leđa sa grejanjem', value: 2990, currency: 'RSD' }, undefined],
    ]);
    $('[data-testid="offer-block"] [data-qty="1"]').click();
    $('[data-testid="offer-block"] [data-order-open]').click();
    $('[data-qty="3"]', dialog()).click();
    const calls = track('InitiateCheckout').map((c) => c[2] as Record<string, unknown>);
    expect(calls.map((p) => [p.value, p.num_items, p.currency])).toEqual([
      [2990, 1, 'RSD'],
      [6990, 3, 'RSD'],
    ]);
    expect(calls[0].content_ids).toEqual(['prod-masazer-42']);
  });

  it('maps the pixel currency (euro sign → EUR)', async () => {
    await boot(websiteFixture({ templateName: 'Sales Template', currency: '€', currencySymbol: '€', targetMarket: 'Montenegro' }));
    $('[data-order-open="hero"]').click();
    expect((track('InitiateCheckout')[0][2] as Record<string, unknown>).currency).toBe('EUR');
    expect((track('ViewContent')[0][2] as Record<string, unknown>).currency).toBe('EUR');
  });
});

describe('the funnel (POST /api/t by sendBeacon) and the order\'s source', () => {
  const beacons = () => (navigator.sendBeacon as unknown as ReturnType<typeof vi.fn>).mock.calls.map(([url, body]) => ({ url, ...JSON.parse(String(body)) }));
  afterEach(() => history.replaceState(null, '', '/'));

  it('sends view on load, form_open once, checkout_start on sending; the order carries the landing tags', async () => {
    history.replaceState(null, '', '/masazer?utm_source=facebook&utm_campaign=jesen&utm_medium=cpc&fbclid=IwAR9');
    await boot(websiteFixture({ templateName: 'Sales Template' }));
    expect(beacons()).toEqual([{ url: API.public.track, w: 42, e: 'view', p: '/masazer', u: { source: 'facebook', medium: 'cpc', campaign: 'jesen' } }]);
    $('[data-testid="offer-block"] [data-order-open]').click();
    $('[data-testid="offer-block"] [data-qty="3"]').click();
    expect(beacons().map((b) => b.e)).toEqual(['view', 'form_open']);
    fill(dialog(), { ...CUSTOMER, postalCode: '11000' });
    $<HTMLButtonElement>('[data-testid="order-submit"]', dialog()).click();
    expect(beacons().map((b) => b.e)).toEqual(['view', 'form_open', 'checkout_start']);
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body));
    expect(body.source).toEqual({ source: 'facebook', medium: 'cpc', campaign: 'jesen', fbclid: 'IwAR9' });
    expect(body.experimentArm).toBeUndefined();
    // The tab keeps the landing's tags for its next pages.
    expect(JSON.parse(sessionStorage.getItem('cod_src')!)).toEqual(body.source);
  });

  it('a later page without tags keeps the first landing’s; a visit with no tags and no referrer sends none', async () => {
    sessionStorage.setItem('cod_src', JSON.stringify({ source: 'tiktok', campaign: 'zima' }));
    history.replaceState(null, '', '/masazer');
    await boot(websiteFixture({ templateName: 'Sales Template' }));
    expect(beacons()[0]).toMatchObject({ e: 'view', u: { source: 'tiktok', campaign: 'zima' } });
    sessionStorage.clear();
    await boot(websiteFixture({ templateName: 'Sales Template' }));
    expect(beacons().at(-1)).toMatchObject({ e: 'view', u: {} });
  });

  it('falls back to a keepalive fetch when sendBeacon refuses', async () => {
    (navigator.sendBeacon as unknown as ReturnType<typeof vi.fn>).mockReturnValueOnce(false);
    await boot(websiteFixture({ templateName: 'Sales Template' }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(API.public.track);
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(init.body))).toMatchObject({ w: 42, e: 'view' });
  });
});

describe('advertorial embedded form', () => {
  const form = () => $('[data-island="order-embedded"]');
  const toast = () => $('[data-toast]');

  it('requires the postal code in Serbia: toast Nedostaju podaci', async () => {
    await boot(websiteFixture({ templateName: 'Advertorial Template', targetMarket: 'Serbia' }));
    fill(form(), CUSTOMER);
    $('[data-testid="order-submit"]', form()).click();
    expect($('[data-error-for="postalCode"]', form()).textContent).toBe(ORDER_MESSAGES.postalCodeRequired);
    expect(toast().hidden).toBe(false);
    expect(toast().textContent).toContain(ORDER_MESSAGES.missingTitle);
    expect(toast().textContent).toContain(ORDER_MESSAGES.missingText);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not require it in Montenegro and redirects after 1000 ms', async () => {
    vi.useFakeTimers();
    const { assign } = await boot(websiteFixture({ templateName: 'Advertorial Template', targetMarket: 'Montenegro', currency: 'EUR', currencySymbol: '€' }));
    $('[data-qty="2"]', form()).click();
    fill(form(), { ...CUSTOMER, phone: '067 123 456', city: 'Podgorica', notes: 'Pozvati posle 17h' });
    $('[data-testid="order-submit"]', form()).click();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body));
    expect(body.quantity).toBe(2);
    expect(body.customerData).toMatchObject({ city: 'Podgorica', postalCode: '', notes: 'Pozvati posle 17h' });
    expect($('[data-order-success]', form()).hidden).toBe(false);
    await vi.advanceTimersByTimeAsync(999);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenCalledWith('/hvala/42/ORD-77');
  });

  it('shows the failure toast and enables the button again', async () => {
    fetchMock.mockImplementation(async () => ok(null, 503));
    const { alert } = await boot(websiteFixture({ templateName: 'Advertorial Template' }));
    fill(form(), { ...CUSTOMER, postalCode: '11000' });
    const submit = $<HTMLButtonElement>('[data-testid="order-submit"]', form());
    submit.click();
    await vi.waitFor(() => expect(toast().hidden).toBe(false));
    expect(toast().textContent).toContain(ORDER_MESSAGES.submitFailed);
    expect(submit.disabled).toBe(false);
    expect(alert).not.toHaveBeenCalled();
  });

  it('counts starting the form as InitiateCheckout (default one piece)', async () => {
    await boot(websiteFixture({ templateName: 'Advertorial Template' }));
    $<HTMLInputElement>('[name="name"]', form()).focus();
    expect(track('InitiateCheckout').map((c) => (c[2] as Record<string, unknown>).value)).toEqual([2990]);
  });
});

describe('sticky order bar (Sales Template)', () => {
  it("shows the offer block's package: its price, old price, name and quantity", async () => {
    await boot(websiteFixture({ templateName: 'Sales Template' }));
    const bar = $('[data-sticky-cta]');
    const sticky = () => [$('[data-sticky-price]', bar).textContent, $('[data-sticky-text]', bar).textContent, $('[data-order-open]', bar).dataset.qty];
    expect(sticky()).toEqual(['2.990 RSD', '1 komad', '1']);
    $('[data-testid="offer-block"] [data-qty="3"]').click();
    expect(sticky()).toEqual(['6.990 RSD', '3 komada', '3']);
    expect($<HTMLElement>('[data-sticky-old]', bar).hidden).toBe(false);
    expect($('[data-sticky-old]', bar).textContent).toBe($('[data-testid="offer-block"] [data-qty="3"] s').textContent);
    $('[data-testid="offer-block"] [data-qty="2"]').click();
    expect(sticky()).toEqual(['4.990 RSD', '2 komada', '2']);
    // Its button opens the popup with that package and its total.
    $('[data-order-open]', bar).click();
    expect(popup().hidden).toBe(false);
    expect($('[role="radio"][aria-checked="true"]', dialog()).dataset.qty).toBe('2');
    expect($('[data-order-total]', dialog()).textContent).toBe('4.990 RSD');
  });
});

describe('showInStickyBar', () => {
  it('writes the package into whichever sticky parts a template has', async () => {
    const { showInStickyBar } = await import('./qty-picker.js');
    document.body.innerHTML =
      '<div data-sticky-cta><span data-sticky-price>1</span><s data-sticky-old>x</s><a href="#porudzbina">Poruči</a></div>' +
      '<button role="radio" data-qty="2" data-price="4990" data-price-text="4.990 RSD" data-text="2 komada"></button>';
    const bar = $('[data-sticky-cta]');
    showInStickyBar(bar, $('[data-qty="2"]'));
    expect($('[data-sticky-price]').textContent).toBe('4.990 RSD');
    // No old price on this package: the struck one is hidden.
    expect($<HTMLElement>('[data-sticky-old]').hidden).toBe(true);
    showInStickyBar(null, $('[data-qty="2"]'));
  });
});

describe('the default page\'s back link (never back to an ad, never to the sign-in)', () => {
  const referrer = (value: string) => Object.defineProperty(document, 'referrer', { value, configurable: true });
  afterEach(() => referrer(''));

  it('goes back in history only when the visitor came from this site; otherwise follows its href (the storefront)', async () => {
    await boot(websiteFixture({ templateName: 'Minimalistic' }));
    const link = $<HTMLAnchorElement>('[data-island="back-link"]');
    expect(link.getAttribute('href')).toBe('/prodavnica');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    const click = () => {
      const e = new MouseEvent('click', { bubbles: true, cancelable: true });
      link.dispatchEvent(e);
      return e.defaultPrevented;
    };
    referrer('https://l.facebook.com/l.php?u=x');
    expect(click()).toBe(false);
    expect(back).not.toHaveBeenCalled();
    referrer(`${window.location.origin}/prodavnica`);
    expect(click()).toBe(true);
    expect(back).toHaveBeenCalledOnce();
  });
});
