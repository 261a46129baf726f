import { displayName, UI, type SyncDashboardResponse } from '@cod/contracts';
import { Button, Card, CardContent, Skeleton } from '@cod/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Banknote, Globe, Info, LayoutTemplate, Network, Plus, RefreshCw, ShoppingCart, Wrench } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useApi } from '../../api/api-context.js';
import { AppShell } from '../../components/AppShell.js';
import { CardHeading } from '../../components/CardHeading.js';
import { EmptyState } from '../../components/EmptyState.js';
import { LoadErrorCard } from '../../components/LoadErrorCard.js';
import { StatCard } from '../../components/StatCard.js';
import { formatDateTime } from '../../lib/format.js';
import { T } from '../../texts.js';
import { useSessionStore } from '../auth/session-store.js';
import { OrdersChartSection } from '../orders/chart/OrdersChartSection.js';
import { ShopProfilePrompt } from '../shop-profile/ShopProfilePrompt.js';
import { SyncTestCard } from '../sync/SyncTestCard.js';
import { WebsiteGridSkeleton } from '../websites/MyWebsitesSection.js';
import { WebsiteCardGrid } from '../websites/WebsiteCard.js';
import { syncDashboardQuery, syncNow } from './api/dashboard.js';
import { revenueLines } from './revenue.js';

/**
 * Developer test tools (spec 000 §2, 001 §2.6): the local sync test and the cross-environment page.
 * Admins only: the server refuses these calls to anyone else (403).
 */
function DeveloperTools() {
  return (
    <section aria-labelledby="dev-tools-title" className="grid grid-cols-1 gap-4" data-testid="dev-tools">
      <div className="flex items-center gap-2">
        <Wrench className="size-5 text-muted-foreground" aria-hidden="true" />
        <h2 id="dev-tools-title" className="text-xl font-bold tracking-tight">
          {T.clientDashboard.devTools}
        </h2>
      </div>
      <p className="-mt-2 text-sm text-muted-foreground">{T.clientDashboard.devToolsText}</p>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <SyncTestCard />
        <Card data-testid="cross-env-card">
          <CardHeading
            icon={Network}
            tone="bg-sky-100 text-sky-700"
            as="h3"
            title={T.syncSetup.title}
            description={T.clientDashboard.crossEnvText}
          />
          <CardContent>
            <Button asChild variant="outline" className="w-full sm:w-auto">
              <Link to="/sync-setup">
                {T.clientDashboard.crossEnvOpen}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}

/** Stat cards and the website grid of a loaded dashboard. */
function DashboardBody({ data }: { data: SyncDashboardResponse }) {
  const navigate = useNavigate();
  const stats = data.stats ?? { totalWebsites: 0, activeWebsites: 0, totalOrders: 0, pendingOrders: 0 };
  const websites = Array.isArray(data.websites) ? data.websites : [];
  const revenue = revenueLines(data.stats, websites);
  return (
    <>
      <section aria-label={T.stats.label} className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
        <StatCard
          testId="stat-websites"
          label={T.stats.websites}
          value={String(stats.totalWebsites)}
          sub={T.clientDashboard.statWebsitesActive(stats.activeWebsites)}
          icon={Globe}
          tone="bg-primary/10 text-primary"
        />
        <StatCard
          testId="stat-orders"
          label={T.stats.orders}
          value={String(stats.totalOrders)}
          sub={T.clientDashboard.statOrdersPending(stats.pendingOrders)}
          icon={ShoppingCart}
          tone="bg-emerald-100 text-emerald-700"
        />
        <StatCard
          testId="stat-revenue"
          label={T.clientDashboard.statRevenue}
          value={
            // One line per currency: dinars, marks and euro are never added together.
            revenue.map((line) => (
              <span key={line.currency} className={revenue.length > 1 ? 'block text-xl sm:text-2xl' : 'block'} data-testid="stat-revenue-line" data-currency={line.currency}>
                {line.text}
              </span>
            ))
          }
          sub={T.clientDashboard.statRevenueHint}
          icon={Banknote}
          tone="bg-amber-100 text-amber-700"
        />
      </section>

      <OrdersChartSection />

      <section aria-labelledby="dashboard-websites-title" className="grid grid-cols-1 gap-4">
        <h2 id="dashboard-websites-title" className="text-xl font-bold tracking-tight">
          {UI.myWebsites}
        </h2>
        {websites.length === 0 ? (
          <EmptyState testId="dashboard-empty" icon={LayoutTemplate} title={T.websites.emptyTitle} text={T.clientDashboard.emptyText}>
            <Button onClick={() => navigate('/create-website')}>
              <Plus aria-hidden="true" />
              {T.clientDashboard.emptyAction}
            </Button>
          </EmptyState>
        ) : (
          <WebsiteCardGrid sites={websites} viewLabel={UI.preview} label={UI.myWebsites} delivery={data.delivery ?? []} />
        )}
      </section>
    </>
  );
}

/** /create: the client dashboard (spec 000 §2 "Client dashboard (/create)"). */
export function ClientDashboard() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sessionUser = useSessionStore((s) => s.user);
  const isAdmin = useSessionStore((s) => s.isAdmin);
  const dashboard = useQuery(syncDashboardQuery(api));
  const [syncing, setSyncing] = useState(false);

  const data = dashboard.data;
  const name = (data?.user && displayName(data.user)) || (sessionUser ? displayName(sessionUser) || sessionUser.email : '');

  async function sync() {
    setSyncing(true);
    try {
      await syncNow(api, queryClient);
    } finally {
      setSyncing(false);
    }
  }

  return (
    <div className="grid grid-cols-1 gap-6 sm:gap-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{UI.dashboard}</h1>
          {name && (
            <p className="mt-1 font-medium" data-testid="dashboard-user-name">
              {T.clientDashboard.greeting(name)}
            </p>
          )}
          {data?.timestamp && (
            <p className="mt-0.5 text-sm text-muted-foreground" data-testid="dashboard-timestamp">
              {T.clientDashboard.lastSync} <time dateTime={data.timestamp}>{formatDateTime(data.timestamp)}</time>
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="outline" onClick={() => void sync()} disabled={syncing} aria-busy={syncing} data-testid="dashboard-sync">
            <RefreshCw className={syncing ? 'animate-spin' : undefined} aria-hidden="true" />
            {T.clientDashboard.sync}
          </Button>
          <Button onClick={() => navigate('/builder')}>
            <Plus aria-hidden="true" />
            {UI.createWebsite}
          </Button>
        </div>
      </div>

      <ShopProfilePrompt />

      {dashboard.isPending ? (
        <div className="grid grid-cols-1 gap-6" aria-busy="true" aria-label={UI.loading} data-testid="dashboard-loading">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-28 rounded-xl" />
            ))}
          </div>
          <WebsiteGridSkeleton />
        </div>
      ) : dashboard.isError ? (
        <LoadErrorCard error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <DashboardBody data={dashboard.data} />
      )}

      {isAdmin && <DeveloperTools />}
    </div>
  );
}

export function ClientDashboardPage() {
  return (
    <AppShell>
      <ClientDashboard />
    </AppShell>
  );
}

/** /sync: the page moved to /create; tell so and show the same dashboard (spec 000 §2). */
export function SyncPage() {
  return (
    <AppShell>
      <div role="note" data-testid="sync-moved-notice" className="mb-5 flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>{T.clientDashboard.movedNotice}</p>
      </div>
      <ClientDashboard />
    </AppShell>
  );
}
