import { AUTH_TOKEN_KEY, UI } from '@cod/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, CLIENT, makeUser } from '../../test/fake-fetch.js';
import { renderApp } from '../../test/render.js';

const signedOut = { 'GET /api/auth/me': apiError(401, 'Niste prijavljeni') };

async function fill(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Lozinka'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Prijavi se' }));
}

describe('sign-in screen (spec 000 §2, §5, §8)', () => {
  it('validates with loginSchema and sends nothing when invalid', async () => {
    const { calls } = renderApp('/', signedOut);
    fireEvent.click(await screen.findByRole('button', { name: 'Prijavi se' }));
    expect(screen.getByText('Neispravna email adresa')).toBeTruthy();
    expect(screen.getByText('Lozinka je obavezna')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.path === '/api/auth/login')).toBe(false);
  });

  it("reads 'Prijavljivanje...' and is disabled while busy", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    renderApp('/', { ...signedOut, 'POST /api/auth/login': async () => (await gate, { body: { user: CLIENT, token: 't' } }) });
    await fill(CLIENT.email, 'tajna123');
    const busy = (await screen.findByRole('button', { name: UI.signingIn })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    release();
    expect(await screen.findByText(UI.loginSuccessTitle)).toBeTruthy();
  });

  it('welcomes the user by first name and stores the token', async () => {
    renderApp('/', { ...signedOut, 'POST /api/auth/login': { body: { user: CLIENT, token: 'jwt-1' } } });
    await fill(CLIENT.email, 'tajna123');
    expect(await screen.findByText(UI.loginWelcome(CLIENT.firstName))).toBeTruthy();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('jwt-1');
  });

  it("falls back to 'korisniče' when the user has no first name", async () => {
    const user = makeUser({ firstName: '' });
    renderApp('/', { ...signedOut, 'POST /api/auth/login': { body: { user, token: 'jwt-1' } } });
    await fill(user.email, 'tajna123');
    expect(await screen.findByText('Dobrodošli, korisniče!')).toBeTruthy();
  });

  it('shows the server message on failure', async () => {
    renderApp('/', { ...signedOut, 'POST /api/auth/login': apiError(401, 'Vaš nalog je deaktiviran. Obratite se administratoru.') });
    await fill(CLIENT.email, 'pogresna');
    expect(await screen.findByText(UI.loginFailedTitle)).toBeTruthy();
    expect(screen.getByText('Vaš nalog je deaktiviran. Obratite se administratoru.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prijavi se' })).toBeTruthy();
  });

  it("uses 'Neispravni podaci za prijavu' when the server gives no message", async () => {
    renderApp('/', { ...signedOut, 'POST /api/auth/login': { status: 502, statusText: 'Bad Gateway' } });
    await fill(CLIENT.email, 'tajna123');
    expect(await screen.findByText(UI.loginFailedFallback)).toBeTruthy();
  });

  it("reports 'Nedostaju podaci o korisniku' when the answer lacks the token", async () => {
    renderApp('/', { ...signedOut, 'POST /api/auth/login': { body: { user: CLIENT } } });
    await fill(CLIENT.email, 'tajna123');
    expect(await screen.findByText(UI.loginMissingData)).toBeTruthy();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});
