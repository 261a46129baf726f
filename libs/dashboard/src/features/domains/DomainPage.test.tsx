import { dnsInstructionsFor, DOMAIN_MESSAGES, type UserDomainResponse } from '@cod/contracts';
import { dismissToast } from '@cod/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, CLIENT, type FakeAnswer, type FetchCall } from '../../test/fake-fetch.js';
import { renderApp } from '../../test/render.js';

const NONE: UserDomainResponse = { domain: null, isVerified: false, verificationToken: null, dnsInstructions: null, recordMissingSince: null };
const PENDING: UserDomainResponse = {
  domain: 'mojaprodavnica.rs',
  isVerified: false,
  verificationToken: 'tok123',
  dnsInstructions: dnsInstructionsFor('mojaprodavnica.rs', 'sites.example.com', 'cod-verify=', 'tok123'),
  recordMissingSince: null,
};
const VERIFIED: UserDomainResponse = { ...PENDING, isVerified: true };

beforeEach(() => dismissToast());
afterEach(() => vi.restoreAllMocks());

const callsTo = (calls: FetchCall[], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

function renderDomain(start: UserDomainResponse, routes: Record<string, FakeAnswer | ((c: FetchCall) => FakeAnswer)> = {}) {
  const state = { domain: start };
  const rendered = renderApp('/domain', {
    'GET /api/auth/me': { body: CLIENT },
    'GET /api/user/domain': () => ({ body: state.domain }),
    'GET /api/sync/dashboard': { body: { user: CLIENT, websites: [], stats: { totalWebsites: 0, totalOrders: 0, pendingOrders: 0, totalRevenue: 0 }, timestamp: '' } },
    ...routes,
  });
  return { ...rendered, state };
}

const toastText = async () => (await screen.findByTestId('toast')).textContent;

describe('/domain (spec 000 §2 Single domain, §5, §7, §8)', () => {
  it('none yet: Dodaj Domen opens the form with the hint; Otkaži closes it', async () => {
    renderDomain(NONE);
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj Domen' }));
    const input = screen.getByLabelText('Domen') as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(screen.getByText(/bez http:\/\/ ili www\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Otkaži' }));
    expect(screen.queryByLabelText('Domen')).toBeNull();
    expect(screen.getByRole('button', { name: 'Dodaj Domen' })).toBeTruthy();
  });

  it('blank input: "Unesite domen" and nothing is sent', async () => {
    const { calls } = renderDomain(NONE);
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj Domen' }));
    fireEvent.change(screen.getByLabelText('Domen'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj' }));
    expect(await screen.findByText(DOMAIN_MESSAGES.enterDomain)).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/user/domain')).toHaveLength(0);
  });

  it('adds the normalised domain, toasts the server message and reloads the domain and the dashboard', async () => {
    const { calls, state } = renderDomain(NONE, {
      'POST /api/user/domain': () => {
        state.domain = PENDING;
        return { status: 201, body: { success: true, message: 'Poruka servera', ...PENDING } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj Domen' }));
    fireEvent.change(screen.getByLabelText('Domen'), { target: { value: '  HTTPS://MojaProdavnica.RS/ ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj' }));
    expect(await toastText()).toContain('Poruka servera');
    expect(callsTo(calls, 'POST', '/api/user/domain')[0].body).toEqual({ domain: 'mojaprodavnica.rs' });
    expect(await screen.findByTestId('domain-name')).toBeTruthy();
    expect(callsTo(calls, 'GET', '/api/user/domain').length).toBe(2);
  });

  it('add: the §8 success fallback without a server message; failure: server message, else the fallback', async () => {
    let answer: FakeAnswer = { status: 201, body: null };
    renderDomain(NONE, { 'POST /api/user/domain': () => answer });
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj Domen' }));
    fireEvent.change(screen.getByLabelText('Domen'), { target: { value: 'a.rs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj' }));
    expect(await toastText()).toContain(DOMAIN_MESSAGES.singleAdded);

    dismissToast();
    answer = apiError(409, DOMAIN_MESSAGES.takenByOther, 'Conflict');
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj Domen' }));
    fireEvent.change(screen.getByLabelText('Domen'), { target: { value: 'a.rs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj' }));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain(DOMAIN_MESSAGES.takenByOther));
    expect(screen.getByTestId('toast').getAttribute('data-variant')).toBe('destructive');

    dismissToast();
    answer = { status: 500, statusText: 'Internal Server Error', body: '' };
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj' }));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain(DOMAIN_MESSAGES.singleAddFailed));
  });

  it('pending: badge, Verificiraj and Ukloni, the TXT record @ with a copy button, the 24-hour note and the URL preview', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDomain(PENDING);
    expect((await screen.findByTestId('domain-badge')).textContent).toBe('Pending Verifikacija');
    expect(screen.getByRole('button', { name: 'Verificiraj' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ukloni' })).toBeTruthy();
    expect(screen.getByTestId('domain-txt-name').textContent).toBe('@');
    expect(screen.getByTestId('domain-txt-value').textContent).toBe('cod-verify=tok123');
    expect(screen.getByTestId('domain-dns').textContent).toContain(DOMAIN_MESSAGES.propagation);
    expect(screen.queryByText(DOMAIN_MESSAGES.singleActive)).toBeNull();
    expect(screen.getByTestId('domain-preview-url').textContent).toBe('https://mojaprodavnica.rs/naziv-proizvoda');
    fireEvent.click(within(screen.getByTestId('domain-txt')).getByRole('button', { name: 'Kopiraj TXT vrednost' }));
    expect(writeText).toHaveBeenCalledWith('cod-verify=tok123');
    expect(await toastText()).toContain('Kopirano!');
  });

  it('verified: "Verificiran", "Domen je Aktivan!", no Verificiraj and no DNS instructions', async () => {
    renderDomain(VERIFIED);
    expect((await screen.findByTestId('domain-badge')).textContent).toBe('Verificiran');
    expect(screen.getByText(DOMAIN_MESSAGES.singleActive)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verificiraj' })).toBeNull();
    expect(screen.queryByTestId('domain-dns')).toBeNull();
    expect(screen.queryByTestId('domain-record-missing')).toBeNull();
    expect(screen.queryByTestId('domain-record-missing-notice')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ukloni' })).toBeTruthy();
  });

  it('verified with the TXT record gone at the daily re-check: amber badge next to Verificiran, the warning and the TXT record again (copy → Kopirano!)', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDomain({ ...VERIFIED, recordMissingSince: '2026-03-10T04:00:00.000Z' });
    expect((await screen.findByTestId('domain-badge')).textContent).toBe('Verificiran');
    const badge = screen.getByTestId('domain-record-missing');
    expect(badge.textContent).toBe(DOMAIN_MESSAGES.recordMissingBadge);
    expect(badge.className).toContain('amber');
    expect(badge.parentElement).toBe(screen.getByTestId('domain-badge').parentElement);
    const notice = screen.getByTestId('domain-record-missing-notice');
    expect(within(notice).getByTestId('domain-record-missing-notice-text').textContent).toBe(DOMAIN_MESSAGES.recordMissing);
    expect(within(notice).getByTestId('domain-record-missing-notice-txt-name').textContent).toBe('@');
    expect(within(notice).getByTestId('domain-record-missing-notice-txt-value').textContent).toBe('cod-verify=tok123');
    expect(notice.textContent).toContain(DOMAIN_MESSAGES.propagation);
    expect(screen.queryByRole('button', { name: 'Verificiraj' })).toBeNull();
    fireEvent.click(within(notice).getByRole('button', { name: 'Kopiraj TXT vrednost' }));
    expect(writeText).toHaveBeenCalledWith('cod-verify=tok123');
    expect(await toastText()).toContain(DOMAIN_MESSAGES.copied);
  });

  it('verify: success reloads the domain and marks the dashboard stale; failure toasts the fallback', async () => {
    let ok = true;
    const { state, queryClient } = renderDomain(PENDING, {
      'POST /api/user/domain/verify': () => {
        if (!ok) return { status: 500, body: '' };
        state.domain = VERIFIED;
        return { body: { success: true, message: '', ...VERIFIED } };
      },
    });
    queryClient.setQueryData(['sync', 'dashboard'], { cached: true });
    ok = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Verificiraj' }));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain(DOMAIN_MESSAGES.singleVerifyFailed));
    expect(queryClient.getQueryState(['sync', 'dashboard'])?.isInvalidated).toBe(false);
    dismissToast();
    ok = true;
    fireEvent.click(screen.getByRole('button', { name: 'Verificiraj' }));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain(DOMAIN_MESSAGES.singleVerified));
    expect(await screen.findByText(DOMAIN_MESSAGES.singleActive)).toBeTruthy();
    expect(queryClient.getQueryState(['sync', 'dashboard'])?.isInvalidated).toBe(true);
  });

  it('remove: success goes back to none; failure toasts the server message or the fallback', async () => {
    let answer: FakeAnswer = apiError(404, DOMAIN_MESSAGES.noDomain, 'Not Found');
    const { state } = renderDomain(VERIFIED, {
      'DELETE /api/user/domain': () => {
        if (answer.status) return answer;
        state.domain = NONE;
        return answer;
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ukloni' }));
    expect(await toastText()).toContain(DOMAIN_MESSAGES.noDomain);
    dismissToast();
    answer = { status: 500, body: '' };
    fireEvent.click(screen.getByRole('button', { name: 'Ukloni' }));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain(DOMAIN_MESSAGES.removeFailed));
    dismissToast();
    answer = { body: null };
    fireEvent.click(screen.getByRole('button', { name: 'Ukloni' }));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain(DOMAIN_MESSAGES.singleRemoved));
    expect(await screen.findByRole('button', { name: 'Dodaj Domen' })).toBeTruthy();
  });
});
