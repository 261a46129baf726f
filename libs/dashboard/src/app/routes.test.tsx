import { ORDERS_TEXTS, UI } from '@cod/contracts';
import { websiteFixture } from '@cod/contracts/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, apiError, CLIENT } from '../test/fake-fetch.js';
import { renderApp } from '../test/render.js';
import { returnPathOf } from './routes.js';

const signedOut = { 'GET /api/auth/me': apiError(401, 'Niste prijavljeni') };
const signedInAs = (user: typeof ADMIN) => ({ 'GET /api/auth/me': { body: user } });
const adminData = {
  'GET /api/admin/clients': { body: [CLIENT] },
  'GET /api/admin/users': { body: [ADMIN, CLIENT] },
  'GET /api/websites': { body: [] },
  'GET /api/admin/dashboard/stats': { body: { totalClients: 1, totalUsers: 2, totalWebsites: 0, totalOrders: 0, pendingOrders: 0 } },
};

describe('route guard (spec 000 §2)', () => {
  it('shows the loading screen while the session loads', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    renderApp('/settings', { 'GET /api/auth/me': async () => (await gate, { body: CLIENT }) });
    expect(screen.getByText(UI.loading)).toBeTruthy();
    release();
    expect(await screen.findByRole('tab', { name: 'Profil' })).toBeTruthy();
    expect(screen.queryByText(UI.loading)).toBeNull();
  });

  it('signed out at /orders shows "Prijavite se" instead of the sign-in form', async () => {
    renderApp('/orders', signedOut);
    expect(await screen.findByRole('heading', { name: UI.ordersSignInTitle })).toBeTruthy();
    expect(screen.getByText(UI.ordersSignInText)).toBeTruthy();
    expect(screen.queryByLabelText('Lozinka')).toBeNull();
  });

  it('from /orders, "Idi na prijavu" signs in and comes back to /orders', async () => {
    let signedIn = false;
    renderApp('/orders', {
      'GET /api/auth/me': () => (signedIn ? { body: CLIENT } : apiError(401, 'Niste prijavljeni')),
      'POST /api/auth/login': () => ((signedIn = true), { body: { user: CLIENT, token: 'jwt' } }),
      'GET /api/orders/my': { body: [] },
      'GET /api/orders/stats': { body: { days: [] } },
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Idi na prijavu' }));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: CLIENT.email } });
    fireEvent.change(screen.getByLabelText('Lozinka'), { target: { value: 'tajna123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prijavi se' }));
    expect(await screen.findByRole('heading', { name: 'Moje narudžbine' })).toBeTruthy();
  });

  it('returns only to a path of the console after signing in', () => {
    expect(returnPathOf('/orders')).toBe('/orders');
    expect(returnPathOf('/orders?q=N123')).toBe('/orders?q=N123');
    for (const bad of [null, '', '/', '//evil.example', '/\\evil.example', 'https://evil.example', 'orders', '/a b']) expect(returnPathOf(bad), String(bad)).toBeNull();
  });

  it('signed out on a guarded route shows the sign-in screen in place, then the route after signing in', async () => {
    const { calls } = renderApp('/settings', {
      ...signedOut,
      'POST /api/auth/login': { body: { user: CLIENT, token: 'jwt' } },
    });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: CLIENT.email } });
    fireEvent.change(screen.getByLabelText('Lozinka'), { target: { value: 'tajna123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prijavi se' }));
    expect(await screen.findByRole('tab', { name: 'Profil' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/auth/login')).toBe(true);
  });

  it('a signed-in non-admin at /admin sees the refusal with the top bar', async () => {
    const { calls } = renderApp('/admin', signedInAs(CLIENT));
    expect(await screen.findByText(UI.adminForbidden)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Odjavi se' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Admin Panel' })).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/api/admin'))).toBe(false);
  });

  it("'/' sends an admin to /admin", async () => {
    renderApp('/', { ...signedInAs(ADMIN), ...adminData });
    expect(await screen.findByRole('button', { name: UI.addClient })).toBeTruthy();
    expect(await screen.findByTestId('users-list')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Admin Panel' }).getAttribute('aria-current')).toBe('page');
  });

  it("'/' sends a client to /create", async () => {
    renderApp('/', signedInAs(CLIENT));
    expect(await screen.findByRole('button', { name: UI.createWebsite })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });

  it("'/' without a user shows the sign-in screen", async () => {
    renderApp('/', signedOut);
    expect(await screen.findByRole('button', { name: 'Prijavi se' })).toBeTruthy();
    expect(screen.getByText(UI.tagline)).toBeTruthy();
  });

  // The server answers /{customUrl} and the /hvala… pages itself (server-rendered public pages);
  // the console has no routes for them, so such a path inside the console is an unknown one.
  it.each(['/moj-proizvod', '/hvala', '/hvala/5/ORD-1', '/hvala-simple', '/thank-you-success'])(
    '%s is not a console route: the Page Not Found card, no session wait and no API call but the session check',
    (path) => {
      const { calls } = renderApp(path, { 'GET /api/auth/me': async () => new Promise(() => {}) });
      expect(screen.getByRole('heading', { level: 1, name: UI.notFoundTitle })).toBeTruthy();
      expect(screen.queryByText(UI.loading)).toBeNull();
      expect(screen.getByRole('link', { name: /Nazad na početnu/ }).getAttribute('href')).toBe('/');
      expect(calls.map((c) => c.path)).toEqual(['/api/auth/me']);
    },
  );

  it('paths with more than one segment show the Page Not Found card', async () => {
    renderApp('/nesto/drugo', signedOut);
    expect(screen.getByText(UI.notFoundTitle)).toBeTruthy();
  });

  it('/sync tells that the page moved and renders the dashboard', async () => {
    renderApp('/sync', signedInAs(CLIENT));
    expect(await screen.findByText(/premeštena na \/create/)).toBeTruthy();
    expect(screen.getByRole('button', { name: UI.createWebsite })).toBeTruthy();
  });

  it('logout goes to / even when the request fails', async () => {
    const { calls } = renderApp('/settings', { ...signedInAs(CLIENT), 'POST /api/auth/logout': apiError(500, 'Greška') });
    const origError = console.error;
    console.error = () => {};
    try {
      fireEvent.click(await screen.findByRole('button', { name: 'Odjavi se' }));
      expect(await screen.findByRole('button', { name: 'Prijavi se' })).toBeTruthy();
    } finally {
      console.error = origError;
    }
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/logout')).toBe(true));
    expect(screen.queryByRole('tab', { name: 'Profil' })).toBeNull();
  });

  it("the top bar links to /orders ('Narudžbine') for both roles", async () => {
    for (const user of [CLIENT, ADMIN]) {
      const view = renderApp('/settings', {
        ...signedInAs(user),
        'GET /api/orders': { body: [] },
        'GET /api/orders/my': { body: [] },
        'GET /api/orders/stats': { body: { days: [], currencies: [] } },
        'GET /api/orders/blocks': { body: [] },
      });
      const link = await screen.findByRole('button', { name: ORDERS_TEXTS.topBarLink });
      expect(link.getAttribute('aria-current')).toBeNull();
      fireEvent.click(link);
      expect(await screen.findByRole('heading', { level: 1, name: user.role === 'admin' ? ORDERS_TEXTS.title : ORDERS_TEXTS.clientTitle })).toBeTruthy();
      expect(screen.getByRole('button', { name: ORDERS_TEXTS.topBarLink }).getAttribute('aria-current')).toBe('page');
      view.unmount();
    }
  });
});

describe('lazy screens (each route is its own chunk)', () => {
  const everything = {
    ...signedInAs(ADMIN),
    ...adminData,
    'GET /api/websites/my': { body: [] },
    'GET /api/orders': { body: [] },
    'GET /api/orders/stats': { body: { days: [], currencies: [] } },
    'GET /api/orders/blocks': { body: [] },
    'GET /api/websites/id/7': { body: websiteFixture({ id: 7 }) },
    'GET /api/websites/id/7/versions': { body: [] },
    'GET /api/user/domain': { body: { domain: null, isVerified: false, verificationToken: null, dnsInstructions: null } },
    'GET /api/domains': { body: [] },
  };
  it.each([
    ['/admin', { name: /Dobrodošli, Ana/ }],
    ['/create', { name: 'Dashboard' }],
    ['/builder', { name: 'Kreiranje website-a' }],
    ['/orders', { name: ORDERS_TEXTS.title }],
    ['/settings', { name: 'Podešavanja naloga' }],
    ['/sync', { name: 'Dashboard' }],
    ['/sync-setup', { name: 'Sinhronizacija okruženja' }],
    ['/edit/7', { name: /^Uređivanje website-a/ }],
    ['/domain', { name: 'Domen' }],
    ['/domains', { name: 'Domeni' }],
  ] as const)('%s loads its screen behind the loading screen', async (path, heading) => {
    renderApp(path, everything);
    expect(await screen.findByRole('heading', heading)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Odjavi se' })).toBeTruthy();
    expect(screen.queryByText(UI.loading)).toBeNull();
  });

  it('a signed-out visitor on a guarded route gets the sign-in screen without the screen being needed', async () => {
    const { calls } = renderApp('/orders', signedOut);
    expect(await screen.findByText(UI.ordersSignInText)).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/me']);
  });
});
