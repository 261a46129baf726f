import { dnsInstructionsFor, DOMAIN_MESSAGES, type DomainResponse } from '@cod/contracts';
import { dismissToast } from '@cod/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, CLIENT, type FakeAnswer, type FetchCall } from '../../test/fake-fetch.js';
import { renderApp } from '../../test/render.js';

const dns = (token: string, host = 'nova.rs') => dnsInstructionsFor(host, 'sites.example.com', 'cod-verify=', token);
const PENDING: DomainResponse = { id: 1, host: 'nova.rs', isPrimary: false, verifiedAt: null, createdAt: '2026-03-04T10:00:00.000Z', dnsInstructions: dns('aaa'), recordMissingSince: null, lastCheck: null };
const VERIFIED: DomainResponse = { id: 2, host: 'stara.rs', isPrimary: false, verifiedAt: '2026-03-05T10:00:00.000Z', createdAt: '2026-03-01T10:00:00.000Z', dnsInstructions: dns('bbb'), recordMissingSince: null, lastCheck: null };
const PRIMARY: DomainResponse = { id: 3, host: 'glavna.rs', isPrimary: true, verifiedAt: '2026-03-05T10:00:00.000Z', createdAt: '2026-02-01T10:00:00.000Z', dnsInstructions: dns('ccc'), recordMissingSince: null, lastCheck: null };

beforeEach(() => dismissToast());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const callsTo = (calls: FetchCall[], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
type Handler = FakeAnswer | ((c: FetchCall) => FakeAnswer);

function renderDomains(list: DomainResponse[], routes: Record<string, Handler> = {}) {
  const state = { list };
  const rendered = renderApp('/domains', {
    'GET /api/auth/me': { body: CLIENT },
    'GET /api/domains': () => ({ body: state.list }),
    ...routes,
  });
  return { ...rendered, state };
}

const card = async (host: string) => {
  const cards = await screen.findAllByTestId('domain-card');
  const found = cards.find((c) => c.dataset.host === host);
  if (!found) throw new Error(`no card ${host}`);
  return found;
};
const toastHas = (text: string) => waitFor(() => expect(screen.getByTestId('toast').textContent).toContain(text));
const btn = (el: HTMLElement, name: string) => within(el).queryByRole('button', { name });

describe('/domains (spec 000 §2 Multiple domains, §5, §7, §8)', () => {
  it('empty list: the notice; Dodaj disabled while the input is empty, an empty submit sends nothing', async () => {
    const { calls } = renderDomains([]);
    expect((await screen.findByTestId('domains-empty')).textContent).toBe(DOMAIN_MESSAGES.emptyList);
    const add = screen.getByRole('button', { name: 'Dodaj' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Novi domen'), { target: { value: '   ' } });
    fireEvent.submit(screen.getByLabelText('Novi domen').closest('form')!);
    expect(callsTo(calls, 'POST', '/api/domains')).toHaveLength(0);
  });

  it('adds the normalised host (trim, lowercase, no scheme, no www.), toasts and reloads the list', async () => {
    const { calls, state } = renderDomains([], {
      'POST /api/domains': () => {
        state.list = [PENDING];
        return { status: 201, body: { success: true, message: DOMAIN_MESSAGES.added, domain: PENDING } };
      },
    });
    await screen.findByTestId('domains-empty');
    fireEvent.change(screen.getByLabelText('Novi domen'), { target: { value: '  HTTPS://WWW.Nova.RS ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj' }));
    await toastHas(DOMAIN_MESSAGES.added);
    expect(screen.getByTestId('toast').textContent).toContain(DOMAIN_MESSAGES.addedHint);
    expect(callsTo(calls, 'POST', '/api/domains')[0].body).toEqual({ host: 'nova.rs' });
    expect(await card('nova.rs')).toBeTruthy();
    expect((screen.getByLabelText('Novi domen') as HTMLInputElement).value).toBe('');
  });

  it('add failure: the server message, else the fallback', async () => {
    let answer: FakeAnswer = apiError(409, DOMAIN_MESSAGES.alreadyAdded, 'Conflict');
    renderDomains([], { 'POST /api/domains': () => answer });
    await screen.findByTestId('domains-empty');
    fireEvent.change(screen.getByLabelText('Novi domen'), { target: { value: 'a.rs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj' }));
    await toastHas(DOMAIN_MESSAGES.alreadyAdded);
    dismissToast();
    answer = { status: 500, body: '' };
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj' }));
    await toastHas(DOMAIN_MESSAGES.addFailed);
  });

  it('cards: host, Glavni, Verificiran/Pending, added date; buttons only in the right states', async () => {
    renderDomains([PENDING, VERIFIED, PRIMARY]);
    const pending = await card('nova.rs');
    expect(within(pending).getByTestId('domain-status').textContent).toBe('Pending');
    expect(within(pending).queryByTestId('domain-primary')).toBeNull();
    expect(pending.textContent).toContain('Dodat');
    expect(btn(pending, 'DNS Setup')).toBeTruthy();
    expect(btn(pending, 'Verificiraj')).toBeTruthy();
    expect(btn(pending, 'Refresh DNS')).toBeTruthy();
    expect(btn(pending, 'Test DNS')).toBeTruthy();
    expect(btn(pending, 'Postavi kao glavni')).toBeNull();
    expect(btn(pending, 'Obriši domen nova.rs')).toBeTruthy();

    const verified = await card('stara.rs');
    expect(within(verified).getByTestId('domain-status').textContent).toBe('Verificiran');
    expect(btn(verified, 'DNS Setup')).toBeNull();
    expect(btn(verified, 'Verificiraj')).toBeNull();
    expect(btn(verified, 'Postavi kao glavni')).toBeTruthy();

    const primary = await card('glavna.rs');
    expect(within(primary).getByTestId('domain-primary').textContent).toBe('Glavni');
    expect(btn(primary, 'Postavi kao glavni')).toBeNull();
    expect(btn(primary, 'Refresh DNS')).toBeTruthy();
    expect(btn(primary, 'Obriši domen glavna.rs')).toBeTruthy();
  });

  it('verified cards have no missing-record badge or warning', async () => {
    renderDomains([VERIFIED, PRIMARY]);
    for (const host of ['stara.rs', 'glavna.rs']) {
      const c = await card(host);
      expect(within(c).queryByTestId('domain-record-missing')).toBeNull();
      expect(within(c).queryByTestId('domain-record-missing-notice')).toBeNull();
      expect(c.textContent).not.toContain(DOMAIN_MESSAGES.recordMissing);
    }
  });

  it('record missing at the daily re-check: amber badge next to Verificiran, the warning with the TXT record to restore (copy → Kopirano!) and DNS Setup again', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDomains([{ ...PRIMARY, recordMissingSince: '2026-03-10T04:00:00.000Z' }, VERIFIED]);
    const missing = await card('glavna.rs');
    expect(within(missing).getByTestId('domain-status').textContent).toBe('Verificiran');
    const badge = within(missing).getByTestId('domain-record-missing');
    expect(badge.textContent).toBe(DOMAIN_MESSAGES.recordMissingBadge);
    expect(badge.className).toContain('amber');
    // next to 'Verificiran': the same badge row
    expect(badge.parentElement).toBe(within(missing).getByTestId('domain-status').parentElement);
    const notice = within(missing).getByTestId('domain-record-missing-notice');
    expect(within(notice).getByTestId('domain-record-missing-notice-text').textContent).toBe(DOMAIN_MESSAGES.recordMissing);
    expect(within(notice).getByTestId('domain-record-missing-notice-txt-name').textContent).toBe('@');
    expect(within(notice).getByTestId('domain-record-missing-notice-txt-value').textContent).toBe('cod-verify=ccc');
    fireEvent.click(within(notice).getByRole('button', { name: 'Kopiraj TXT vrednost' }));
    expect(writeText).toHaveBeenCalledWith('cod-verify=ccc');
    await toastHas(DOMAIN_MESSAGES.copied);
    // Not a pending domain: no Verificiraj, still no second verification; DNS Setup is back.
    expect(btn(missing, 'Verificiraj')).toBeNull();
    fireEvent.click(btn(missing, 'DNS Setup')!);
    expect(within(await screen.findByRole('dialog')).getByTestId('dns-txt-value').textContent).toBe('cod-verify=ccc');
    // The other verified domain is untouched.
    const ok = await card('stara.rs');
    expect(within(ok).queryByTestId('domain-record-missing')).toBeNull();
    expect(btn(ok, 'DNS Setup')).toBeNull();
  });

  it('DNS Setup for a subdomain: CNAME and TXT named for the host typed (shop), with copy buttons (Kopirano!) and the 24-hour note', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDomains([{ ...PENDING, host: 'shop.nova.rs', dnsInstructions: dns('aaa', 'shop.nova.rs') }]);
    fireEvent.click(btn(await card('shop.nova.rs'), 'DNS Setup')!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('dns-cname-name').textContent).toBe('shop');
    expect(within(dialog).getByTestId('dns-cname-value').textContent).toBe('sites.example.com');
    expect(within(dialog).getByTestId('dns-txt-name').textContent).toBe('shop');
    expect(within(dialog).getByTestId('dns-txt-value').textContent).toBe('cod-verify=aaa');
    expect(dialog.textContent).toContain(DOMAIN_MESSAGES.propagation);
    expect(within(dialog).getAllByRole('button', { name: /^Kopiraj / })).toHaveLength(4);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kopiraj CNAME vrednost' }));
    expect(writeText).toHaveBeenCalledWith('sites.example.com');
    await toastHas('Kopirano!');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kopiraj TXT vrednost' }));
    expect(writeText).toHaveBeenLastCalledWith('cod-verify=aaa');
  });

  it('the last Verificiraj or Test DNS stays on the card: when, whether it passed, and what it found', async () => {
    renderDomains([{ ...PENDING, lastCheck: { at: '2026-03-06T09:15:00.000Z', ok: false, message: 'Verifikacija neuspešna: TXT zapis „cod-verify=aaa“ sa imenom @ nije pronađen za nova.rs.' } }]);
    const box = within(await card('nova.rs')).getByTestId('domain-last-check');
    expect(box.dataset.ok).toBe('false');
    expect(box.textContent).toContain('nije uspela');
    expect(box.textContent).toContain('TXT zapis „cod-verify=aaa“');
  });

  it('DNS Setup for an apex: the platform’s A/AAAA records, or ALIAS/ANAME advice; never "localhost" when the platform has no public address', async () => {
    renderDomains([
      PENDING,
      { ...PENDING, id: 8, host: 'druga.rs', dnsInstructions: dnsInstructionsFor('druga.rs', 'sites.example.com', 'cod-verify=', 'bbb', ['203.0.113.7']) },
      { ...PENDING, id: 9, host: 'lokal.rs', dnsInstructions: dnsInstructionsFor('shop.lokal.rs', 'localhost', 'cod-verify=', 'ccc') },
    ]);
    fireEvent.click(btn(await card('nova.rs'), 'DNS Setup')!);
    let dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('ALIAS / ANAME');
    expect(dialog.textContent).toContain(DOMAIN_MESSAGES.apexAliasHint);
    expect(within(dialog).getByTestId('dns-txt-name').textContent).toBe('@');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(btn(await card('druga.rs'), 'DNS Setup')!);
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('dns-a-0-value').textContent).toBe('203.0.113.7');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(btn(await card('lokal.rs'), 'DNS Setup')!);
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('dns-problem').textContent).toBe(DOMAIN_MESSAGES.noPublicAddress);
    expect(dialog.textContent).not.toContain('localhost');
    expect(within(dialog).getByTestId('dns-txt-value').textContent).toBe('cod-verify=ccc');
  });

  it('verify: success "Domen verificiran!" and the list reloaded; failure titled "Verifikacija neuspešna" with the server text or the fallback', async () => {
    let answer: FakeAnswer = apiError(400, 'TXT zapis nije pronađen', 'Bad Request');
    const { calls, state } = renderDomains([PENDING], {
      'POST /api/domains/verify': () => {
        if (!answer.status || answer.status < 300) state.list = [{ ...PENDING, verifiedAt: '2026-03-06T00:00:00.000Z' }];
        return answer;
      },
    });
    fireEvent.click(btn(await card('nova.rs'), 'Verificiraj')!);
    await toastHas(DOMAIN_MESSAGES.verifyFailedTitle);
    expect(screen.getByTestId('toast-description').textContent).toBe('TXT zapis nije pronađen');
    expect(callsTo(calls, 'POST', '/api/domains/verify')[0].body).toEqual({ host: 'nova.rs' });
    dismissToast();
    answer = { status: 500, body: '' };
    fireEvent.click(btn(await card('nova.rs'), 'Verificiraj')!);
    await waitFor(() => expect(screen.getByTestId('toast-description').textContent).toBe(DOMAIN_MESSAGES.verifyFailed));
    dismissToast();
    answer = { body: { success: true, message: DOMAIN_MESSAGES.verified } };
    fireEvent.click(btn(await card('nova.rs'), 'Verificiraj')!);
    await toastHas(DOMAIN_MESSAGES.verified);
    await waitFor(async () => expect(within(await card('nova.rs')).getByTestId('domain-status').textContent).toBe('Verificiran'));
  });

  it('refresh DNS: success and failure toasts', async () => {
    let answer: FakeAnswer = { body: { success: true, message: '' } };
    const { calls } = renderDomains([PENDING], { 'POST /api/domains/refresh': () => answer });
    fireEvent.click(btn(await card('nova.rs'), 'Refresh DNS')!);
    await toastHas(DOMAIN_MESSAGES.refreshed);
    expect(callsTo(calls, 'POST', '/api/domains/refresh')[0].body).toEqual({ host: 'nova.rs' });
    dismissToast();
    answer = { status: 500, body: '' };
    fireEvent.click(btn(await card('nova.rs'), 'Refresh DNS')!);
    await toastHas(DOMAIN_MESSAGES.refreshFailed);
  });

  it('test DNS: false → "DNS nije spreman" with the server message; true → "DNS ispravno konfigurisan!" and a reload; error → fallback', async () => {
    let answer: FakeAnswer = { body: { success: false, message: 'TXT zapis još nije vidljiv' } };
    const { calls } = renderDomains([PENDING], { 'POST /api/domains/test-dns': () => answer });
    fireEvent.click(btn(await card('nova.rs'), 'Test DNS')!);
    await toastHas(DOMAIN_MESSAGES.dnsNotReady);
    expect(screen.getByTestId('toast').textContent).toContain('TXT zapis još nije vidljiv');
    expect(screen.getByTestId('toast').getAttribute('data-variant')).toBe('destructive');
    // The list is read again: the test's result stays on the card (its last check).
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/domains')).toHaveLength(2));
    dismissToast();
    answer = { body: { success: true, message: 'Sve je u redu' } };
    fireEvent.click(btn(await card('nova.rs'), 'Test DNS')!);
    await toastHas(DOMAIN_MESSAGES.dnsOk);
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/domains')).toHaveLength(3));
    dismissToast();
    answer = { status: 500, body: '' };
    fireEvent.click(btn(await card('nova.rs'), 'Test DNS')!);
    await toastHas(DOMAIN_MESSAGES.testFailed);
  });

  it('primary: toast, the list reloaded at once and again after 500 ms; failure: server message or fallback', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: FakeAnswer = apiError(400, DOMAIN_MESSAGES.primaryNeedsVerified, 'Bad Request');
    const { calls } = renderDomains([VERIFIED, PRIMARY], { 'POST /api/domains/primary': () => answer });
    fireEvent.click(btn(await card('stara.rs'), 'Postavi kao glavni')!);
    await toastHas(DOMAIN_MESSAGES.primaryNeedsVerified);
    dismissToast();
    answer = { status: 500, body: '' };
    fireEvent.click(btn(await card('stara.rs'), 'Postavi kao glavni')!);
    await toastHas(DOMAIN_MESSAGES.primaryFailed);
    expect(callsTo(calls, 'GET', '/api/domains')).toHaveLength(1);
    dismissToast();

    answer = { body: { success: true, message: '' } };
    fireEvent.click(btn(await card('stara.rs'), 'Postavi kao glavni')!);
    await toastHas(DOMAIN_MESSAGES.primarySet);
    expect(callsTo(calls, 'POST', '/api/domains/primary').at(-1)!.body).toEqual({ domainId: 2 });
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/domains')).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(500));
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/domains')).toHaveLength(3));
  });

  it('delete: DELETE /api/domains/{host}, success toast and reload; failure fallback', async () => {
    let answer: FakeAnswer = { status: 500, body: '' };
    const { calls, state } = renderDomains([PENDING], {
      'DELETE /api/domains/nova.rs': () => {
        if (!answer.status) state.list = [];
        return answer;
      },
    });
    fireEvent.click(btn(await card('nova.rs'), 'Obriši domen nova.rs')!);
    await toastHas(DOMAIN_MESSAGES.removeFailed);
    dismissToast();
    answer = { body: { success: true, message: DOMAIN_MESSAGES.removed } };
    fireEvent.click(btn(await card('nova.rs'), 'Obriši domen nova.rs')!);
    await toastHas(DOMAIN_MESSAGES.removed);
    expect(await screen.findByTestId('domains-empty')).toBeTruthy();
    expect(callsTo(calls, 'DELETE', '/api/domains/nova.rs')).toHaveLength(2);
  });
});
