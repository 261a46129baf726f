import type { CrossSyncTestResponse } from '@cod/contracts';
import { dismissToast } from '@cod/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, CLIENT } from '../../test/fake-fetch.js';
import { renderApp } from '../../test/render.js';

type Routes = Parameters<typeof renderApp>[1];
const routes = (over: Routes = {}): Routes => ({ 'GET /api/auth/me': { body: CLIENT }, ...over });
const toasts = () => screen.queryAllByTestId('toast').map((t) => t.textContent ?? '').join();
const NO_RESULTS = 'No environments responded. Check deployment URLs.';

beforeEach(() => dismissToast());

describe('/sync-setup (spec 000 §2, 001 §2.6)', () => {
  it('explains SYNC_TARGETS and prefills the e-mail of the signed-in user', async () => {
    renderApp('/sync-setup', routes());
    const instructions = await screen.findByTestId('sync-setup-instructions');
    expect(instructions.textContent).toContain('SYNC_TARGETS');
    expect((screen.getByLabelText('Email korisnika') as HTMLInputElement).value).toBe(CLIENT.email);
  });

  it('tests every endpoint and shows success/fail with status, time and error, plus the JSON details', async () => {
    const answer: CrossSyncTestResponse = {
      results: [
        { endpoint: 'https://prod.example.com', success: true, status: 200, ms: 84, details: { user: 'found' } },
        { endpoint: 'https://staging.example.com', success: false, status: 503, ms: 1200, error: 'Service Unavailable' },
      ],
    };
    const { calls } = renderApp('/sync-setup', routes({ 'POST /api/cross-sync/test': { body: answer } }));
    fireEvent.change(await screen.findByLabelText('Email korisnika'), { target: { value: 'drugi@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Testiraj sinhronizaciju' }));
    const rows = await screen.findAllByTestId('sync-result');
    expect(rows).toHaveLength(2);
    expect(rows[0].getAttribute('data-success')).toBe('true');
    expect(within(rows[0]).getByText('Uspešno')).toBeTruthy();
    expect(within(rows[0]).getByText('https://prod.example.com')).toBeTruthy();
    expect(within(rows[0]).getByText('200')).toBeTruthy();
    expect(within(rows[0]).getByText('84 ms')).toBeTruthy();
    expect(rows[1].getAttribute('data-success')).toBe('false');
    expect(within(rows[1]).getByText('Neuspešno')).toBeTruthy();
    expect(within(rows[1]).getByText('Service Unavailable')).toBeTruthy();
    expect(JSON.parse(screen.getByTestId('sync-setup-details').textContent ?? '')).toEqual(answer);
    expect(screen.queryByText(NO_RESULTS)).toBeNull();
    expect(calls.find((c) => c.path === '/api/cross-sync/test')?.body).toEqual({ userEmail: 'drugi@example.com' });
    await waitFor(() => expect(toasts()).toContain('Odgovorilo okruženja: 1 od 2'));
  });

  it("says 'No environments responded. Check deployment URLs.' when there are no results", async () => {
    renderApp('/sync-setup', routes({ 'POST /api/cross-sync/test': { body: { results: [] } } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Testiraj sinhronizaciju' }));
    expect((await screen.findByTestId('sync-setup-no-results')).textContent).toBe(NO_RESULTS);
    expect(screen.queryAllByTestId('sync-result')).toHaveLength(0);
    await waitFor(() => expect(toasts()).toContain(NO_RESULTS));
  });

  it('a failed request gives a failure toast with the server message; an invalid e-mail is not sent', async () => {
    const { calls } = renderApp('/sync-setup', routes({ 'POST /api/cross-sync/test': apiError(403, 'Nemate dozvolu za ovu akciju') }));
    const email = await screen.findByLabelText('Email korisnika');
    fireEvent.change(email, { target: { value: 'nije-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Testiraj sinhronizaciju' }));
    expect(screen.getByText('Neispravna email adresa')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/cross-sync/test')).toBe(false);
    fireEvent.change(email, { target: { value: CLIENT.email } });
    fireEvent.click(screen.getByRole('button', { name: 'Testiraj sinhronizaciju' }));
    await waitFor(() => expect(toasts()).toContain('Nemate dozvolu za ovu akciju'));
    expect(toasts()).toContain('Greška pri testiranju sinhronizacije');
  });
});
