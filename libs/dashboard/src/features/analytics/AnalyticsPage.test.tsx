import { ANALYTICS_MESSAGES, EXPERIMENT_MESSAGES, type ExperimentResponse, type WebsiteAnalyticsResponse } from '@cod/contracts';
import { websiteFixture } from '@cod/contracts/testing';
import { dismissToast } from '@cod/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, CLIENT, type FetchCall } from '../../test/fake-fetch.js';
import { renderApp } from '../../test/render.js';
import { makeWebsite } from '../../test/streaming.js';

const SITE = websiteFixture({ id: 7, title: 'Masažer za vrat', currency: 'RSD', currencySymbol: 'RSD' });
const ANALYTICS_PATH = '/api/analytics/websites/7';
const EXPERIMENTS_PATH = '/api/websites/id/7/experiments';

/** 2025-11-22 in Belgrade: the default range is 2025-10-24 … 2025-11-22. */
const NOW = new Date('2025-11-22T10:00:00Z');

function analytics(over: Partial<WebsiteAnalyticsResponse> = {}): WebsiteAnalyticsResponse {
  return {
    websiteId: 7,
    from: '2025-10-24',
    to: '2025-11-22',
    visitors: 1200,
    views: 1800,
    formOpens: 240,
    checkoutStarts: 60,
    orders: 30,
    revenue: { currency: 'RSD', amount: 89700 },
    conversionRate: 0.025,
    upsell: { shown: 24, accepted: 3, takeRate: 0.125 },
    byDay: [
      { day: '2025-11-21', visitors: 700, views: 1000, formOpens: 140, orders: 18, revenue: 53820 },
      { day: '2025-11-22', visitors: 500, views: 800, formOpens: 100, orders: 12, revenue: 35880 },
    ],
    bySource: [
      { source: 'facebook', campaign: 'jesen', visitors: 600, orders: 12, conversionRate: 0.02, revenue: 35880 },
      { source: '(direct)', campaign: null, visitors: 400, orders: 6, conversionRate: 0.015, revenue: 17940 },
      { source: 'google.com', campaign: null, visitors: 200, orders: 12, conversionRate: 0.06, revenue: 35880 },
    ],
    ...over,
  };
}

function experiment(over: Partial<ExperimentResponse> = {}): ExperimentResponse {
  return {
    id: 3,
    websiteId: 7,
    name: 'Kraći naslov',
    changes: { title: 'Masažer koji greje' },
    split: 50,
    status: 'running',
    winner: null,
    createdAt: '2025-11-10T09:00:00.000Z',
    stoppedAt: null,
    arms: [
      { arm: 'a', visitors: 400, orders: 8, conversionRate: 0.02 },
      { arm: 'b', visitors: 410, orders: 14, conversionRate: 14 / 410 },
    ],
    probabilityBBeatsA: 0.874,
    ...over,
  };
}

type Routes = Parameters<typeof renderApp>[1];
const routes = (over: Routes = {}): Routes => ({
  'GET /api/auth/me': { body: CLIENT },
  'GET /api/websites/id/7': { body: SITE },
  [`GET ${ANALYTICS_PATH}`]: { body: analytics() },
  [`GET ${EXPERIMENTS_PATH}`]: { body: [] },
  ...over,
});
const analyticsCalls = (calls: FetchCall[]) => calls.filter((c) => c.method === 'GET' && c.path === ANALYTICS_PATH);
const lastRange = (calls: FetchCall[]) => {
  const last = analyticsCalls(calls).at(-1);
  return last && { from: last.query.from, to: last.query.to };
};
const value = (testId: string) => screen.getByTestId(`${testId}-value`).textContent;
const sub = (testId: string) => screen.getByTestId(`${testId}-sub`).textContent;
const rows = () => screen.getAllByTestId('source-row').map((r) => within(r).getByTestId('source-row-source').textContent);

/** The expected text with the no-break space the console writes before '%'. */
const nb = (s: string) => s.replace(/ %/g, '\u00a0%');

beforeEach(() => {
  dismissToast();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/analytics/{id}: the funnel of a site', () => {
  it("shows the site's title and the response's figures: counts, conversion, revenue in the site's currency, upsell take rate", async () => {
    const { calls } = renderApp('/analytics/7', routes());
    expect((await screen.findByTestId('analytics-site-title')).textContent).toBe('Masažer za vrat');
    await screen.findByTestId('analytics-stats');
    expect(value('analytics-stat-visitors')).toBe('1.200');
    expect(value('analytics-stat-views')).toBe('1.800');
    expect(value('analytics-stat-form-opens')).toBe('240');
    expect(sub('analytics-stat-form-opens')).toBe(nb('20,0 % posetilaca'));
    expect(value('analytics-stat-orders')).toBe('30');
    // The server's fraction, shown as a Serbian percent with one decimal.
    expect(value('analytics-stat-conversion')).toBe(nb('2,5 %'));
    expect(value('analytics-stat-revenue')).toBe('89.700 RSD');
    expect(value('analytics-stat-upsell')).toBe('3 od 24');
    expect(sub('analytics-stat-upsell')).toBe(nb('Prihvaćeno: 12,5 %'));
    // The default range: the last 30 Belgrade days to today, sent explicitly.
    expect(lastRange(calls)).toEqual({ from: '2025-10-24', to: '2025-11-22' });
    expect(screen.getByRole('button', { name: '30 dana', pressed: true })).toBeTruthy();
    expect((screen.getByLabelText('Od') as HTMLInputElement).value).toBe('2025-10-24');
    expect((screen.getByLabelText('Do') as HTMLInputElement).value).toBe('2025-11-22');
  });

  it('the funnel row: each step with its share of the step before', async () => {
    renderApp('/analytics/7', routes());
    const funnel = await screen.findByTestId('analytics-funnel');
    const step = (key: string) => within(funnel).getByTestId(`funnel-step-${key}`);
    expect(within(step('visitors')).getByTestId('funnel-step-visitors-value').textContent).toBe('1.200');
    expect(within(funnel).queryByTestId('funnel-step-visitors-share')).toBeNull();
    expect(within(funnel).getByTestId('funnel-step-form-opens-share').textContent).toBe(nb('20,0 % od prethodnog koraka'));
    expect(within(funnel).getByTestId('funnel-step-checkout-starts-share').textContent).toBe(nb('25,0 % od prethodnog koraka'));
    expect(within(funnel).getByTestId('funnel-step-orders-share').textContent).toBe(nb('50,0 % od prethodnog koraka'));
    expect(within(step('checkout-starts')).getByText('Započeta narudžbina')).toBeTruthy();
  });

  it('the chart caption and the hidden table of every day', async () => {
    renderApp('/analytics/7', routes());
    expect((await screen.findByTestId('analytics-chart-summary')).textContent).toBe('U izabranom periodu: 1.200 posetilaca i 30 narudžbina.');
    const table = screen.getByTestId('analytics-chart-table');
    const dayRows = within(table).getAllByRole('row').slice(1);
    expect(dayRows).toHaveLength(2);
    expect(within(dayRows[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['500', '800', '100', '12', '35.880 RSD']);
  });

  it("the source table: '(direct)' is 'Direktno', no campaign is '—', sorted by orders and by conversion from the headers", async () => {
    renderApp('/analytics/7', routes());
    await screen.findByTestId('analytics-sources-table');
    // As the server sent them.
    expect(rows()).toEqual(['facebook', 'Direktno', 'google.com']);
    const direct = screen.getAllByTestId('source-row')[1];
    expect(within(direct).getByTestId('source-row-campaign').textContent).toBe('—');
    expect(within(direct).getByTestId('source-row-conversion').textContent).toBe(nb('1,5 %'));
    expect(within(direct).getByTestId('source-row-revenue').textContent).toBe('17.940 RSD');
    const table = within(screen.getByTestId('analytics-sources-table'));
    const header = (name: string) => table.getByRole('button', { name }).closest('th')!;
    expect(header('Narudžbine').getAttribute('aria-sort')).toBe('none');

    fireEvent.click(screen.getByTestId('sources-sort-conversion'));
    expect(rows()).toEqual(['google.com', 'facebook', 'Direktno']);
    expect(header('Konverzija').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByTestId('sources-sort-conversion'));
    expect(rows()).toEqual(['Direktno', 'facebook', 'google.com']);
    expect(header('Konverzija').getAttribute('aria-sort')).toBe('ascending');

    // Most orders first; a tie keeps the server's order (most visitors first).
    fireEvent.click(screen.getByTestId('sources-sort-orders'));
    expect(rows()).toEqual(['facebook', 'google.com', 'Direktno']);
    expect(header('Narudžbine').getAttribute('aria-sort')).toBe('descending');
    expect(header('Konverzija').getAttribute('aria-sort')).toBe('none');
    fireEvent.click(screen.getByTestId('sources-sort-orders'));
    expect(rows()).toEqual(['Direktno', 'facebook', 'google.com']);
  });

  it('sends the range of the quick buttons and of the date inputs', async () => {
    const { calls } = renderApp('/analytics/7', routes({ [`GET ${ANALYTICS_PATH}`]: (call) => ({ body: analytics({ from: call.query.from, to: call.query.to }) }) }));
    await screen.findByTestId('analytics-stats');
    fireEvent.click(screen.getByRole('button', { name: '7 dana' }));
    await waitFor(() => expect(lastRange(calls)).toEqual({ from: '2025-11-16', to: '2025-11-22' }));
    expect(screen.getByRole('button', { name: '7 dana', pressed: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '90 dana' }));
    await waitFor(() => expect(lastRange(calls)).toEqual({ from: '2025-08-25', to: '2025-11-22' }));

    fireEvent.change(screen.getByLabelText('Od'), { target: { value: '2025-11-01' } });
    await waitFor(() => expect(lastRange(calls)).toEqual({ from: '2025-11-01', to: '2025-11-22' }));
    fireEvent.change(screen.getByLabelText('Do'), { target: { value: '2025-11-15' } });
    await waitFor(() => expect(lastRange(calls)).toEqual({ from: '2025-11-01', to: '2025-11-15' }));
    expect(screen.queryByRole('button', { pressed: true })).toBeNull();
    // A cleared (half-typed) date changes nothing.
    const before = analyticsCalls(calls).length;
    fireEvent.change(screen.getByLabelText('Od'), { target: { value: '' } });
    expect((screen.getByLabelText('Od') as HTMLInputElement).value).toBe('2025-11-01');
    expect(analyticsCalls(calls)).toHaveLength(before);
  });

  it("opens with the address's range; 'from' after 'to' is refused without asking the server", async () => {
    const { calls } = renderApp('/analytics/7?from=2025-11-20&to=2025-11-10', routes());
    expect((await screen.findByTestId('analytics-range-error')).textContent).toBe(ANALYTICS_MESSAGES.badRange);
    expect(analyticsCalls(calls)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Od'), { target: { value: '2025-11-01' } });
    await screen.findByTestId('analytics-stats');
    expect(lastRange(calls)).toEqual({ from: '2025-11-01', to: '2025-11-10' });
  });

  it("shows the server's message for a range it refuses (400)", async () => {
    renderApp('/analytics/7', routes({ [`GET ${ANALYTICS_PATH}`]: apiError(400, ANALYTICS_MESSAGES.badRange, 'Bad Request') }));
    expect((await screen.findByTestId('analytics-range-error')).textContent).toBe(ANALYTICS_MESSAGES.badRange);
  });

  it('without visitors: the empty state says how data comes (counted by the page, utm tags for campaigns)', async () => {
    const none = analytics({ visitors: 0, views: 0, formOpens: 0, checkoutStarts: 0, orders: 0, conversionRate: 0, revenue: { currency: 'RSD', amount: 0 }, upsell: { shown: 0, accepted: 0, takeRate: 0 }, byDay: [], bySource: [] });
    renderApp('/analytics/7', routes({ [`GET ${ANALYTICS_PATH}`]: { body: none } }));
    const empty = await screen.findByTestId('analytics-empty');
    expect(empty.textContent).toContain('Još nema posetilaca');
    expect(empty.textContent).toContain('utm_source');
    expect(empty.textContent).toContain('utm_campaign');
    expect(screen.queryByTestId('analytics-stats')).toBeNull();
    expect(screen.getByTestId('experiments-empty')).toBeTruthy();
  });

  it("a site that is not the user's (404) is 'Website nije pronađen' with the way back", async () => {
    renderApp('/analytics/7', routes({ 'GET /api/websites/id/7': apiError(404, 'Website nije pronađen') }));
    expect(await screen.findByRole('heading', { name: 'Website nije pronađen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nazad na dashboard' })).toBeTruthy();
  });

  it("each website card on /create links to its analytics ('Analitika')", async () => {
    const site = makeWebsite({ id: 7, customUrl: 'pametni-sat' });
    renderApp('/create', {
      ...routes(),
      'GET /api/sync/dashboard': { body: { user: CLIENT, websites: [site], stats: null, timestamp: null } },
      'GET /api/orders/stats': { body: { days: [] } },
    });
    const card = await screen.findByTestId('website-card-7');
    fireEvent.click(within(card).getByRole('link', { name: 'Analitika' }));
    expect(await screen.findByTestId('analytics-stats')).toBeTruthy();
  });
});

describe('/analytics/{id}: A/B tests', () => {
  it('shows each test: status, split, arms with conversion, and the chance that B sells better in one sentence', async () => {
    const stopped = experiment({ id: 2, name: 'Nova slika', status: 'stopped', winner: 'b', stoppedAt: '2025-11-05T09:00:00.000Z', probabilityBBeatsA: 0.97, changes: { images: ['x'] } });
    const fresh = experiment({ id: 4, name: 'Niža cena', split: 30, arms: [], probabilityBBeatsA: null, changes: { quantityOffers: { single: { price: 2490 }, double: { price: 4490 }, triple: { price: 5990 } } } });
    renderApp('/analytics/7', routes({ [`GET ${EXPERIMENTS_PATH}`]: { body: [fresh, experiment(), stopped] } }));
    const card = await screen.findByTestId('experiment-card-3');
    expect(within(card).getByRole('heading', { name: 'Kraći naslov' })).toBeTruthy();
    expect(within(card).getByTestId('experiment-status').textContent).toBe('Traje');
    expect(within(card).getByTestId('experiment-split').textContent).toBe(nb('B vidi 50 % novih posetilaca'));
    expect(within(card).getByTestId('experiment-changes').textContent).toBe('Šta B menja: naslov');
    expect(within(card).getByTestId('experiment-arm-a').textContent).toBe(nb('A (website)40082,0 %'));
    expect(within(card).getByTestId('experiment-arm-b-conversion').textContent).toBe(nb('3,4 %'));
    expect(within(card).getByTestId('experiment-probability').textContent).toBe(
      nb('Verovatnoća da B prodaje bolje od A: 87 %. Preko 95 % možete smatrati da je B bolji, ispod 5 % da je bolji A, a između toga pustite test da traje duže.'),
    );
    expect(within(card).getByTestId('experiment-stop')).toBeTruthy();

    const done = screen.getByTestId('experiment-card-2');
    expect(within(done).getByTestId('experiment-status').textContent).toBe('Zaustavljen');
    expect(within(done).getByTestId('experiment-winner').textContent).toBe('Pobednik: B');
    expect(within(done).queryByTestId('experiment-stop')).toBeNull();

    const empty = screen.getByTestId('experiment-card-4');
    expect(within(empty).getByTestId('experiment-probability').textContent).toBe('Još nema posetilaca u testu.');
    expect(within(empty).getByTestId('experiment-split').textContent).toBe(nb('B vidi 30 % novih posetilaca'));
    expect(within(empty).getByTestId('experiment-arm-b').textContent).toBe(nb('B000,0 %'));
    // Newest first, as the server lists them.
    expect(screen.getAllByTestId(/^experiment-card-/).map((c) => c.dataset.testid)).toEqual(['experiment-card-4', 'experiment-card-3', 'experiment-card-2']);
  });

  it('a near-certain result is never shown as 100 %', async () => {
    renderApp('/analytics/7', routes({ [`GET ${EXPERIMENTS_PATH}`]: { body: [experiment({ probabilityBBeatsA: 0.9996 })] } }));
    const card = await screen.findByTestId('experiment-card-3');
    expect(within(card).getByTestId('experiment-probability').textContent).toMatch(/^Verovatnoća da B prodaje bolje od A: više od 99\u00a0%\./);
  });

  it("'Zaustavi i primeni pobednika': the likelier arm is chosen first; the chosen winner is posted, the server's result is the toast, the tests and the site are fetched again", async () => {
    let list = [experiment()];
    const { calls } = renderApp(
      '/analytics/7',
      routes({
        [`GET ${EXPERIMENTS_PATH}`]: () => ({ body: list }),
        [`POST ${EXPERIMENTS_PATH}/3/stop`]: (call) => {
          const winner = (call.body as { winner: 'a' | 'b' }).winner;
          list = [experiment({ status: 'stopped', winner, stoppedAt: '2025-11-22T10:00:00.000Z' })];
          return { body: list[0] };
        },
      }),
    );
    fireEvent.click(await screen.findByTestId('experiment-stop'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Zaustaviti test „Kraći naslov“?' })).toBeTruthy();
    // P(B better) = 87 %: B is chosen first.
    expect((within(dialog).getByTestId('experiment-winner-b') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByLabelText(/A: website ostaje kakav je/));
    const sitesBefore = calls.filter((c) => c.path === '/api/websites/id/7').length;
    const listsBefore = calls.filter((c) => c.method === 'GET' && c.path === EXPERIMENTS_PATH).length;
    fireEvent.click(within(dialog).getByTestId('experiment-stop-confirm'));

    expect((await screen.findByTestId('toast')).textContent).toContain(EXPERIMENT_MESSAGES.stopped('a'));
    const stop = calls.filter((c) => c.method === 'POST' && c.path === `${EXPERIMENTS_PATH}/3/stop`);
    expect(stop.map((c) => c.body)).toEqual([{ winner: 'a' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(screen.getByTestId('experiment-card-3')).getByTestId('experiment-status').textContent).toBe('Zaustavljen'));
    expect(within(screen.getByTestId('experiment-card-3')).queryByTestId('experiment-stop')).toBeNull();
    expect(calls.filter((c) => c.method === 'GET' && c.path === EXPERIMENTS_PATH).length).toBeGreaterThan(listsBefore);
    expect(calls.filter((c) => c.path === '/api/websites/id/7').length).toBeGreaterThan(sitesBefore);
  });

  it("B chosen: posts b; a refusal (409) is a toast with the server's message", async () => {
    const { calls } = renderApp(
      '/analytics/7',
      routes({
        [`GET ${EXPERIMENTS_PATH}`]: { body: [experiment({ probabilityBBeatsA: 0.2 })] },
        [`POST ${EXPERIMENTS_PATH}/3/stop`]: apiError(409, EXPERIMENT_MESSAGES.notRunning, 'Conflict'),
      }),
    );
    fireEvent.click(await screen.findByTestId('experiment-stop'));
    const dialog = await screen.findByRole('dialog');
    // B less likely better: A is chosen first.
    expect((within(dialog).getByTestId('experiment-winner-a') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByTestId('experiment-winner-b'));
    fireEvent.click(within(dialog).getByTestId('experiment-stop-confirm'));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Test nije zaustavljen');
    expect(toast.textContent).toContain(EXPERIMENT_MESSAGES.notRunning);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ winner: 'b' }]);
  });
});
