import { ANALYTICS_MESSAGES, UI, WEBSITE_MESSAGES, type WebsiteAnalyticsResponse } from '@cod/contracts';
import { Button, Card, CardContent, Skeleton, cn } from '@cod/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AlertTriangle, ArrowDown, ArrowLeft, ArrowRight, Banknote, Eye, FileQuestion, Filter, Gift, MousePointerClick, Pencil, Percent, ShoppingCart, Users } from 'lucide-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useApi } from '../../api/api-context.js';
import { errorStatus, serverMessage } from '../../api/errors.js';
import { AppShell } from '../../components/AppShell.js';
import { CardHeading } from '../../components/CardHeading.js';
import { EmptyState } from '../../components/EmptyState.js';
import { LoadErrorCard } from '../../components/LoadErrorCard.js';
import { NoticeScreen } from '../../components/NoticeScreen.js';
import { StatCard } from '../../components/StatCard.js';
import { TextField } from '../../components/TextField.js';
import { T } from '../../texts.js';
import { editorSiteQuery } from '../editor/api/editor.js';
import { revenueText } from '../orders/chart/chart-model.js';
import { websiteLabel } from '../websites/website-label.js';
import { countText, isDay, isValidRange, lastDays, percentText, QUICK_RANGES, sellerToday, stepShare } from './analytics-format.js';
import { websiteAnalyticsQuery, type DayRange } from './api/analytics.js';
import { ExperimentsSection } from './ExperimentsSection.js';
import { SourcesTable } from './SourcesTable.js';
import { VisitorsChart } from './VisitorsChart.js';

const A = T.analytics;

/** The range in the address (`?from=&to=`), so a reload or a shared link shows the same days; the last 30 days without it. */
function useRange(): [DayRange, (next: Partial<DayRange>) => void] {
  const [params, setParams] = useSearchParams();
  const fallback = lastDays();
  const from = params.get('from');
  const to = params.get('to');
  const range = { from: isDay(from) ? from : fallback.from, to: isDay(to) ? to : fallback.to };
  const setRange = (next: Partial<DayRange>) =>
    setParams(
      (old) => {
        const out = new URLSearchParams(old);
        const merged = { ...range, ...next };
        out.set('from', merged.from);
        out.set('to', merged.to);
        return out;
      },
      { replace: true },
    );
  return [range, setRange];
}

/** 'Od' / 'Do' and the quick choices (7, 30, 90 days to today); a half-typed date changes nothing. */
function RangePicker({ range, onChange }: { range: DayRange; onChange: (next: Partial<DayRange>) => void }) {
  const today = sellerToday();
  return (
    <div role="group" aria-label={A.rangeLabel} className="flex flex-col gap-3 sm:flex-row sm:items-end" data-testid="analytics-range">
      <div className="grid grid-cols-2 gap-2 sm:flex sm:gap-3">
        <TextField
          id="analytics-from"
          type="date"
          label={A.from}
          value={range.from}
          max={range.to}
          onChange={(e) => isDay(e.target.value) && onChange({ from: e.target.value })}
          className="min-w-0 sm:w-40"
          data-testid="analytics-from"
        />
        <TextField
          id="analytics-to"
          type="date"
          label={A.to}
          value={range.to}
          min={range.from}
          max={today}
          onChange={(e) => isDay(e.target.value) && onChange({ to: e.target.value })}
          className="min-w-0 sm:w-40"
          data-testid="analytics-to"
        />
      </div>
      <div role="group" aria-label={A.quickLabel} className="grid grid-cols-3 gap-1.5 sm:flex">
        {QUICK_RANGES.map((days) => {
          const quick = lastDays(days, today);
          const pressed = quick.from === range.from && quick.to === range.to;
          return (
            <Button
              key={days}
              variant={pressed ? 'default' : 'outline'}
              className="h-10"
              aria-pressed={pressed}
              title={A.quickOf(days)}
              onClick={() => onChange(quick)}
              data-testid={`analytics-quick-${days}`}
            >
              {A.quick(days)}
            </Button>
          );
        })}
      </div>
    </div>
  );
}

/** The seven figures of the range: two cards in a phone's row, four on a wide screen; revenue, the longest figure, is twice as wide. */
function StatCards({ data }: { data: WebsiteAnalyticsResponse }) {
  const currency = data.revenue?.currency ?? 'RSD';
  return (
    <section aria-label={A.statsLabel} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4 [&>*:last-child]:col-span-2" data-testid="analytics-stats">
      <StatCard testId="analytics-stat-visitors" label={A.visitors} value={countText(data.visitors)} sub={A.visitorsSub} icon={Users} tone="bg-amber-100 text-amber-700" />
      <StatCard
        testId="analytics-stat-views"
        label={A.views}
        value={countText(data.views)}
        sub={A.viewsSub((data.visitors > 0 ? data.views / data.visitors : 0).toLocaleString('sr-Latn-RS', { maximumFractionDigits: 1 }))}
        icon={Eye}
        tone="bg-sky-100 text-sky-700"
      />
      <StatCard
        testId="analytics-stat-form-opens"
        label={A.formOpens}
        value={countText(data.formOpens)}
        sub={A.formOpensSub(percentText(stepShare(data.formOpens, data.visitors)))}
        icon={MousePointerClick}
        tone="bg-violet-100 text-violet-700"
      />
      <StatCard testId="analytics-stat-orders" label={A.orders} value={countText(data.orders)} sub={A.ordersSub(data.checkoutStarts)} icon={ShoppingCart} tone="bg-emerald-100 text-emerald-700" />
      <StatCard testId="analytics-stat-conversion" label={A.conversion} value={percentText(data.conversionRate)} sub={A.conversionSub} icon={Percent} tone="bg-primary/10 text-primary" />
      <StatCard
        testId="analytics-stat-upsell"
        label={A.upsell}
        value={A.upsellValue(data.upsell?.accepted ?? 0, data.upsell?.shown ?? 0)}
        sub={A.upsellSub(percentText(data.upsell?.takeRate ?? 0))}
        icon={Gift}
        tone="bg-rose-100 text-rose-700"
      />
      <StatCard testId="analytics-stat-revenue" label={A.revenue} value={revenueText(Number(data.revenue?.amount) || 0, currency)} sub={A.revenueSub} icon={Banknote} tone="bg-amber-100 text-amber-700" />
    </section>
  );
}

/** Visitors → form opened → order started → orders, each with its share of the step before (a column on a phone). */
function FunnelRow({ data }: { data: WebsiteAnalyticsResponse }) {
  const steps = [
    { key: 'visitors', label: A.visitors, value: data.visitors },
    { key: 'form-opens', label: A.formOpens, value: data.formOpens },
    { key: 'checkout-starts', label: A.checkoutStarts, value: data.checkoutStarts },
    { key: 'orders', label: A.orders, value: data.orders },
  ];
  return (
    <Card data-testid="analytics-funnel">
      <CardHeading icon={Filter} tone="bg-emerald-100 text-emerald-700" title={A.funnelTitle} description={A.funnelDescription} />
      <CardContent>
        <ol className="grid grid-cols-1 gap-2 sm:grid-cols-4 sm:gap-3">
          {steps.map((step, i) => {
            const share = i === 0 ? null : stepShare(step.value, steps[i - 1].value);
            const ofVisitors = i === 0 ? 1 : stepShare(step.value, data.visitors);
            return (
              <li key={step.key} className="grid min-w-0 content-start gap-1 rounded-lg border bg-muted/30 p-3" data-testid={`funnel-step-${step.key}`}>
                {share !== null ? (
                  <p className="flex items-center gap-1 text-xs text-muted-foreground" data-testid={`funnel-step-${step.key}-share`}>
                    <ArrowDown className="size-3.5 shrink-0 sm:hidden" aria-hidden="true" />
                    <ArrowRight className="hidden size-3.5 shrink-0 sm:block" aria-hidden="true" />
                    {A.funnelShare(percentText(share))}
                  </p>
                ) : (
                  <p className="hidden text-xs sm:block" aria-hidden="true">
                    &nbsp;
                  </p>
                )}
                <p className="text-sm font-medium">{step.label}</p>
                <p className="text-2xl font-bold tabular-nums" data-testid={`funnel-step-${step.key}-value`}>
                  {countText(step.value)}
                </p>
                <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                  <div className="h-full rounded-full bg-primary" style={{ width: `${Math.round(ofVisitors * 100)}%` }} />
                </div>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}

/** The figures of the range: loading, refused range, failure, nothing yet, or the cards, funnel, chart and sources. */
function FunnelBody({ siteId, range }: { siteId: string; range: DayRange }) {
  const api = useApi();
  const valid = isValidRange(range);
  const analytics = useQuery({ ...websiteAnalyticsQuery(api, siteId, range), enabled: valid, placeholderData: keepPreviousData });
  if (!valid || (analytics.isError && errorStatus(analytics.error) === 400)) {
    return (
      <div role="alert" className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900" data-testid="analytics-range-error">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>{(valid && serverMessage(analytics.error)) || ANALYTICS_MESSAGES.badRange}</p>
      </div>
    );
  }
  if (analytics.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label={A.updating} data-testid="analytics-loading">
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-28 rounded-xl" />
          ))}
        </div>
        <Skeleton className="h-60 rounded-xl" />
      </div>
    );
  }
  if (analytics.isError) return <LoadErrorCard error={analytics.error} onRetry={() => void analytics.refetch()} />;
  const data = analytics.data;
  const currency = data.revenue?.currency ?? 'RSD';
  const stale = analytics.isPlaceholderData;
  const nothing = !data.visitors && !data.views && !data.orders;
  return (
    <div className={cn('grid min-w-0 gap-4 sm:gap-6 transition-opacity', stale && 'opacity-60')} aria-busy={stale || undefined} data-testid="analytics-body">
      {nothing ? (
        <EmptyState testId="analytics-empty" icon={Users} title={A.emptyTitle} text={A.emptyText} />
      ) : (
        <>
          <StatCards data={data} />
          <FunnelRow data={data} />
          <VisitorsChart byDay={data.byDay ?? []} currency={currency} />
          <SourcesTable rows={data.bySource ?? []} currency={currency} />
        </>
      )}
    </div>
  );
}

/** /analytics/{id}: a site's funnel for a range of days, its sources and its A/B tests (owner or admin). */
export function AnalyticsPage() {
  const { id = '' } = useParams();
  const api = useApi();
  const navigate = useNavigate();
  const site = useQuery(editorSiteQuery(api, id));
  const [range, setRange] = useRange();

  if (site.isError && [400, 403, 404].includes(errorStatus(site.error) ?? 0)) {
    return (
      <NoticeScreen icon={FileQuestion} title={WEBSITE_MESSAGES.websiteNotFound} text="">
        <Button onClick={() => navigate('/dashboard')}>
          <ArrowLeft aria-hidden="true" />
          {A.back}
        </Button>
      </NoticeScreen>
    );
  }
  const title = site.data ? websiteLabel(site.data) : '';

  return (
    <AppShell>
      <div className="grid min-w-0 gap-5 sm:gap-6">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div className="flex min-w-0 flex-col items-start gap-3">
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm">
                <Link to="/dashboard" data-testid="analytics-back">
                  <ArrowLeft aria-hidden="true" />
                  {A.back}
                </Link>
              </Button>
              <Button asChild variant="ghost" size="sm">
                <Link to={`/edit/${id}`} data-testid="analytics-edit">
                  <Pencil aria-hidden="true" />
                  {UI.edit}
                </Link>
              </Button>
            </div>
            <div className="min-w-0">
              <p className="text-sm font-medium text-primary">{A.title}</p>
              {site.isPending ? (
                <Skeleton className="mt-1 h-8 w-64 max-w-full" />
              ) : (
                <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl" data-testid="analytics-site-title">
                  {title || `#${id}`}
                </h1>
              )}
              <p className="mt-1 text-sm text-muted-foreground">{A.description}</p>
            </div>
          </div>
          <RangePicker range={range} onChange={setRange} />
        </div>

        <FunnelBody siteId={id} range={range} />
        <ExperimentsSection siteId={id} />
      </div>
    </AppShell>
  );
}
