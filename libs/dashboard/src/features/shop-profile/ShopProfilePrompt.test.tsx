import { EMPTY_SHOP_PROFILE, missingShopProfileFields, type ShopProfile, type ShopProfileResponse, type SyncDashboardResponse } from '@cod/contracts';
import { websiteFixture } from '@cod/contracts/testing';
import { dismissToast } from '@cod/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, CLIENT, type FetchCall } from '../../test/fake-fetch.js';
import { renderApp } from '../../test/render.js';

const PATH = '/api/user/shop-profile';

function response(profile: Partial<ShopProfile>): ShopProfileResponse {
  const p = { ...EMPTY_SHOP_PROFILE, ...profile };
  const missing = missingShopProfileFields(p);
  return { ...p, complete: missing.length === 0, missing, updatedAt: null };
}

const INCOMPLETE = response({ shopName: 'Lampica' });
const COMPLETE = response({
  shopName: 'Lampica',
  legalName: 'Lampica d.o.o.',
  taxId: '101134702',
  address: 'Bulevar oslobođenja 12',
  city: 'Novi Sad',
  phone: '064 123 4567',
  email: 'kontakt@lampica.rs',
  returnDays: 14,
});

const DASHBOARD: SyncDashboardResponse = {
  user: { firstName: 'Marko', lastName: 'Marković' },
  websites: [],
  stats: { totalWebsites: 0, activeWebsites: 0, totalOrders: 0, pendingOrders: 0, totalRevenue: 0, totalRevenueCurrency: 'RSD', revenue: [] },
  timestamp: '2025-11-22T13:05:00.000Z',
};

type Routes = Parameters<typeof renderApp>[1];
const dashboardRoutes = (user = CLIENT, profile?: ShopProfileResponse): Routes => ({
  'GET /api/auth/me': { body: user },
  'GET /api/sync/dashboard': { body: DASHBOARD },
  'GET /api/websites/my': { body: [] },
  'GET /api/dashboard/stats': { body: { ...DASHBOARD.stats, recentOrders: [], topPerformingWebsites: [] } },
  ...(profile ? { [`GET ${PATH}`]: { body: profile } } : {}),
});
const profileReads = (calls: FetchCall[]) => calls.filter((c) => c.method === 'GET' && c.path === PATH).length;

beforeEach(() => dismissToast());

describe('the prompt to fill in the shop profile', () => {
  it('shows on /create for an incomplete profile, names what is missing and opens the shop tab', async () => {
    renderApp('/create', dashboardRoutes(CLIENT, INCOMPLETE));
    const prompt = await screen.findByTestId('shop-profile-prompt', {}, { timeout: 10_000 });
    expect(within(prompt).getByRole('heading', { name: 'Popunite podatke o prodavnici' })).toBeTruthy();
    expect(prompt.textContent).toContain('uslove dostave i povraćaja');
    expect(within(prompt).getByTestId('shop-profile-prompt-missing').textContent).toBe(
      'Nedostaje: Naziv firme (pravno lice / preduzetnik), PIB / JIB, Adresa, Mesto, Telefon, E-mail, Rok za povraćaj (dana)',
    );
    const link = within(prompt).getByRole('link', { name: /Popuni podatke/ });
    expect(link.getAttribute('href')).toBe('/settings?tab=shop');

    fireEvent.click(link);
    // The settings open on the shop tab, with the profile loaded into the form.
    // (the settings screen is a lazy chunk: its first load in a test file takes a while)
    const tab = await screen.findByRole('tab', { name: 'Prodavnica' }, { timeout: 10_000 });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(((await screen.findByLabelText('Naziv prodavnice', {}, { timeout: 10_000 })) as HTMLInputElement).value).toBe('Lampica');
    expect(screen.queryByTestId('shop-profile-prompt')).toBeNull();
  });

  it('is not shown on /create when the profile is complete', async () => {
    const { calls } = renderApp('/create', dashboardRoutes(CLIENT, COMPLETE));
    await screen.findByTestId('dashboard-empty', {}, { timeout: 10_000 });
    await waitFor(() => expect(profileReads(calls)).toBe(1));
    // One more turn for the answer to render.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('shop-profile-prompt')).toBeNull();
  });

  it('is not shown when the profile cannot be read', async () => {
    const { calls } = renderApp('/create', dashboardRoutes(CLIENT));
    await screen.findByTestId('dashboard-empty', {}, { timeout: 10_000 });
    await waitFor(() => expect(profileReads(calls)).toBe(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('shop-profile-prompt')).toBeNull();
  });

  it('is never shown to an admin, and an admin\'s screens do not read the profile', async () => {
    const { calls } = renderApp('/create', dashboardRoutes(ADMIN, INCOMPLETE));
    await screen.findByTestId('dev-tools', {}, { timeout: 10_000 });
    await screen.findByTestId('dashboard-empty', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('shop-profile-prompt')).toBeNull();
    expect(profileReads(calls)).toBe(0);
  });

  it('shows on the editor /edit/{id} for an incomplete profile, not for a complete one', async () => {
    const site = websiteFixture({ id: 51, userId: CLIENT.id });
    const editorRoutes = (profile: ShopProfileResponse): Routes => ({
      'GET /api/auth/me': { body: CLIENT },
      [`GET /api/websites/id/${site.id}`]: { body: site },
      [`GET /api/websites/id/${site.id}/versions`]: { body: [] },
      [`GET ${PATH}`]: { body: profile },
    });
    const first = renderApp(`/edit/${site.id}`, editorRoutes(INCOMPLETE));
    const prompt = await screen.findByTestId('shop-profile-prompt', {}, { timeout: 10_000 });
    expect(within(prompt).getByRole('link', { name: /Popuni podatke/ }).getAttribute('href')).toBe('/settings?tab=shop');
    first.unmount();

    const { calls } = renderApp(`/edit/${site.id}`, editorRoutes(COMPLETE));
    await screen.findByLabelText('Naslov', {}, { timeout: 10_000 });
    await waitFor(() => expect(profileReads(calls)).toBe(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('shop-profile-prompt')).toBeNull();
  });
});
