import { WEBHOOK_MESSAGES, type WebhookDeliveryItem, type WebhookSettingsResponse } from '@cod/contracts';
import { dismissToast } from '@cod/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../lib/format.js';
import { apiError, CLIENT, type FakeAnswer, type FetchCall } from '../../test/fake-fetch.js';
import { renderApp } from '../../test/render.js';
import { webhookBody, webhookErrors } from './WebhookCard.js';

type Routes = Parameters<typeof renderApp>[1];

const PATH = '/api/settings/webhooks';
const TEST_PATH = '/api/settings/webhooks/test';
const SECRET = 'whsec_Qm3Zx9Lk2Vb7Np4Rt8Wy1Hs6Jd5Fg0Ac';
const URL_SAVED = 'https://magacin.example.rs/cod-webhook';

const SENT: WebhookDeliveryItem = {
  id: 'evt_103',
  type: 'order.created',
  state: 'sent',
  attempts: 1,
  lastStatus: 200,
  lastError: null,
  createdAt: '2025-11-22T12:00:00.000Z',
  sentAt: '2025-11-22T12:00:01.000Z',
  nextAt: null,
};
const WAITING: WebhookDeliveryItem = {
  id: 'evt_102',
  type: 'shipment.updated',
  state: 'waiting',
  attempts: 3,
  lastStatus: 503,
  lastError: 'HTTP 503',
  createdAt: '2025-11-22T11:00:00.000Z',
  sentAt: null,
  nextAt: '2025-11-22T11:04:00.000Z',
};
const FAILED: WebhookDeliveryItem = {
  id: 'evt_101',
  type: 'order.updated',
  state: 'failed',
  attempts: 10,
  lastStatus: null,
  lastError: 'Server nije odgovorio na vreme',
  createdAt: '2025-11-21T09:30:00.000Z',
  sentAt: null,
  nextAt: null,
};

beforeEach(() => dismissToast());
afterEach(() => vi.restoreAllMocks());

const callsTo = (calls: FetchCall[], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

/** /settings?tab=api-tokens with GET /api/settings/webhooks answering `state` as it stands at each call. */
function renderWebhook(initial: WebhookSettingsResponse, routes: (state: { now: WebhookSettingsResponse }) => Routes = () => ({})) {
  const state = { now: initial };
  const rendered = renderApp('/settings?tab=api-tokens', {
    'GET /api/auth/me': { body: CLIENT },
    'GET /api/tokens': { body: [] },
    [`GET ${PATH}`]: () => ({ body: state.now }),
    ...routes(state),
  });
  return { ...rendered, state };
}

const card = () => within(screen.getByTestId('webhook-card'));
const urlInput = () => screen.getByTestId('webhook-url') as HTMLInputElement;
const event = (type: string) => screen.getByTestId(`webhook-event-${type}`) as HTMLInputElement;
const button = (id: string) => screen.getByTestId(id) as HTMLButtonElement;

describe('settings: the webhook card (CONTRACT "Operations through the API")', () => {
  it('sits on the API tokeni tab below the tokens, says what it does, and starts empty with nothing to test or remove', async () => {
    renderWebhook({ endpoint: null, deliveries: [] });
    const webhook = await screen.findByTestId('webhook-card');
    const tokens = screen.getByTestId('api-token-form');
    expect(tokens.compareDocumentPosition(webhook) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(webhook).getByRole('heading', { name: 'Webhook: narudžbine u vaš sistem' })).toBeTruthy();
    expect(webhook.textContent).toContain('X-Cod-Signature');
    expect(webhook.textContent).toContain('Node');
    expect(webhook.textContent).toContain('PHP');

    await screen.findByTestId('webhook-url');
    expect(card().getByLabelText('Adresa (https://…)')).toBe(urlInput());
    expect(urlInput().value).toBe('');
    expect(card().getByLabelText(/Nova narudžbina/)).toBe(event('order.created'));
    expect(card().getByLabelText(/Izmena narudžbine \(status, napomena, podaci kupca\)/)).toBe(event('order.updated'));
    expect(card().getByLabelText(/Status pošiljke od kurira/)).toBe(event('shipment.updated'));
    for (const t of ['order.created', 'order.updated', 'shipment.updated']) {
      expect(event(t).checked).toBe(false);
      // The event's id is beside its label.
      expect(event(t).closest('label')!.textContent).toContain(t);
    }
    expect(button('webhook-save').textContent).toBe('Sačuvaj webhook');
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
    expect(button('webhook-test').disabled).toBe(true);
    expect(button('webhook-remove').disabled).toBe(true);
    expect(screen.getByTestId('webhook-deliveries').textContent).toBe('Još nema slanja.');
  });

  it('shows a saved endpoint: its address and events, the secret with "Kopiraj", and the deliveries with their states', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWebhook({ endpoint: { url: URL_SAVED, events: ['order.created', 'shipment.updated'], secret: SECRET }, deliveries: [SENT, WAITING, FAILED] });

    expect((await screen.findByTestId('webhook-secret')).textContent).toBe(SECRET);
    expect(urlInput().value).toBe(URL_SAVED);
    expect(event('order.created').checked).toBe(true);
    expect(event('order.updated').checked).toBe(false);
    expect(event('shipment.updated').checked).toBe(true);
    expect(button('webhook-test').disabled).toBe(false);
    expect(button('webhook-remove').disabled).toBe(false);

    fireEvent.click(screen.getByTestId('webhook-secret-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect((await screen.findByTestId('toast')).textContent).toContain('Kopirano!');

    // Newest first, as the server gives them.
    const list = screen.getByTestId('webhook-deliveries');
    expect(within(list).getAllByRole('listitem').map((r) => r.dataset.testid)).toEqual(['webhook-delivery-evt_103', 'webhook-delivery-evt_102', 'webhook-delivery-evt_101']);

    const sent = within(screen.getByTestId('webhook-delivery-evt_103'));
    expect(sent.getByTestId('webhook-delivery-type').textContent).toBe('order.created');
    const sentBadge = sent.getByTestId('webhook-delivery-state');
    expect(sentBadge.textContent).toBe('Poslato');
    expect(sentBadge.className).toContain('emerald');
    expect(sent.getByTestId('webhook-delivery-attempts').textContent).toBe('Pokušaja: 1');
    expect(sent.getByTestId('webhook-delivery-status').textContent).toBe('Odgovor 200');
    expect(sent.getByTestId('webhook-delivery-time').textContent).toBe(formatDateTime(SENT.createdAt));
    expect(sent.queryByTestId('webhook-delivery-next')).toBeNull();
    expect(sent.queryByTestId('webhook-delivery-error')).toBeNull();

    const waiting = within(screen.getByTestId('webhook-delivery-evt_102'));
    const waitingBadge = waiting.getByTestId('webhook-delivery-state');
    expect(waitingBadge.textContent).toBe('Čeka');
    expect(waitingBadge.className).toContain('amber');
    expect(waiting.getByTestId('webhook-delivery-next').textContent).toBe(`sledeći pokušaj ${formatDateTime(WAITING.nextAt)}`);
    expect(waiting.getByTestId('webhook-delivery-attempts').textContent).toBe('Pokušaja: 3');
    expect(waiting.getByTestId('webhook-delivery-status').textContent).toBe('Odgovor 503');
    expect(waiting.getByTestId('webhook-delivery-error').textContent).toBe('HTTP 503');

    const failed = within(screen.getByTestId('webhook-delivery-evt_101'));
    const failedBadge = failed.getByTestId('webhook-delivery-state');
    expect(failedBadge.textContent).toBe('Nije uspelo');
    expect(failedBadge.className).toContain('red');
    expect(failed.getByTestId('webhook-delivery-attempts').textContent).toBe('Pokušaja: 10');
    expect(failed.queryByTestId('webhook-delivery-status')).toBeNull();
    expect(failed.getByTestId('webhook-delivery-error').textContent).toBe('Server nije odgovorio na vreme');
    expect(failed.queryByTestId('webhook-delivery-next')).toBeNull();
  });

  it('"Osveži" asks the server again and shows the new deliveries', async () => {
    const { calls, state } = renderWebhook({ endpoint: { url: URL_SAVED, events: ['order.created'], secret: SECRET }, deliveries: [] });
    expect((await screen.findByTestId('webhook-deliveries')).textContent).toBe('Još nema slanja.');
    const before = callsTo(calls, 'GET', PATH).length;
    state.now = { ...state.now, deliveries: [SENT] };
    fireEvent.click(card().getByRole('button', { name: 'Osveži poslednja slanja' }));
    expect(await screen.findByTestId('webhook-delivery-evt_103')).toBeTruthy();
    expect(callsTo(calls, 'GET', PATH).length).toBe(before + 1);
  });

  it('saves exactly {url, events} (trimmed, in list order), toasts, and shows the secret', async () => {
    const { calls } = renderWebhook({ endpoint: null, deliveries: [] }, (state) => ({
      [`PUT ${PATH}`]: (call) => {
        const body = call.body as { url: string; events: [] };
        state.now = { endpoint: { url: body.url, events: body.events, secret: SECRET }, deliveries: [] };
        return { body: { secret: SECRET } };
      },
    }));
    await screen.findByTestId('webhook-url');
    const getsBefore = callsTo(calls, 'GET', PATH).length;

    fireEvent.change(urlInput(), { target: { value: '  https://moj-sistem.rs/cod-webhook  ' } });
    fireEvent.click(event('shipment.updated'));
    fireEvent.click(event('order.updated'));
    fireEvent.click(event('order.created'));
    fireEvent.click(event('order.updated'));
    fireEvent.click(screen.getByTestId('webhook-save'));

    expect((await screen.findByTestId('webhook-secret')).textContent).toBe(SECRET);
    const puts = callsTo(calls, 'PUT', PATH);
    expect(puts).toHaveLength(1);
    expect(puts[0].body).toStrictEqual({ url: 'https://moj-sistem.rs/cod-webhook', events: ['order.created', 'shipment.updated'] });
    expect((await screen.findByTestId('toast')).textContent).toContain('Webhook je sačuvan');
    expect(screen.getByTestId('toast').getAttribute('data-variant')).not.toBe('destructive');
    // Saved: the form keeps the saved values, the test and removal are open, and the server is asked again.
    expect(urlInput().value).toBe('https://moj-sistem.rs/cod-webhook');
    expect(event('order.created').checked).toBe(true);
    expect(event('order.updated').checked).toBe(false);
    expect(button('webhook-test').disabled).toBe(false);
    expect(button('webhook-remove').disabled).toBe(false);
    await waitFor(() => expect(callsTo(calls, 'GET', PATH).length).toBeGreaterThan(getsBefore));
    expect(screen.getByTestId('webhook-secret').textContent).toBe(SECRET);
  });

  it("checks the form before sending, with the server's messages: an http(s) address and at least one event", async () => {
    const { calls } = renderWebhook({ endpoint: null, deliveries: [] }, () => ({ [`PUT ${PATH}`]: { body: { secret: SECRET } } }));
    await screen.findByTestId('webhook-url');
    const form = within(screen.getByTestId('webhook-form'));

    fireEvent.click(screen.getByTestId('webhook-save'));
    expect(document.getElementById('webhook-url-error')?.textContent).toBe(WEBHOOK_MESSAGES.urlInvalid);
    expect(document.getElementById('webhook-events-error')?.textContent).toBe(WEBHOOK_MESSAGES.eventsInvalid);
    expect(urlInput().getAttribute('aria-invalid')).toBe('true');

    // Typing clears that field's message only.
    fireEvent.change(urlInput(), { target: { value: 'moj-sistem.rs/cod' } });
    expect(form.queryByText(WEBHOOK_MESSAGES.urlInvalid)).toBeNull();
    expect(form.getByText(WEBHOOK_MESSAGES.eventsInvalid)).toBeTruthy();
    fireEvent.click(event('order.created'));
    expect(form.queryByText(WEBHOOK_MESSAGES.eventsInvalid)).toBeNull();

    // No scheme, another scheme: refused.
    fireEvent.click(screen.getByTestId('webhook-save'));
    expect(form.getByText(WEBHOOK_MESSAGES.urlInvalid)).toBeTruthy();
    fireEvent.change(urlInput(), { target: { value: 'ftp://moj-sistem.rs/cod' } });
    fireEvent.click(screen.getByTestId('webhook-save'));
    expect(form.getByText(WEBHOOK_MESSAGES.urlInvalid)).toBeTruthy();
    // The last event unchecked: refused again.
    fireEvent.change(urlInput(), { target: { value: 'https://moj-sistem.rs/cod' } });
    fireEvent.click(event('order.created'));
    fireEvent.click(screen.getByTestId('webhook-save'));
    expect(form.queryByText(WEBHOOK_MESSAGES.urlInvalid)).toBeNull();
    expect(form.getByText(WEBHOOK_MESSAGES.eventsInvalid)).toBeTruthy();
    expect(callsTo(calls, 'PUT', PATH)).toHaveLength(0);

    // http:// is the server's call (allowed on a LAN or in tests).
    fireEvent.change(urlInput(), { target: { value: 'http://192.168.1.20:8080/cod' } });
    fireEvent.click(event('order.updated'));
    fireEvent.click(screen.getByTestId('webhook-save'));
    await waitFor(() => expect(callsTo(calls, 'PUT', PATH)).toHaveLength(1));
    expect(callsTo(calls, 'PUT', PATH)[0].body).toStrictEqual({ url: 'http://192.168.1.20:8080/cod', events: ['order.updated'] });
  });

  it("shows the server's 400 under its field and as a toast; the form is kept and nothing is shown as saved", async () => {
    let answer: FakeAnswer = {
      status: 400,
      statusText: 'Bad Request',
      body: { statusCode: 400, message: WEBHOOK_MESSAGES.urlInvalid, errors: { url: WEBHOOK_MESSAGES.urlInvalid } },
    };
    const { calls } = renderWebhook({ endpoint: null, deliveries: [] }, () => ({ [`PUT ${PATH}`]: () => answer }));
    await screen.findByTestId('webhook-url');
    fireEvent.change(urlInput(), { target: { value: 'https://localhost/cod' } });
    fireEvent.click(event('order.created'));
    fireEvent.click(screen.getByTestId('webhook-save'));

    await waitFor(() => expect(document.getElementById('webhook-url-error')?.textContent).toBe(WEBHOOK_MESSAGES.urlInvalid));
    expect(urlInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('toast-description').textContent).toBe(WEBHOOK_MESSAGES.urlInvalid);
    expect(screen.getByTestId('toast').getAttribute('data-variant')).toBe('destructive');
    expect(urlInput().value).toBe('https://localhost/cod');
    expect(event('order.created').checked).toBe(true);
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
    expect(button('webhook-test').disabled).toBe(true);

    answer = { status: 400, statusText: 'Bad Request', body: { statusCode: 400, message: WEBHOOK_MESSAGES.eventsInvalid, errors: { events: WEBHOOK_MESSAGES.eventsInvalid } } };
    dismissToast();
    fireEvent.click(screen.getByTestId('webhook-save'));
    await waitFor(() => expect(document.getElementById('webhook-events-error')?.textContent).toBe(WEBHOOK_MESSAGES.eventsInvalid));
    expect(document.getElementById('webhook-url-error')).toBeNull();
    expect(callsTo(calls, 'PUT', PATH)).toHaveLength(2);
  });

  it('"Pošalji test": the server\'s status in green on success, its reason in red on failure', async () => {
    let answer: FakeAnswer = { body: { success: true, status: 200 } };
    const { calls } = renderWebhook({ endpoint: { url: URL_SAVED, events: ['order.created'], secret: SECRET }, deliveries: [] }, () => ({
      [`POST ${TEST_PATH}`]: () => answer,
    }));
    await screen.findByTestId('webhook-secret');
    expect(screen.queryByTestId('webhook-test-result')).toBeNull();

    fireEvent.click(button('webhook-test'));
    const ok = await screen.findByTestId('webhook-test-result');
    expect(ok.textContent).toBe('Vaš server je odgovorio 200');
    expect(ok.dataset.ok).toBe('true');
    expect(ok.className).toContain('emerald');
    expect(callsTo(calls, 'POST', TEST_PATH)).toHaveLength(1);
    expect(callsTo(calls, 'POST', TEST_PATH)[0].body).toBeUndefined();

    const reason = WEBHOOK_MESSAGES.testFailed('server je odgovorio 500');
    answer = { body: { success: false, status: 500, error: reason } };
    fireEvent.click(button('webhook-test'));
    await waitFor(() => expect(screen.getByTestId('webhook-test-result').textContent).toBe(reason));
    const failed = screen.getByTestId('webhook-test-result');
    expect(failed.dataset.ok).toBe('false');
    expect(failed.className).toContain('red');
    expect(failed.className).not.toContain('emerald');

    // The call itself refused (removed elsewhere): the server's message, in red.
    answer = apiError(404, WEBHOOK_MESSAGES.notSet, 'Not Found');
    fireEvent.click(button('webhook-test'));
    await waitFor(() => expect(screen.getByTestId('webhook-test-result').textContent).toBe(WEBHOOK_MESSAGES.notSet));
    expect(screen.getByTestId('webhook-test-result').dataset.ok).toBe('false');
    expect(callsTo(calls, 'POST', TEST_PATH)).toHaveLength(3);
  });

  it('removes only after the confirmation: DELETE, the server\'s message as a toast, the form empty again', async () => {
    const { calls } = renderWebhook({ endpoint: { url: URL_SAVED, events: ['order.created', 'order.updated'], secret: SECRET }, deliveries: [SENT] }, (state) => ({
      [`DELETE ${PATH}`]: () => {
        state.now = { endpoint: null, deliveries: state.now.deliveries };
        return { body: { message: WEBHOOK_MESSAGES.removed } };
      },
      [`POST ${TEST_PATH}`]: { body: { success: true, status: 204 } },
    }));
    await screen.findByTestId('webhook-secret');
    fireEvent.click(button('webhook-test'));
    expect((await screen.findByTestId('webhook-test-result')).textContent).toBe('Vaš server je odgovorio 204');

    fireEvent.click(button('webhook-remove'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ukloniti webhook?')).toBeTruthy();
    expect(dialog.textContent).toContain(URL_SAVED);
    // Cancelled: nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Otkaži' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(screen.getByTestId('webhook-secret').textContent).toBe(SECRET);

    fireEvent.click(button('webhook-remove'));
    fireEvent.click(await screen.findByTestId('webhook-remove-confirm'));
    expect((await screen.findByTestId('toast')).textContent).toContain(WEBHOOK_MESSAGES.removed);
    expect(callsTo(calls, 'DELETE', PATH)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('webhook-secret')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
    expect(screen.queryByTestId('webhook-test-result')).toBeNull();
    expect(urlInput().value).toBe('');
    expect(event('order.created').checked).toBe(false);
    expect(button('webhook-test').disabled).toBe(true);
    expect(button('webhook-remove').disabled).toBe(true);
    // The past deliveries stay listed.
    expect(screen.getByTestId('webhook-delivery-evt_103')).toBeTruthy();
  });

  it('a failed load says so, with its own retry', async () => {
    let fail = true;
    renderApp('/settings?tab=api-tokens', {
      'GET /api/auth/me': { body: CLIENT },
      'GET /api/tokens': { body: [] },
      [`GET ${PATH}`]: () => (fail ? apiError(500, 'Baza nije dostupna') : { body: { endpoint: null, deliveries: [] } }),
    });
    expect(await within(await screen.findByTestId('webhook-card')).findByText('Baza nije dostupna')).toBeTruthy();
    expect(screen.queryByTestId('webhook-url')).toBeNull();
    fail = false;
    fireEvent.click(card().getByRole('button', { name: 'Ponovo učitaj webhook' }));
    expect(await screen.findByTestId('webhook-url')).toBeTruthy();
  });
});

describe('the webhook form model', () => {
  it('builds the body: the trimmed address, the events in list order', () => {
    expect(webhookBody({ url: ' https://a.rs/h ', events: ['shipment.updated', 'order.created'] })).toStrictEqual({
      url: 'https://a.rs/h',
      events: ['order.created', 'shipment.updated'],
    });
  });

  it('finds what the server would refuse', () => {
    expect(webhookErrors({ url: 'https://a.rs/h', events: ['order.created'] })).toEqual({});
    expect(webhookErrors({ url: 'HTTP://a.rs', events: ['order.created'] })).toEqual({});
    expect(webhookErrors({ url: '', events: [] })).toEqual({ url: WEBHOOK_MESSAGES.urlInvalid, events: WEBHOOK_MESSAGES.eventsInvalid });
    for (const bad of ['a.rs/h', 'https://', 'https:// a.rs', 'mailto:x@a.rs', `https://a.rs/${'x'.repeat(2000)}`]) {
      expect(webhookErrors({ url: bad, events: ['order.created'] }).url, bad).toBe(WEBHOOK_MESSAGES.urlInvalid);
    }
  });
});
