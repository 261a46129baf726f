import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { longDay } from '../orders/chart/chart-model.js';
import { VisitorsChart, visitorsChartModel } from './VisitorsChart.js';

const captured: { opts?: Record<string, unknown>; data?: unknown[] } = {};
vi.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: () => () => null };
    constructor(opts: Record<string, unknown>, data: unknown[]) {
      captured.opts = opts;
      captured.data = data;
    }
    setSize() {}
    destroy() {}
  }
  return { default: FakePlot };
});

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

const DAYS = [
  { day: '2025-11-20', visitors: 300, views: 420, formOpens: 40, orders: 4, revenue: 11960 },
  { day: '2025-11-21', visitors: 0, views: 0, formOpens: 0, orders: 1, revenue: 2990 },
  { day: '2025-11-22', visitors: 250, views: 300, formOpens: 30, orders: 2, revenue: 5980 },
];

describe('visitors chart (the orders chart’s uPlot drawing, loaded on its own)', () => {
  it('draws orders as the bars and visitors as the line; the legend follows the pointed day', async () => {
    window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    render(<VisitorsChart byDay={DAYS} currency="RSD" />);
    await waitFor(() => expect(captured.opts).toBeTruthy());
    const opts = captured.opts as { series: { label: string }[]; hooks: { setCursor: ((u: { cursor: { idx: number | null } }) => void)[] } };
    expect(opts.series.map((s) => s.label)).toEqual(['Dan', 'Narudžbine', 'Posetioci']);
    expect(captured.data).toEqual([
      [0, 1, 2],
      [4, 1, 2],
      [300, 0, 250],
    ]);
    const legend = screen.getByTestId('analytics-chart-legend');
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Posetioci:550', 'Narudžbine:7']);
    act(() => opts.hooks.setCursor.forEach((h) => h({ cursor: { idx: 2 } })));
    expect(legend.textContent).toContain(longDay('2025-11-22'));
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Posetioci:250', 'Narudžbine:2']);
  });

  it('reads missing figures as 0', () => {
    expect(visitorsChartModel(undefined)).toMatchObject({ days: [], totalVisitors: 0, totalOrders: 0 });
    expect(visitorsChartModel(DAYS)).toMatchObject({ totalVisitors: 550, totalOrders: 7 });
  });
});
