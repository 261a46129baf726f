import type { AnalyticsDay } from '@cod/contracts';
import { Card, CardContent, Skeleton, cn } from '@cod/ui';
import { BarChart3 } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { CardHeading } from '../../components/CardHeading.js';
import { T } from '../../texts.js';
import { CHART_HEIGHT, canDraw, ChartBoundary } from '../orders/chart/chart-boundary.js';
import { longDay, revenueText, shortDay } from '../orders/chart/chart-model.js';
import { countText } from './analytics-format.js';

/**
 * The orders chart's uPlot drawing (features/orders/chart), in its own chunk with uPlot's stylesheet:
 * orders per day as bars on the left axis, and here visitors per day as the line on the right axis.
 */
const ChartCanvas = lazy(() => import('../orders/chart/OrdersChartCanvas.js'));

const A = T.analytics;

export interface VisitorsChartModel {
  days: string[];
  labels: string[];
  visitors: number[];
  orders: number[];
  totalVisitors: number;
  totalOrders: number;
}

/** The response's days as the chart reads them (defensive: missing figures are 0). */
export function visitorsChartModel(byDay: readonly AnalyticsDay[] | null | undefined): VisitorsChartModel {
  const days = Array.isArray(byDay) ? byDay : [];
  const visitors = days.map((d) => Number(d.visitors) || 0);
  const orders = days.map((d) => Number(d.orders) || 0);
  return {
    days: days.map((d) => d.day),
    labels: days.map((d) => shortDay(d.day)),
    visitors,
    orders,
    totalVisitors: visitors.reduce((a, b) => a + b, 0),
    totalOrders: orders.reduce((a, b) => a + b, 0),
  };
}

const TEAL = 'bg-teal-600';
const AMBER = 'bg-amber-500';

/** The figures under the pointer (a day), or the period's totals; not a live region (the table has every day). */
function Legend({ model, hovered }: { model: VisitorsChartModel; hovered: number | null }) {
  const day = hovered !== null && hovered >= 0 && hovered < model.days.length ? hovered : null;
  const items = [
    { key: 'visitors', label: A.visitors, value: day === null ? model.totalVisitors : model.visitors[day], tone: AMBER },
    { key: 'orders', label: A.orders, value: day === null ? model.totalOrders : model.orders[day], tone: TEAL },
  ];
  return (
    <div className="grid gap-1.5 text-sm" role="group" aria-label={A.chartLegend} data-testid="analytics-chart-legend">
      {day !== null && <p className="text-xs font-medium text-muted-foreground">{longDay(model.days[day])}</p>}
      <ul className="flex flex-wrap gap-x-5 gap-y-1">
        {items.map((item) => (
          <li key={item.key} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={cn('inline-block size-2.5 shrink-0 rounded-sm', item.tone)} />
            <span className="text-muted-foreground">{item.label}:</span>
            <span className="font-semibold tabular-nums">{countText(item.value)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Visitors and orders per day of the range: uPlot (lazy), a caption with the totals, and a visually hidden table of every day. */
export function VisitorsChart({ byDay, currency }: { byDay: readonly AnalyticsDay[]; currency: string }) {
  const model = useMemo(() => visitorsChartModel(byDay), [byDay]);
  const [hovered, setHovered] = useState<number | null>(null);
  const captionId = useId();
  return (
    <Card className="min-w-0" data-testid="analytics-chart">
      <CardHeading icon={BarChart3} tone="bg-primary/10 text-primary" title={A.chartTitle} />
      <CardContent className="grid gap-3">
        <figure aria-labelledby={captionId} className="grid min-w-0 gap-3">
          <figcaption id={captionId} className="text-sm text-muted-foreground" data-testid="analytics-chart-summary">
            {A.chartSummary(model.totalVisitors, model.totalOrders)}
          </figcaption>
          {model.days.length > 0 && canDraw() && (
            <ChartBoundary warning="Grafikon posetilaca nije prikazan:">
              <Legend model={model} hovered={hovered} />
              <Suspense fallback={<Skeleton className="w-full" style={{ height: CHART_HEIGHT }} />}>
                <ChartCanvas
                  labels={model.labels}
                  orders={model.orders}
                  revenue={model.visitors}
                  ordersLabel={A.orders}
                  revenueLabel={A.visitors}
                  formatRevenue={countText}
                  dayLabel={A.day}
                  height={CHART_HEIGHT}
                  onHover={setHovered}
                />
              </Suspense>
            </ChartBoundary>
          )}
          {/* Visually hidden on a wrapper: a table ignores sr-only's 1px width and would widen the page. */}
          <div className="sr-only">
            <table data-testid="analytics-chart-table">
              <caption>{A.chartTable}</caption>
              <thead>
                <tr>
                  <th scope="col">{A.day}</th>
                  <th scope="col">{A.visitors}</th>
                  <th scope="col">{A.views}</th>
                  <th scope="col">{A.formOpens}</th>
                  <th scope="col">{A.orders}</th>
                  <th scope="col">{A.revenue}</th>
                </tr>
              </thead>
              <tbody>
                {byDay.map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{longDay(d.day)}</th>
                    <td>{countText(d.visitors)}</td>
                    <td>{countText(d.views)}</td>
                    <td>{countText(d.formOpens)}</td>
                    <td>{countText(d.orders)}</td>
                    <td>{revenueText(Number(d.revenue) || 0, currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      </CardContent>
    </Card>
  );
}
