// @vitest-environment jsdom
import { AUTH_TOKEN_KEY } from '@cod/contracts';
import { resetSessionState, unreadOrders } from '@cod/dashboard';
import { dismissToast } from '@cod/ui';
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CodDesktopApi, ConnectionState, DesktopOrderEvent, ServerCheck } from '../shared/desktop-api.js';
import { DesktopApp } from './DesktopApp.js';
import { DESKTOP_TEXTS as D } from './texts.js';

// As in the web tests (apps/web/test/setup.ts): the orders route's chunk, transformed on its first load, can take
// over the default 1 s on a loaded 2-core machine; findBy*/waitFor wait up to 5 s for what does appear.
configure({ asyncUtilTimeout: 5000 });

const SERVER = 'http://127.0.0.1:3217';
const ADMIN = { id: 1, email: 'admin@example.com', firstName: 'Ana', lastName: 'Admin', role: 'admin', status: 'active' };

/** A codDesktop double: records calls, lets a test play the main process's events. */
function fakeDesktop({ server = null as string | null, token = null as string | null, check = { ok: true, origin: SERVER } as ServerCheck } = {}) {
  const order = new Set<(e: DesktopOrderEvent) => void>();
  const connection = new Set<(s: ConnectionState) => void>();
  const open = new Set<(id: string) => void>();
  const on = <T>(set: Set<T>) => (l: T) => {
    set.add(l);
    return () => void set.delete(l);
  };
  const state = { server, token };
  const desktop = {
    platform: 'linux',
    server: {
      get: vi.fn(async () => state.server),
      set: vi.fn(async (url: string) => {
        if (check.ok) state.server = check.origin;
        return url ? check : { ok: false as const, message: 'prazno' };
      }),
      forget: vi.fn(async () => {
        state.server = null;
        state.token = null;
      }),
    },
    session: {
      getToken: vi.fn(async () => state.token),
      setToken: vi.fn(async (t: string | null) => void (state.token = t)),
    },
    saveFile: vi.fn(async () => ({ saved: false as const })),
    events: {
      onOrderEvent: on(order),
      onConnection: on(connection),
      onOpenOrder: on(open),
      markRead: vi.fn(),
    },
  } satisfies CodDesktopApi;
  return {
    desktop,
    state,
    emitOrder: (e: DesktopOrderEvent) => order.forEach((l) => l(e)),
    setConnection: (s: ConnectionState) => connection.forEach((l) => l(s)),
    openOrder: (id: string) => open.forEach((l) => l(id)),
  };
}

/** The test server: /api/auth/me answers the admin for the right bearer token, the orders screen's calls answer empty. */
function stubServer(validToken = 'tok-1') {
  const calls: { url: string; auth?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const auth = (init.headers as Record<string, string> | undefined)?.Authorization;
      calls.push({ url, auth });
      const path = url.replace(SERVER, '').split('?')[0];
      const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
      if (path === '/api/auth/me') return auth === `Bearer ${validToken}` ? json(ADMIN) : json({ statusCode: 401, message: 'Niste prijavljeni', error: 'Unauthorized' }, 401);
      if (path === '/api/orders') return json([], 200, { 'X-Total-Count': '0' });
      if (path === '/api/orders/stats') return json({ days: [], totals: { orders: 0, revenue: 0 } });
      if (path === '/api/orders/blocks') return json([]);
      if (path === '/api/auth/logout') return json({ message: 'ok' });
      return json({ statusCode: 404, message: 'Tražena adresa ne postoji', error: 'Not Found' }, 404);
    }),
  );
  return calls;
}

const mount = (desktop: CodDesktopApi, initialServer: string | null, initialToken: string | null) =>
  render(createElement(DesktopApp, { desktop, initialServer, initialToken }));

beforeEach(() => {
  resetSessionState();
  unreadOrders.reset();
  dismissToast();
  window.location.hash = '';
  window.scrollTo = () => {};
  if (!('ResizeObserver' in globalThis)) {
    (globalThis as Record<string, unknown>).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('desktop renderer', () => {
  it("first run: 'Adresa servera', checks through the main process, shows its message, then the sign-in screen of that server", async () => {
    stubServer();
    const fake = fakeDesktop({ check: { ok: false, message: 'Server ne odgovara (GET /api/health)' } });
    mount(fake.desktop, null, null);
    const field = screen.getByLabelText(D.serverAddress) as HTMLInputElement;
    expect(field.placeholder).toBe('https://moj-server.rs');

    fireEvent.click(screen.getByRole('button', { name: D.connect }));
    expect((await screen.findByRole('alert')).textContent).toBe(D.addressRequired);
    expect(fake.desktop.server.set).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: ' http://127.0.0.1:3217/ ' } });
    fireEvent.click(screen.getByRole('button', { name: D.connect }));
    expect((await screen.findByText('Server ne odgovara (GET /api/health)')).getAttribute('role')).toBe('alert');
    expect(fake.desktop.server.set).toHaveBeenCalledWith('http://127.0.0.1:3217');

    fake.desktop.server.set.mockResolvedValueOnce({ ok: true, origin: SERVER });
    fireEvent.click(screen.getByRole('button', { name: D.connect }));
    expect(await screen.findByRole('button', { name: 'Prijavi se' })).toBeTruthy();
    expect(screen.getByTestId('server-footer').textContent).toContain('127.0.0.1:3217');

    // 'Promeni server': the main process forgets it, the first-run screen comes back.
    fireEvent.click(screen.getByRole('button', { name: D.changeServer }));
    expect(await screen.findByLabelText(D.serverAddress)).toBeTruthy();
    expect(fake.desktop.server.forget).toHaveBeenCalledTimes(1);
  });

  it("a saved server and token: the console at once (bearer from the main process), 'Veza prekinuta' while offline, toasts, notification clicks, markRead", async () => {
    const calls = stubServer('tok-1');
    const focus = vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const fake = fakeDesktop({ server: SERVER, token: 'tok-1' });
    window.location.hash = '#/orders';
    mount(fake.desktop, SERVER, 'tok-1');
    await screen.findByTestId('orders-empty');
    expect(calls.every((c) => c.url.startsWith(`${SERVER}/api/`) && c.auth === 'Bearer tok-1')).toBe(true);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(screen.queryByTestId('server-footer')).toBeNull();

    act(() => fake.setConnection('offline'));
    expect(screen.getByTestId('connection-banner').textContent).toContain(D.offline);
    act(() => fake.setConnection('online'));
    expect(screen.queryByText(D.offline)).toBeNull();

    // The window has no focus: the new order is unread; the in-app toast shows as on the web.
    act(() => fake.emitOrder({ name: 'order.created', data: { orderId: 'NDESK0000001', websiteId: 7 } }));
    expect((await screen.findByTestId('toast')).textContent).toContain('Nova narudžbina');
    expect(unreadOrders.get()).toBe(1);
    expect(fake.desktop.events.markRead).not.toHaveBeenCalled();

    // The window comes back on /orders: seen, the main process hears it.
    focus.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(fake.desktop.events.markRead).toHaveBeenCalled());
    expect(unreadOrders.get()).toBe(0);

    // A clicked notification opens that order on /orders.
    window.location.hash = '#/admin';
    await waitFor(() => expect(window.location.hash).toBe('#/admin'));
    act(() => fake.openOrder('NDESK0000001'));
    await waitFor(() => expect(window.location.hash).toBe('#/orders?q=NDESK0000001'));
    await waitFor(() => expect(calls.some((c) => c.url.includes('/api/orders?') && c.url.includes('q=NDESK0000001'))).toBe(true));

    // Signing out forgets the token in the main process too.
    fireEvent.click(await screen.findByRole('button', { name: 'Odjavi se' }));
    await screen.findByRole('button', { name: 'Prijavi se' });
    expect(fake.desktop.session.setToken).toHaveBeenLastCalledWith(null);
    expect(fake.state.token).toBeNull();
    expect(screen.getByRole('button', { name: D.changeServer })).toBeTruthy();
  });
});
