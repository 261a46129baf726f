import { UI, type CrossSyncTestResponse } from '@cod/contracts';
import { dismissToast } from '@cod/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, apiError, CLIENT } from '../../test/fake-fetch.js';
import { renderApp } from '../../test/render.js';

type Routes = Parameters<typeof renderApp>[1];
const routes = (over: Routes = {}): Routes => ({ 'GET /api/auth/me': { body: ADMIN }, ...over });
const toasts = () => screen.queryAllByTestId('toast').map((t) => t.textContent ?? '').join();
const NO_RESULTS = 'No environments responded. Check deployment URLs.';

beforeEach(() => dismissToast());

describe('/sync-setup (spec 000 §2, 001 §2.6; admins only)', () => {
  it('explains SYNC_TARGETS and prefills the e-mail of the signed-in admin', async () => {
    renderApp('/sync-setup', routes());
    const instructions = await screen.findByTestId('sync-setup-instructions');
    expect(instructions.textContent).toContain('SYNC_TARGETS');
    expect((screen.getByLabelText('Email korisnika') as HTMLInputElement).value).toBe(ADMIN.email);
  });

  it('a signed-in client sees the no-permission text of /admin with the top bar, and nothing is called', async () => {
    const { calls } = renderApp('/sync-setup', routes({ 'GET /api/auth/me': { body: CLIENT } }));
    expect(await screen.findByRole('heading', { level: 1, name: UI.adminForbidden })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Odjavi se' })).toBeTruthy();
    expect(screen.getByTestId('topbar-user-name').textContent).toBe('Marko Marković');
    expect(screen.queryByTestId('sync-setup-instructions')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Testiraj sinhronizaciju' })).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/me']);
  });

  it('signed out shows the sign-in screen in place', async () => {
    renderApp('/sync-setup', { 'GET /api/auth/me': apiError(401, 'Niste prijavljeni') });
    expect(await screen.findByRole('button', { name: 'Prijavi se' })).toBeTruthy();
    expect(screen.queryByText(UI.adminForbidden)).toBeNull();
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
    fireEvent.change(email, { target: { value: ADMIN.email } });
    fireEvent.click(screen.getByRole('button', { name: 'Testiraj sinhronizaciju' }));
    await waitFor(() => expect(toasts()).toContain('Nemate dozvolu za ovu akciju'));
    expect(toasts()).toContain('Greška pri testiranju sinhronizacije');
  });
});
