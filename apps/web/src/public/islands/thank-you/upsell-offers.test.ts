import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThankYouUpsellPage } from '../../pages/thank-you/ThankYouUpsellPage.js';
import { pageCommonFixture, publicOrderFixture, upsellProductFixture, websiteFixture } from '@cod/contracts/testing';
import { API, ORDER_MESSAGES, type ThankYouUpsellPageModel } from '@cod/contracts';
import { bootIslands } from '../registry.js';
import '../shared/countdown.js';
import './upsell-offers.js';

const order = publicOrderFixture();
const model: ThankYouUpsellPageModel = { ...pageCommonFixture(), kind: 'thank-you-upsell', site: websiteFixture(), order, upsells: [upsellProductFixture(11), upsellProductFixture(12)] };

function mount(m: ThankYouUpsellPageModel = model) {
  document.body.innerHTML = renderToString(createElement(ThankYouUpsellPage, { model: m }));
  bootIslands();
}
const byTestId = <T extends HTMLElement = HTMLElement>(id: string) => document.querySelector<T>(`[data-testid="${id}"]`)!;
const flush = () => vi.advanceTimersByTimeAsync(0);
const okAnswer = (body: unknown, status = 201) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

let alertSpy: ReturnType<typeof vi.fn>;
let fetchSpy: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  // 8 minutes before the order's upsell window closes (publicOrderFixture: 10:20).
  vi.setSystemTime(new Date('2025-01-14T10:12:00.000Z'));
  alertSpy = vi.fn();
  fetchSpy = vi.fn();
  vi.stubGlobal('alert', alertSpy);
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('upsell-offers island', () => {
  it('posts the upsell order, turns the button green with "DODATO U PORUDŽBINU!" and shows the popup for 3 s', async () => {
    let resolve!: (r: Response) => void;
    fetchSpy.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    mount();
    const btn = byTestId<HTMLButtonElement>('upsell-add-11');
    btn.click();

    // Pending: disabled.
    expect(btn.disabled).toBe(true);
    expect(btn.dataset.state).toBe('pending');
    btn.click(); // a second click while pending sends nothing more
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(API.upsells.order);
    // The funnel: the offers were seen (once), not yet taken.
    const beacons = () => (navigator.sendBeacon as unknown as ReturnType<typeof vi.fn>).mock.calls.map(([url, b]) => ({ url, ...JSON.parse(String(b)) }));
    expect(beacons()).toEqual([expect.objectContaining({ url: API.public.track, w: order.websiteId, e: 'upsell_view' })]);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({
      originalOrderId: order.orderId,
      upsellProductId: 11,
      websiteId: order.websiteId,
      quantity: 1,
      totalPrice: 1490,
      currency: 'RSD',
      currencySymbol: 'RSD',
    });

    resolve(new Response(JSON.stringify({ success: true, orderId: 'UPS-1', upsellOrder: { orderId: 'UPS-1', totalPrice: 1490 } }), { status: 201 }));
    await flush();

    expect(btn.textContent).toBe(ORDER_MESSAGES.upsellAdded);
    expect(btn.disabled).toBe(true);
    expect(btn.dataset.state).toBe('added'); // green (data-[state=added]:bg-green-600)
    expect(btn.className).toContain('data-[state=added]:bg-green-600');
    expect(alertSpy).not.toHaveBeenCalled();
    expect(beacons().map((b) => b.e)).toEqual(['upsell_view', 'upsell_accept']);

    const popup = byTestId('upsell-confirmation');
    expect(popup.hidden).toBe(false);
    expect(popup.textContent).toContain(ORDER_MESSAGES.upsellAdded);
    expect(popup.textContent).toContain('Svilena jastučnica 11');
    await vi.advanceTimersByTimeAsync(2999);
    expect(popup.hidden).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(popup.hidden).toBe(true);

    // Stays added; the other offer is still available; the summary lists the addition.
    btn.click();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(byTestId<HTMLButtonElement>('upsell-add-12').disabled).toBe(false);
    expect(document.querySelector<HTMLElement>('[data-upsell-added-list]')!.hidden).toBe(false);
    expect(document.querySelector('[data-upsell-added-list]')!.textContent).toContain('+ Svilena jastučnica 11');
    expect(document.querySelector<HTMLElement>('[data-upsell-done]')!.hidden).toBe(false);
  });

  it('alerts the generic failure text and enables the button again', async () => {
    fetchSpy.mockReturnValue(okAnswer({ statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' }, 500));
    mount();
    const btn = byTestId<HTMLButtonElement>('upsell-add-12');
    btn.click();
    await flush();
    expect(alertSpy).toHaveBeenCalledWith(ORDER_MESSAGES.upsellAddFailed);
    expect(btn.disabled).toBe(false);
    expect(btn.textContent).toBe('DODAJ U PORUDŽBINU');
    expect(btn.dataset.state).toBeUndefined();
    expect(byTestId('upsell-confirmation').hidden).toBe(true);
  });

  it('alerts the generic text on a network failure', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    mount();
    byTestId<HTMLButtonElement>('upsell-add-11').click();
    await flush();
    expect(alertSpy).toHaveBeenCalledWith(ORDER_MESSAGES.upsellAddFailed);
  });

  it('a late click after the window closed: a clear note on the page, the offers quiet, no alert', async () => {
    fetchSpy.mockReturnValue(okAnswer({ statusCode: 400, message: ORDER_MESSAGES.upsellWindowClosed, error: 'Bad Request' }, 400));
    mount();
    const btn = byTestId<HTMLButtonElement>('upsell-add-11');
    expect(byTestId('upsell-closed').hidden).toBe(true);
    btn.click();
    await flush();
    expect(alertSpy).not.toHaveBeenCalled();
    expect(byTestId('upsell-closed').hidden).toBe(false);
    expect(byTestId('upsell-closed').textContent).toBe(ORDER_MESSAGES.upsellWindowClosed);
    expect(btn.disabled).toBe(true);
    expect(btn.textContent).toBe('DODAJ U PORUDŽBINU');
    expect(byTestId<HTMLButtonElement>('upsell-add-12').disabled).toBe(true);
  });

  it('shows an offer the order already has as added', async () => {
    fetchSpy.mockReturnValue(okAnswer({ statusCode: 409, message: ORDER_MESSAGES.upsellAlreadyAdded, error: 'Conflict' }, 409));
    mount();
    const btn = byTestId<HTMLButtonElement>('upsell-add-11');
    btn.click();
    await flush();
    expect(alertSpy).toHaveBeenCalledWith(ORDER_MESSAGES.upsellAlreadyAdded);
    expect(btn.textContent).toBe(ORDER_MESSAGES.upsellAdded);
    expect(btn.disabled).toBe(true);
  });

  it('alerts "Greška: Nedostaju podaci o porudžbini" without order data and sends nothing', async () => {
    mount({ ...model, order: { ...order, orderId: '' } });
    byTestId<HTMLButtonElement>('upsell-add-11').click();
    await flush();
    expect(alertSpy).toHaveBeenCalledWith(ORDER_MESSAGES.upsellMissingOrder);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('the countdown is the real time left of the upsell window: 8:00 here, then the offers close', async () => {
    mount();
    const el = byTestId('upsell-countdown');
    expect(JSON.parse(el.getAttribute('data-props')!)).toEqual({ endsAt: order.upsellDelayedUntil, format: 'm:ss' });
    expect(el.textContent).toBe('8:00');
    await vi.advanceTimersByTimeAsync(1000);
    expect(el.textContent).toBe('7:59');
    await vi.advanceTimersByTimeAsync(478_000);
    expect(el.textContent).toBe('0:01');
    expect(byTestId('upsell-closed').hidden).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    // Nothing restarts: the countdown goes, a note says the time is up, and no click sends anything.
    expect(el.closest<HTMLElement>('[data-countdown-box]')!.hidden).toBe(true);
    expect(byTestId('upsell-closed').hidden).toBe(false);
    byTestId<HTMLButtonElement>('upsell-add-11').click();
    await flush();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('has no countdown once the window has passed at render time', () => {
    vi.setSystemTime(new Date('2025-01-14T10:25:00.000Z'));
    mount();
    expect(document.querySelector('[data-testid="upsell-countdown"]')).toBeNull();
  });
});
