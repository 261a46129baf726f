import { ORDERS_TEXTS } from '@cod/contracts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT } from '../../../test/fake-fetch.js';
import { makeStats } from '../../../test/orders.js';
import { renderApp } from '../../../test/render.js';
import { chartModel, LEGEND_TEXTS, legendItems, longDay, shortDay } from './chart-model.js';

const captured: { opts?: Record<string, unknown>; data?: unknown[]; destroyed?: boolean } = {};
vi.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: () => () => null };
    constructor(opts: Record<string, unknown>, data: unknown[]) {
      captured.opts = opts;
      captured.data = data;
    }
    setSize() {}
    destroy() {
      captured.destroyed = true;
    }
  }
  return { default: FakePlot };
});

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

/** jsdom has no matchMedia, so the section draws no chart; with one it loads the (fake) uPlot. */
const allowDrawing = () => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
};

type Hooked = { legend: { show: boolean }; hooks: { setCursor: ((u: { cursor: { idx: number | null } }) => void)[] } };
/** The pointer over day `idx` of the drawn chart (null: it left), as uPlot reports it. */
const point = (idx: number | null) => act(() => (captured.opts as unknown as Hooked).hooks.setCursor.forEach((h) => h({ cursor: { idx } })));

const STATS = makeStats([
  { orders: 2, revenue: { RSD: 5980 } },
  { orders: 0, revenue: {} },
  { orders: 3, revenue: { RSD: 8970, EUR: 49.9 } },
]);

describe('orders chart (last 30 days)', () => {
  it('on /create: a caption with the totals and a visually hidden table of every day', async () => {
    renderApp('/create', {
      'GET /api/auth/me': { body: CLIENT },
      'GET /api/sync/dashboard': { body: { user: CLIENT, websites: [], stats: null, timestamp: null } },
      'GET /api/orders/stats': { body: STATS },
    });
    const section = await screen.findByTestId('orders-chart');
    expect(within(section).getByRole('heading', { name: ORDERS_TEXTS.chartTitle })).toBeTruthy();
    const summary = await within(section).findByTestId('orders-chart-summary');
    expect(summary.textContent).toBe('U poslednjih 30 dana: 5 narudžbina; prihod 14.950 RSD, 49,90 €.');
    expect(within(section).getByRole('figure', { name: summary.textContent! })).toBeTruthy();
    const table = within(section).getByTestId('orders-chart-table');
    expect(table.parentElement!.className).toContain('sr-only');
    expect(within(table).getByText('Narudžbine i prihod po danu')).toBeTruthy();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Dan', 'Narudžbine', 'Prihod (RSD)', 'Prihod (€)']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(rows[0].textContent).toBe(`${longDay('2025-10-24')}25.980 RSD0,00 €`);
    expect(rows[2].textContent).toContain('49,90 €');
    // Two currencies: one is chosen for the drawing.
    expect(within(section).getByRole('button', { name: 'RSD', pressed: true })).toBeTruthy();
    expect(within(section).getByRole('button', { name: '€', pressed: false })).toBeTruthy();
  });

  it('the legend shows the figures: the period totals, the pointed day, each currency on its own', async () => {
    allowDrawing();
    captured.opts = undefined;
    renderApp('/create', {
      'GET /api/auth/me': { body: CLIENT },
      'GET /api/sync/dashboard': { body: { user: CLIENT, websites: [], stats: null, timestamp: null } },
      'GET /api/orders/stats': { body: STATS },
    });
    const legend = await screen.findByTestId('orders-chart-legend');
    const title = () => within(legend).getByTestId('orders-chart-legend-title').textContent;
    const items = () => within(legend).getAllByTestId('orders-chart-legend-item').map((i) => i.textContent);
    const drawn = () => within(legend).getAllByTestId('orders-chart-legend-item').filter((i) => i.dataset.drawn === 'true').map((i) => i.dataset.series);
    expect(title()).toBe(LEGEND_TEXTS.period);
    // Not hovering: the 30 days' totals, dinars and euro apart (never 14 950 + 49,90).
    expect(items()).toEqual(['Narudžbine:5', 'Prihod (RSD):14.950 RSD', 'Prihod (€):49,90 €']);
    expect(drawn()).toEqual(['orders', 'revenue-RSD']);
    await waitFor(() => expect(captured.opts).toBeTruthy());
    // uPlot's own legend (no figures of other currencies, no totals) is off.
    expect((captured.opts as unknown as Hooked).legend.show).toBe(false);
    point(2);
    expect(title()).toBe(longDay('2025-10-26'));
    expect(items()).toEqual(['Narudžbine:3', 'Prihod (RSD):8.970 RSD', 'Prihod (€):49,90 €']);
    point(0);
    expect(title()).toBe(longDay('2025-10-24'));
    expect(items()).toEqual(['Narudžbine:2', 'Prihod (RSD):5.980 RSD', 'Prihod (€):0,00 €']);
    point(null);
    expect(title()).toBe(LEGEND_TEXTS.period);
    expect(items()[0]).toBe('Narudžbine:5');
    // Choosing euro draws the euro line; the legend marks it, the figures stay per currency.
    fireEvent.click(screen.getByRole('button', { name: '€' }));
    expect(drawn()).toEqual(['orders', 'revenue-EUR']);
    expect(items()).toEqual(['Narudžbine:5', 'Prihod (RSD):14.950 RSD', 'Prihod (€):49,90 €']);
  });

  it('legend figures: a day out of range is the period; totals are money (no float drift); marks are KM', () => {
    const model = chartModel(makeStats([{ orders: 1, revenue: { EUR: 0.1, KM: 10 } }, { orders: 1, revenue: { EUR: 0.2 } }]));
    expect(model.totalRevenue.EUR).toBe(0.3);
    // Market order (RSD, KM, €) whatever order the server lists them in.
    expect(chartModel({ ...STATS, currencies: ['EUR', 'KM', 'RSD'] }).currencies).toEqual(['RSD', 'KM', 'EUR']);
    expect(model.currencies).toEqual(['KM', 'EUR']);
    const labels = { orders: 'Narudžbine', revenue: (s: string) => `Prihod (${s})` };
    expect(legendItems(model, 99, 'EUR', labels).title).toBe(LEGEND_TEXTS.period);
    expect(legendItems(model, null, 'EUR', labels).items.map((i) => `${i.label} ${i.value}`)).toEqual(['Narudžbine 2', 'Prihod (KM) 10,00 KM', 'Prihod (€) 0,30 €']);
    // No revenue at all: the drawn currency shows 0.
    expect(legendItems(chartModel(makeStats([{ orders: 1, revenue: {} }])), null, 'RSD', labels).items.map((i) => i.value)).toEqual(['1', '0 RSD']);
  });

  it('says so when there were no orders (and draws nothing)', async () => {
    renderApp('/orders', { 'GET /api/auth/me': { body: CLIENT }, 'GET /api/orders/my': { body: [] }, 'GET /api/orders/stats': { body: makeStats() }, 'GET /api/orders/blocks': { body: [] } });
    const summary = await screen.findByTestId('orders-chart-summary');
    expect(summary.textContent).toBe('U poslednjih 30 dana nema narudžbina.');
    expect(screen.queryByTestId('orders-chart-canvas')).toBeNull();
  });

  it('reads the figures defensively and labels days in Serbian', () => {
    const model = chartModel(STATS);
    expect(model.totalOrders).toBe(5);
    expect(model.currencies).toEqual(['RSD', 'EUR']);
    expect(model.totalRevenue).toEqual({ RSD: 14950, EUR: 49.9 });
    expect(model.revenue.EUR.slice(0, 3)).toEqual([0, 0, 49.9]);
    expect(shortDay('2025-03-05')).toMatch(/^5\. mar/);
    expect(longDay('2025-03-05')).toMatch(/sreda, 5\. mart 2025/);
    expect(chartModel(undefined)).toMatchObject({ days: [], totalOrders: 0, currencies: [] });
  });

  it('draws orders as bars and revenue as a line with Serbian day labels (uPlot, loaded on its own)', async () => {
    const { default: OrdersChartCanvas } = await import('./OrdersChartCanvas.js');
    const model = chartModel(STATS);
    const view = render(
      <OrdersChartCanvas
        labels={model.labels}
        orders={model.orders}
        revenue={model.revenue.RSD}
        ordersLabel="Narudžbine"
        revenueLabel="Prihod (RSD)"
        formatRevenue={(v) => `${v} RSD`}
        dayLabel="Dan"
      />,
    );
    await waitFor(() => expect(captured.opts).toBeTruthy());
    const opts = captured.opts as { series: { label: string }[]; axes: { values: (u: unknown, splits: number[]) => string[] }[] };
    expect(opts.series.map((s) => s.label)).toEqual(['Dan', 'Narudžbine', 'Prihod (RSD)']);
    expect(opts.axes[0].values(null, [0, 2])).toEqual([shortDay('2025-10-24'), shortDay('2025-10-26')]);
    expect((captured.data as number[][])[1].slice(0, 3)).toEqual([2, 0, 3]);
    expect(screen.getByTestId('orders-chart-canvas').getAttribute('aria-hidden')).toBe('true');
    view.unmount();
    expect(captured.destroyed).toBe(true);
  });
});
