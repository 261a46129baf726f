import { AUTH_STORAGE_KEY, AUTH_TOKEN_KEY, ORDERS_TEXTS } from '@cod/contracts';
import { dismissToast } from '@cod/ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryTokenStore } from '../api/token-store.js';
import { resetSessionState } from '../features/auth/session-store.js';
import type { FileSaver } from '../lib/file-saver.js';
import { ADMIN, CLIENT, createFakeFetch } from '../test/fake-fetch.js';
import { makeOrder, makeStats, ordersEndpoint } from '../test/orders.js';
import { DashboardApp } from './DashboardApp.js';

const SERVER = 'https://moj-server.rs';
const FIRST = makeOrder({ id: 21, orderId: 'NFIRST0000021', firstName: 'Jovana' });
const SECOND = makeOrder({ id: 22, orderId: 'NSECOND000022', firstName: 'Milan', lastName: 'Milić' });

function serverRoutes(user = ADMIN) {
  const list = ordersEndpoint([SECOND, FIRST]);
  return createFakeFetch({
    'GET /api/auth/me': { body: user },
    'GET /api/orders': list,
    'GET /api/orders/my': list,
    'GET /api/orders/stats': { body: makeStats() },
    'GET /api/orders/blocks': { body: [] },
    'GET /api/orders/export.csv': {
      body: '\uFEFFDatum porudžbine;Broj porudžbine\r\n',
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="narudzbine-2025-11-22.csv"' },
    },
    'POST /api/auth/logout': { body: { message: 'ok' } },
    'POST /api/auth/login': { body: { user: CLIENT, token: 'tok-new' } },
  });
}

/** Mounted in DashboardApp's `children` slot: proves it sits inside the router. */
function Probe() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <button type="button" data-testid="probe" onClick={() => navigate(`/orders?q=${SECOND.orderId}`)}>
      {pathname + search}
    </button>
  );
}

beforeEach(() => {
  resetSessionState();
  dismissToast();
  window.scrollTo = () => {};
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DashboardApp injection points (desktop)', () => {
  it('keeps the token in the given token store: bearer on every call to the server, never in localStorage; sign-out clears it', async () => {
    const fake = serverRoutes();
    vi.stubGlobal('fetch', fake.fetch);
    const changes: (string | null)[] = [];
    const tokens = memoryTokenStore('tok-desktop', (t) => changes.push(t));
    render(<DashboardApp router="memory" initialPath="/orders" apiBaseUrl={SERVER} tokenStore={tokens} eventSource={null} />);
    await screen.findByTestId(`order-row-${FIRST.orderId}`);
    expect(fake.calls.length).toBeGreaterThan(0);
    for (const call of fake.calls) {
      expect(call.url.startsWith(`${SERVER}/api/`)).toBe(true);
      expect(call.headers.Authorization).toBe('Bearer tok-desktop');
    }
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Odjavi se' }));
    await screen.findByRole('button', { name: 'Prijavi se' });
    expect(tokens.get()).toBeNull();
    expect(changes).toEqual([null]);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('sign-in writes the new token to the token store only', async () => {
    const fake = createFakeFetch({
      'GET /api/auth/me': { status: 401, body: { statusCode: 401, message: 'Niste prijavljeni', error: 'Unauthorized' } },
      'POST /api/auth/login': { body: { user: CLIENT, token: 'tok-new' } },
      'GET /api/sync/dashboard': { body: { user: CLIENT, websites: [], stats: { totalWebsites: 0, activeWebsites: 0, totalOrders: 0, pendingOrders: 0, totalRevenue: 0 }, timestamp: '2025-11-22T13:05:00.000Z' } },
    });
    vi.stubGlobal('fetch', fake.fetch);
    const changes: (string | null)[] = [];
    const tokens = memoryTokenStore(null, (t) => changes.push(t));
    render(<DashboardApp router="memory" apiBaseUrl={SERVER} tokenStore={tokens} eventSource={null} />);
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: CLIENT.email } });
    fireEvent.change(screen.getByLabelText('Lozinka'), { target: { value: 'tajna123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prijavi se' }));
    await waitFor(() => expect(changes).toEqual(['tok-new']));
    expect(tokens.get()).toBe('tok-new');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    // The user (not the token) is what the session store keeps.
    expect(localStorage.getItem(AUTH_STORAGE_KEY) ?? '').not.toContain('tok-new');
  });

  it("'Izvezi CSV' hands the bytes and the server's file name to the given saveFile (no browser download)", async () => {
    vi.stubGlobal('fetch', serverRoutes().fetch);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const saved: { name: string; text: string }[] = [];
    const saveFile: FileSaver = async ({ name, data }) => void saved.push({ name, text: await data.text() });
    render(<DashboardApp router="memory" initialPath="/orders" apiBaseUrl={SERVER} tokenStore={memoryTokenStore('t')} saveFile={saveFile} eventSource={null} />);
    await screen.findByTestId(`order-row-${FIRST.orderId}`);
    fireEvent.click(screen.getByRole('button', { name: ORDERS_TEXTS.exportCsv }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('narudzbine-2025-11-22.csv');
    expect(saved[0].text).toContain('Broj porudžbine');
    expect(click).not.toHaveBeenCalled();
  });

  it('renders its children inside the router; a link to /orders?q= while /orders is open searches for that order', async () => {
    const fake = serverRoutes(CLIENT);
    vi.stubGlobal('fetch', fake.fetch);
    render(
      <DashboardApp router="memory" initialPath="/orders" apiBaseUrl={SERVER} tokenStore={memoryTokenStore('t')} eventSource={null}>
        <Probe />
      </DashboardApp>,
    );
    await screen.findByTestId(`order-card-${FIRST.orderId}`);
    expect(screen.getByTestId('probe').textContent).toBe('/orders');
    fireEvent.click(screen.getByTestId('probe'));
    await waitFor(() => expect(screen.queryByTestId(`order-card-${FIRST.orderId}`)).toBeNull());
    expect(screen.getByTestId(`order-card-${SECOND.orderId}`)).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement | null)?.value ?? '').toBe(SECOND.orderId);
    expect(fake.calls.some((c) => c.path === '/api/orders/my' && c.query.q === SECOND.orderId)).toBe(true);
  });

  it('root-relative images load from the API server on the desktop, unchanged on the web', async () => {
    const { ImageWithFallback } = await import('../components/ImageWithFallback.js');
    const { ApiProvider } = await import('../api/api-context.js');
    const { createApiClient } = await import('../api/client.js');
    const { container, rerender } = render(
      <ApiProvider client={createApiClient({ baseUrl: SERVER })}>
        <ImageWithFallback src="/uploads/images/a.webp" alt="a" />
        <ImageWithFallback src="https://cdn.example/b.jpg" alt="b" />
      </ApiProvider>,
    );
    const srcs = () => [...container.querySelectorAll('img')].map((i) => i.getAttribute('src'));
    expect(srcs()).toEqual([`${SERVER}/uploads/images/a.webp`, 'https://cdn.example/b.jpg']);
    rerender(
      <ApiProvider client={createApiClient({ baseUrl: '' })}>
        <ImageWithFallback src="/uploads/images/a.webp" alt="a" />
        <ImageWithFallback src="https://cdn.example/b.jpg" alt="b" />
      </ApiProvider>,
    );
    expect(srcs()).toEqual(['/uploads/images/a.webp', 'https://cdn.example/b.jpg']);
  });

  it("the editor's preview page gets a <base> of the API server on the desktop only", async () => {
    const { withServerBase } = await import('../features/editor/LivePreview.js');
    const page = '<!doctype html><html lang="sr"><head><meta charset="utf-8"><header></header></head><body><img src="/uploads/x.webp"></body></html>';
    expect(withServerBase(page, '')).toBe(page);
    expect(withServerBase(page, SERVER)).toBe(page.replace('<head>', `<head><base href="${SERVER}/">`));
    expect(withServerBase('<p>x</p>', SERVER)).toBe(`<base href="${SERVER}/"><p>x</p>`);
  });
});
