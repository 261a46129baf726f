import { ORDERS_TEXTS, UI } from '@cod/contracts';
import { Button, Card, CardContent, Skeleton, cn } from '@cod/ui';
import { useQuery } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';
import { Component, lazy, Suspense, useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { useApi } from '../../../api/api-context.js';
import { CardHeading } from '../../../components/CardHeading.js';
import { T } from '../../../texts.js';
import { orderStatsQuery } from '../api/orders.js';
import { chartModel, currencySymbol, longDay, ordersCountText, revenueText } from './chart-model.js';

/** uPlot and its stylesheet come in their own chunk, fetched only when a chart is drawn. */
const OrdersChartCanvas = lazy(() => import('./OrdersChartCanvas.js'));

const CHART_HEIGHT = 240;

/** uPlot needs a real browser (matchMedia, a 2D canvas); elsewhere the figures stay as text. */
const canDraw = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && typeof HTMLCanvasElement !== 'undefined';

/** A chart that fails to load or draw leaves the caption and the table; nothing else breaks. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('Grafikon narudžbina nije prikazan:', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
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
              <ChartBoundary>
                <Suspense fallback={<Skeleton className="w-full" style={{ height: CHART_HEIGHT + 40 }} />}>
                  <OrdersChartCanvas
                    labels={model.labels}
                    orders={model.orders}
                    revenue={revenueSeries}
                    ordersLabel={T.chart.orders}
                    revenueLabel={T.chart.revenue(currencySymbol(currency))}
                    formatRevenue={formatRevenue}
                    dayLabel={T.chart.day}
                    height={CHART_HEIGHT}
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
