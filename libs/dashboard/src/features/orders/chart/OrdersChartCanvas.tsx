import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface OrdersChartCanvasProps {
  /** One label per day ('5. mar'). */
  labels: string[];
  orders: number[];
  /** Revenue per day in the chosen currency. */
  revenue: number[];
  ordersLabel: string;
  revenueLabel: string;
  formatRevenue: (value: number) => string;
  dayLabel: string;
  height?: number;
  /** The day under the pointer (its index), or null when the pointer leaves: the section's legend follows it. */
  onHover?: (index: number | null) => void;
}

const TEAL = '#0D9488';
const AMBER = '#F59E0B';
const compact = new Intl.NumberFormat('sr-Latn-RS', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * The uPlot drawing of the orders chart: orders per day as bars (left axis), revenue per day as a
 * line (right axis). Loaded on its own (dynamic import) with uPlot's stylesheet, only where a chart
 * is shown. Decorative for assistive technology: the section gives the same figures as a table.
 * No uPlot legend: the section's legend shows the pointed day's figures (`onHover`).
 */
export default function OrdersChartCanvas({ labels, orders, revenue, ordersLabel, revenueLabel, formatRevenue, dayLabel, height = 240, onHover }: OrdersChartCanvasProps) {
  const host = useRef<HTMLDivElement>(null);
  // Read at each move: a new callback must not redraw the chart.
  const hover = useRef(onHover);
  useEffect(() => {
    hover.current = onHover;
  }, [onHover]);

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const xs = labels.map((_, i) => i);
    const width = () => Math.max(240, Math.floor(el.clientWidth));
    const whole = (splits: number[]) => splits.map((v) => (Number.isInteger(v) ? String(v) : ''));
    const opts: uPlot.Options = {
      width: width(),
      height,
      scales: {
        x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
        orders: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
        revenue: { range: (_u, _min, max) => [0, Math.max(1, max * 1.15)] },
      },
      axes: [
        {
          incrs: [1, 2, 3, 5, 7, 10, 15],
          space: 48,
          values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
          grid: { show: false },
        },
        { scale: 'orders', values: (_u, splits) => whole(splits), size: 36, grid: { stroke: '#e2e8f0', width: 1 } },
        { scale: 'revenue', side: 1, values: (_u, splits) => splits.map((v) => compact.format(v)), size: 52, grid: { show: false } },
      ],
      series: [
        { label: dayLabel, value: (_u, v) => (v == null ? '' : (labels[v] ?? '')) },
        {
          label: ordersLabel,
          scale: 'orders',
          stroke: TEAL,
          fill: 'rgba(13, 148, 136, 0.35)',
          width: 1,
          paths: uPlot.paths.bars?.({ size: [0.7, 28] }),
          points: { show: false },
          value: (_u, v) => (v == null ? '' : String(v)),
        },
        {
          label: revenueLabel,
          scale: 'revenue',
          stroke: AMBER,
          width: 2,
          points: { size: 4, fill: AMBER },
          value: (_u, v) => (v == null ? '' : formatRevenue(v)),
        },
      ],
      cursor: { drag: { x: false, y: false }, points: { size: 6 } },
      // The legend with its figures is the section's (per currency, the period's totals when not pointing).
      legend: { show: false },
      hooks: { setCursor: [(u) => hover.current?.(u.cursor.idx ?? null)] },
    };
    const plot = new uPlot(opts, [xs, orders, revenue], el);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => plot.setSize({ width: width(), height }));
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      plot.destroy();
    };
  }, [labels, orders, revenue, ordersLabel, revenueLabel, formatRevenue, dayLabel, height]);

  return <div ref={host} aria-hidden="true" className="orders-chart w-full min-w-0 text-xs" data-testid="orders-chart-canvas" />;
}
