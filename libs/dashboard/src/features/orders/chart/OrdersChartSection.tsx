import { ORDERS_TEXTS, UI } from '@cod/contracts';
import { Button, Card, CardContent, Skeleton, cn } from '@cod/ui';
import { useQuery } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useApi } from '../../../api/api-context.js';
import { CardHeading } from '../../../components/CardHeading.js';
import { T } from '../../../texts.js';
import { orderStatsQuery } from '../api/orders.js';
import { CHART_HEIGHT, canDraw, ChartBoundary } from './chart-boundary.js';
import { chartModel, currencySymbol, LEGEND_TEXTS, legendItems, longDay, ordersCountText, revenueText, type ChartModel } from './chart-model.js';

/** uPlot and its stylesheet come in their own chunk, fetched only when a chart is drawn. */
const OrdersChartCanvas = lazy(() => import('./OrdersChartCanvas.js'));

const TEAL = 'bg-teal-600';
const AMBER = 'bg-amber-500';

/**
 * The chart's legend with figures: the pointed day's, or the period's totals when no day is pointed at;
 * orders, then revenue in each currency on its own (only the chosen currency is drawn). Not a live
 * region: moving the pointer must not make a screen reader talk (the table has every day).
 */
function ChartLegend({ model, hovered, currency }: { model: ChartModel; hovered: number | null; currency: string }) {
  const legend = legendItems(model, hovered, currency, { orders: T.chart.orders, revenue: T.chart.revenue });
  return (
    <div className="grid gap-1.5 text-sm" data-testid="orders-chart-legend" role="group" aria-label={LEGEND_TEXTS.label}>
      <p className="text-xs font-medium text-muted-foreground" data-testid="orders-chart-legend-title">
        {legend.title}
      </p>
      <ul className="flex flex-wrap gap-x-5 gap-y-1">
        {legend.items.map((item) => (
          <li key={item.key} className="flex items-center gap-1.5" data-testid="orders-chart-legend-item" data-series={item.key} data-drawn={item.drawn}>
            <span
              aria-hidden="true"
              className={cn(
                'inline-block size-2.5 shrink-0 rounded-sm',
                item.key === 'orders' ? TEAL : item.drawn ? AMBER : 'border border-muted-foreground/40 bg-transparent',
              )}
            />
            <span className="text-muted-foreground">{item.label}:</span>
            <span className="font-semibold tabular-nums" data-testid="orders-chart-legend-value">
              {item.value}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Orders and revenue per day for the last 30 days (GET /api/orders/stats), on /create and /orders.
 * The figure is drawn with uPlot (lazy); its caption sums it up and a visually hidden table gives
 * every day's figures to screen readers.
 */
export function OrdersChartSection({ className, headingLevel = 'h2' }: { className?: string; headingLevel?: 'h2' | 'h3' }) {
  const api = useApi();
  const stats = useQuery(orderStatsQuery(api));
  const model = useMemo(() => chartModel(stats.data), [stats.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const currency = chosen && model.currencies.includes(chosen) ? chosen : (model.currencies[0] ?? 'RSD');
  const captionId = useId();
  const formatRevenue = useCallback((v: number) => revenueText(v, currency), [currency]);
  const revenueSeries = useMemo(() => model.revenue[currency] ?? model.orders.map(() => 0), [model, currency]);

  const revenueSummary = model.currencies.length
    ? model.currencies.map((c) => revenueText(model.totalRevenue[c] ?? 0, c)).join(', ')
    : revenueText(0, 'RSD');
  const summary = model.totalOrders === 0 ? T.chart.empty : T.chart.summary(ordersCountText(model.totalOrders), revenueSummary);

  return (
    <Card className={cn('min-w-0', className)} data-testid="orders-chart">
      <CardHeading icon={BarChart3} tone="bg-primary/10 text-primary" as={headingLevel} title={ORDERS_TEXTS.chartTitle} />
      <CardContent className="grid gap-3">
        {stats.isPending ? (
          <Skeleton className="h-60" />
        ) : stats.isError ? (
          <div className="flex flex-wrap items-center gap-3" role="alert">
            <p className="text-sm text-muted-foreground">{UI.loadDataError}</p>
            <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
              {T.common.retry}
            </Button>
          </div>
        ) : (
          <figure aria-labelledby={captionId} className="grid min-w-0 gap-3">
            <figcaption id={captionId} className="text-sm text-muted-foreground" data-testid="orders-chart-summary">
              {summary}
            </figcaption>
            {model.currencies.length > 1 && (
              <div role="group" aria-label={T.chart.currency} className="flex flex-wrap gap-1.5">
                {model.currencies.map((c) => (
                  <Button key={c} size="sm" variant={c === currency ? 'default' : 'outline'} aria-pressed={c === currency} onClick={() => setChosen(c)}>
                    {currencySymbol(c)}
                  </Button>
                ))}
              </div>
            )}
            {model.totalOrders > 0 && canDraw() && (
              <ChartBoundary warning="Grafikon narudžbina nije prikazan:">
                <ChartLegend model={model} hovered={hovered} currency={currency} />
                <Suspense fallback={<Skeleton className="w-full" style={{ height: CHART_HEIGHT }} />}>
                  <OrdersChartCanvas
                    labels={model.labels}
                    orders={model.orders}
                    revenue={revenueSeries}
                    ordersLabel={T.chart.orders}
                    revenueLabel={T.chart.revenue(currencySymbol(currency))}
                    formatRevenue={formatRevenue}
                    dayLabel={T.chart.day}
                    height={CHART_HEIGHT}
                    onHover={setHovered}
                  />
                </Suspense>
              </ChartBoundary>
            )}
            {/* Visually hidden on a wrapper: a table ignores sr-only's 1px width and would widen the page. */}
            <div className="sr-only">
              <table data-testid="orders-chart-table">
                <caption>{T.chart.tableCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{T.chart.day}</th>
                    <th scope="col">{T.chart.orders}</th>
                    {model.currencies.map((c) => (
                      <th key={c} scope="col">
                        {T.chart.revenue(currencySymbol(c))}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {model.days.map((day, i) => (
                    <tr key={day}>
                      <th scope="row">{longDay(day)}</th>
                      <td>{model.orders[i]}</td>
                      {model.currencies.map((c) => (
                        <td key={c}>{revenueText(model.revenue[c]?.[i] ?? 0, c)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}
