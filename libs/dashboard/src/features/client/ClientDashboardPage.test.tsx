import { DASHBOARD_REFETCH_MS, UI, WEBSITE_MESSAGES, type SyncDashboardResponse } from '@cod/contracts';
import { dismissToast } from '@cod/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client.js';
import { formatDateTime } from '../../lib/format.js';
import { ADMIN, apiError, CLIENT, type FetchCall } from '../../test/fake-fetch.js';
import { T } from '../../texts.js';
import { renderApp } from '../../test/render.js';
import { makeWebsite } from '../../test/streaming.js';
import { dashboardKeys, syncDashboardQuery } from './api/dashboard.js';


const SITE = makeWebsite({ id: 7, customUrl: 'pametni-sat' });
const DASHBOARD: SyncDashboardResponse = {
  user: { firstName: 'Marko', lastName: 'Marković' },
  websites: [SITE],
  stats: {
    totalWebsites: 3,
    activeWebsites: 2,
    totalOrders: 12,
    pendingOrders: 4,
    totalRevenue: 12450,
    totalRevenueCurrency: 'RSD',
    revenue: [
      { currency: 'RSD', amount: 12450 },
      { currency: 'BAM', amount: 89 },
      { currency: 'EUR', amount: 1234.5 },
    ],
  },
  timestamp: '2025-11-22T13:05:00.000Z',
};

type Routes = Parameters<typeof renderApp>[1];
const routes = (over: Routes = {}): Routes => ({
  'GET /api/auth/me': { body: CLIENT },
  'GET /api/sync/dashboard': { body: DASHBOARD },
  'GET /api/websites/my': { body: [SITE] },
  'GET /api/dashboard/stats': { body: { ...DASHBOARD.stats, recentOrders: [], topPerformingWebsites: [] } },
  ...over,
});
const count = (calls: FetchCall[], path: string) => calls.filter((c) => c.path === path).length;
const lines = () => screen.getAllByTestId('stat-revenue-line').map((l) => l.textContent);

beforeEach(() => dismissToast());

describe('client dashboard /create (spec 000 §2)', () => {
  it('shows the user, the server time, the three cards and the websites', async () => {
    renderApp('/create', routes());
    const websites = await screen.findByTestId('stat-websites');
    expect(within(websites).getByTestId('stat-websites-value').textContent).toBe('3');
    expect(within(websites).getByText('Aktivnih: 2')).toBeTruthy();
    const orders = screen.getByTestId('stat-orders');
    expect(within(orders).getByTestId('stat-orders-value').textContent).toBe('12');
    expect(within(orders).getByText('Na čekanju: 4')).toBeTruthy();
    expect(lines()).toEqual(['12.450 RSD', '89,00 KM', '1.234,50 €']);
    expect(screen.getByText('Prihod ovog meseca')).toBeTruthy();
    expect(screen.getByTestId('dashboard-user-name').textContent).toContain('Marko Marković');
    expect(screen.getByTestId('dashboard-timestamp').textContent).toContain(formatDateTime(DASHBOARD.timestamp));
    expect(screen.getByRole('heading', { name: UI.myWebsites })).toBeTruthy();
    expect(screen.getByTestId('website-card-7')).toBeTruthy();
  });

  it('revenue: one line per currency with revenue, never converted or summed; the hint says so', async () => {
    const stats = { ...DASHBOARD.stats, totalRevenue: 0, revenue: [{ currency: 'EUR' as const, amount: 45 }] };
    renderApp('/create', routes({ 'GET /api/sync/dashboard': { body: { ...DASHBOARD, stats } } }));
    await screen.findByTestId('stat-revenue');
    expect(lines()).toEqual(['45,00 €']);
    expect(screen.getByTestId('stat-revenue-sub').textContent).toBe(T.clientDashboard.statRevenueHint);
    expect(screen.getByTestId('stat-revenue').textContent).not.toMatch(/evr/i);
  });

  it("no revenue: '0' in the seller's market currency", async () => {
    const none = { ...DASHBOARD.stats, totalRevenue: 0, revenue: [] };
    const { unmount } = renderApp('/create', routes({ 'GET /api/sync/dashboard': { body: { ...DASHBOARD, stats: { ...none, totalRevenueCurrency: 'BAM' } } } }));
    await screen.findByTestId('stat-revenue');
    expect(lines()).toEqual(['0 KM']);
    unmount();
    // A server that names no main currency: the market of most of the seller's websites.
    const me = (id: number) => makeWebsite({ id, customUrl: `sajt-${id}`, currency: 'EUR', currencySymbol: '€', targetMarket: 'Montenegro' });
    const { totalRevenueCurrency: _, ...unnamed } = none;
    renderApp('/create', routes({ 'GET /api/sync/dashboard': { body: { ...DASHBOARD, websites: [SITE, me(8), me(9)], stats: unnamed } } }));
    await screen.findByTestId('stat-revenue');
    expect(lines()).toEqual(['0 €']);
  });

  it('a server from before per-currency revenue: its totalRevenue was euro', async () => {
    const old = { totalWebsites: 1, activeWebsites: 1, totalOrders: 2, pendingOrders: 1, totalRevenue: 51.2 };
    renderApp('/create', routes({ 'GET /api/sync/dashboard': { body: { ...DASHBOARD, stats: old } } }));
    await screen.findByTestId('stat-revenue');
    expect(lines()).toEqual(['51,20 €']);
  });

  it('each card shows how its parcels ended: the delivered share of the ended ones, or that none ended yet', async () => {
    const second = makeWebsite({ id: 8, customUrl: 'nova-lampa' });
    const third = makeWebsite({ id: 9, customUrl: 'bez-porudzbina' });
    const delivery = [
      { websiteId: 7, orders: 20, shipped: 14, delivered: 9, refused: 3 },
      { websiteId: 8, orders: 3, shipped: 2, delivered: 0, refused: 0 },
    ];
    renderApp('/create', routes({ 'GET /api/sync/dashboard': { body: { ...DASHBOARD, websites: [SITE, second, third], delivery } } }));
    const card = async (id: number) => within(await screen.findByTestId(`website-card-${id}`)).getByTestId('website-delivery');
    expect((await card(7)).textContent).toBe('Dostava:75 % isporučenoIsporučeno: 9 · Odbijeno ili vraćeno: 3 · Na putu: 2');
    expect((await card(8)).textContent).toBe('Dostava:Na putu: 2. Procenat se računa kad kurir javi ishod.');
    expect((await card(9)).textContent).toBe('Dostava:Još nema pošiljki');
  });

  it("each card has 'Pregled' (new tab to /{customUrl}) and 'Uredi' (/edit/{id})", async () => {
    renderApp('/create', routes());
    const card = await screen.findByTestId('website-card-7');
    const view = within(card).getByRole('link', { name: 'Pregled' });
    expect(view.getAttribute('href')).toBe('/pametni-sat');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(view.getAttribute('rel')).toContain('noopener');
    fireEvent.click(within(card).getByRole('button', { name: 'Uredi' }));
    // The editor route (no site in this fake API: its not-found screen).
    expect(await screen.findByText('Template nije pronađen')).toBeTruthy();
  });

  it("'Kreiraj Novi Website' opens the builder", async () => {
    renderApp('/create', routes());
    fireEvent.click(await screen.findByRole('button', { name: UI.createWebsite }));
    expect(await screen.findByTestId('builder-step-1')).toBeTruthy();
  });

  it('the empty-state button goes to /create-website, which redirects to the builder', async () => {
    renderApp('/create', routes({ 'GET /api/sync/dashboard': { body: { ...DASHBOARD, websites: [] } } }));
    const empty = await screen.findByTestId('dashboard-empty');
    fireEvent.click(within(empty).getByRole('button'));
    expect(await screen.findByTestId('builder-step-1')).toBeTruthy();
  });

  it('/create-website redirects to /builder', async () => {
    renderApp('/create-website', routes());
    expect(await screen.findByTestId('builder-wizard')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Kreiranje website-a' })).toBeTruthy();
  });

  it("shows 'Greška pri učitavanju podataka' with a retry", async () => {
    let fail = true;
    const { calls } = renderApp('/create', routes({ 'GET /api/sync/dashboard': () => (fail ? apiError(500, 'Baza nije dostupna') : { body: DASHBOARD }) }));
    expect(await screen.findByText(UI.loadDataError)).toBeTruthy();
    expect(screen.getByText('Baza nije dostupna')).toBeTruthy();
    // No automatic retry (global default).
    expect(count(calls, '/api/sync/dashboard')).toBe(1);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Pokušaj ponovo' }));
    expect(await screen.findByTestId('stat-websites')).toBeTruthy();
    expect(screen.queryByText(UI.loadDataError)).toBeNull();
  });

  it('refetches every 30 s and keeps the other global defaults', async () => {
    const options = syncDashboardQuery(createApiClient());
    expect(options.refetchInterval).toBe(DASHBOARD_REFETCH_MS);
    expect(DASHBOARD_REFETCH_MS).toBe(30_000);
    const { queryClient } = renderApp('/create', routes());
    await screen.findByTestId('stat-websites');
    const query = queryClient.getQueryCache().find({ queryKey: dashboardKeys.sync() });
    const observer = query?.observers[0];
    expect(observer?.options.refetchInterval).toBe(30_000);
    expect(observer?.options.refetchOnWindowFocus).toBe(false);
    expect(observer?.options.retry).toBe(false);
  });

  it("'Sinhronizuj' refetches the dashboard and refreshes my websites and the statistics", async () => {
    const { calls } = renderApp('/create', routes());
    await screen.findByTestId('stat-websites');
    expect(count(calls, '/api/sync/dashboard')).toBe(1);
    expect(count(calls, '/api/websites/my')).toBe(0);
    expect(count(calls, '/api/dashboard/stats')).toBe(0);
    const button = screen.getByRole('button', { name: 'Sinhronizuj' }) as HTMLButtonElement;
    fireEvent.click(button);
    expect(button.disabled).toBe(true);
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(count(calls, '/api/sync/dashboard')).toBe(2);
    expect(count(calls, '/api/websites/my')).toBe(1);
    expect(count(calls, '/api/dashboard/stats')).toBe(1);
  });

  it('shows an admin the developer tools: the local sync test and a link to the cross-environment page', async () => {
    renderApp('/create', routes({ 'GET /api/auth/me': { body: ADMIN } }));
    await screen.findByTestId('stat-websites');
    expect(screen.getByRole('heading', { name: 'Alati za programere' })).toBeTruthy();
    expect(screen.getByTestId('sync-test-card')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('cross-env-card')).getByRole('link'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sinhronizacija okruženja' })).toBeTruthy();
  });

  it('shows a client no developer tools (the server refuses them to non-admins)', async () => {
    renderApp('/create', routes());
    await screen.findByTestId('stat-websites');
    expect(screen.getByTestId('website-card-7')).toBeTruthy();
    expect(screen.queryByTestId('dev-tools')).toBeNull();
    expect(screen.queryByText('Alati za programere')).toBeNull();
    expect(screen.queryByTestId('sync-test-card')).toBeNull();
    expect(screen.queryByRole('link', { name: /sinhronizacije/ })).toBeNull();
    expect(document.querySelector('a[href="/sync-setup"]')).toBeNull();
  });
});

describe('/sync (spec 000 §2)', () => {
  it('tells that the page moved to /create and shows the same dashboard', async () => {
    renderApp('/sync', routes());
    expect((await screen.findByTestId('sync-moved-notice')).textContent).toContain('premeštena na /create');
    expect(await screen.findByTestId('stat-websites')).toBeTruthy();
    expect(screen.getByTestId('website-card-7')).toBeTruthy();
  });

  it('a client sees no developer tools there either', async () => {
    renderApp('/sync', routes());
    await screen.findByTestId('stat-websites');
    expect(screen.queryByTestId('dev-tools')).toBeNull();
  });
});

describe('local sync test card (spec 000 §7 test variant, admins only)', () => {
  const adminRoutes = (over: Routes = {}) => routes({ 'GET /api/auth/me': { body: ADMIN }, ...over });
  const toasts = () => screen.queryAllByTestId('toast').map((t) => t.textContent ?? '').join();

  it('sends the URL and the filled brief fields; shows success, the website URL and the sync targets', async () => {
    const { calls } = renderApp(
      '/create',
      adminRoutes({
        'POST /api/sync/create-website': {
          body: {
            success: true,
            websiteUrl: 'http://localhost:3000/test-sat',
            syncTargets: [
              { url: 'https://prod.example.com', success: true },
              { url: 'https://staging.example.com', success: false, error: 'ECONNREFUSED' },
            ],
          },
        },
      }),
    );
    const card = await screen.findByTestId('sync-test-card');
    fireEvent.change(within(card).getByLabelText('Link proizvoda'), { target: { value: 'https://shop.example.com/sat' } });
    fireEvent.change(within(card).getByLabelText('Ciljna grupa (opciono)'), { target: { value: 'Sportisti' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Pokreni test' }));
    const result = await within(card).findByTestId('sync-test-result');
    expect(result.getAttribute('data-ok')).toBe('true');
    expect(within(result).getByRole('link', { name: /test-sat/ }).getAttribute('href')).toBe('http://localhost:3000/test-sat');
    const targets = within(result).getAllByRole('listitem');
    expect(targets).toHaveLength(2);
    expect(targets[1].textContent).toContain('ECONNREFUSED');
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/sync/create-website')?.body).toEqual({
      urls: ['https://shop.example.com/sat'],
      targetAudience: 'Sportisti',
    });
    await waitFor(() => expect(toasts()).toContain('Test je uspeo'));
  });

  it('checks the link first and shows the failure the server reports', async () => {
    const { calls } = renderApp('/create', adminRoutes({ 'POST /api/sync/create-website': { body: { success: false, error: 'Stranica nije dostupna', syncTargets: [] } } }));
    const card = await screen.findByTestId('sync-test-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Pokreni test' }));
    expect(within(card).getByText(WEBSITE_MESSAGES.oneLinkRequired)).toBeTruthy();
    fireEvent.change(within(card).getByLabelText('Link proizvoda'), { target: { value: 'nije link' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Pokreni test' }));
    expect(within(card).getByText(WEBSITE_MESSAGES.validUrl)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(card).getByLabelText('Link proizvoda'), { target: { value: 'https://shop.example.com/sat' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Pokreni test' }));
    const result = await within(card).findByTestId('sync-test-result');
    expect(result.getAttribute('data-ok')).toBe('false');
    expect(within(result).getByText('Stranica nije dostupna')).toBeTruthy();
    await waitFor(() => expect(toasts()).toContain('Test nije uspeo'));
  });
});

describe('switching a site off and on, deleting one', () => {
  it("'Isključi' saves isActive false and says so; the card then offers 'Uključi'", async () => {
    let site = { ...SITE, isActive: true };
    const { calls } = renderApp(
      '/create',
      routes({
        'GET /api/websites/my': () => ({ body: [site] }),
        'GET /api/sync/dashboard': () => ({ body: { ...DASHBOARD, websites: [site] } }),
        'PUT /api/websites/id/7': (call) => {
          site = { ...site, ...(call.body as object) };
          return { body: site };
        },
      }),
    );
    const card = await screen.findByTestId('website-card-7');
    expect(within(card).getByTestId('website-url').textContent).toBe(`${window.location.origin}/pametni-sat`);
    // Switching off asks first: a "no" changes nothing.
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false);
    fireEvent.click(within(card).getByTestId('website-toggle'));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Kupci ga više neće videti'));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    confirm.mockReturnValueOnce(true);
    fireEvent.click(within(card).getByTestId('website-toggle'));
    expect(await screen.findByText('Website je isključen')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ isActive: false });
    await waitFor(() => expect(within(screen.getByTestId('website-card-7')).getByTestId('website-toggle').textContent).toContain('Uključi'));
    expect(within(screen.getByTestId('website-card-7')).getByTestId('website-status').textContent).toBe(UI.websiteInactive);
  });

  it('delete asks first; a site with orders is refused with the server message', async () => {
    const refusal = 'Website koji ima porudžbine ne može da se obriše. Možete ga isključiti.';
    const { calls } = renderApp('/create', routes({ 'DELETE /api/websites/id/7': apiError(409, refusal) }));
    const card = await screen.findByTestId('website-card-7');
    fireEvent.click(within(card).getByTestId('website-delete'));
    expect(await screen.findByText('Obrisati website?')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByTestId('website-delete-confirm'));
    expect((await screen.findByTestId('toast')).textContent).toContain(refusal);
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});
