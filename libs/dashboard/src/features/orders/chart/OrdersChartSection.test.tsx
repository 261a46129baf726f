import { ORDERS_TEXTS } from '@cod/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT } from '../../../test/fake-fetch.js';
import { makeStats } from '../../../test/orders.js';
import { renderApp } from '../../../test/render.js';
import { chartModel, longDay, shortDay } from './chart-model.js';

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

afterEach(() => vi.restoreAllMocks());

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
