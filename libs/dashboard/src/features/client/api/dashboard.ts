import {
  API,
  DASHBOARD_REFETCH_MS,
  type DashboardStatsResponse,
  type SyncDashboardResponse,
} from '@cod/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.js';
import { myWebsitesQuery, websiteKeys } from '../../websites/api/websites.js';

export const dashboardKeys = {
  /** GET /api/sync/dashboard */
  sync: () => ['sync', 'dashboard'] as const,
  /** GET /api/dashboard/stats */
  stats: () => ['dashboard', 'stats'] as const,
};

/**
 * GET /api/sync/dashboard, refetched every DASHBOARD_REFETCH_MS (spec 000 §7, §9); the other
 * global defaults (no focus refetch, no retry) stay.
 */
export const syncDashboardQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: dashboardKeys.sync(),
    queryFn: () => api.get<SyncDashboardResponse>(API.sync.dashboard),
    refetchInterval: DASHBOARD_REFETCH_MS,
  });

/** GET /api/dashboard/stats: the client statistics (spec 000 §3 "A further statistics shape"). */
export const dashboardStatsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: dashboardKeys.stats(), queryFn: () => api.get<DashboardStatsResponse>(API.dashboard.stats) });

/**
 * Manual sync (spec 000 §7): the dashboard is fetched again, and so are /api/websites/my and
 * /api/dashboard/stats (fetched even when no screen shows them yet, so their caches are fresh).
 * Resolves when all three answered; failures of the two side reads are ignored here.
 */
export async function syncNow(api: ApiClient, queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.refetchQueries({ queryKey: dashboardKeys.sync(), exact: true }),
    queryClient.fetchQuery({ ...myWebsitesQuery(api), staleTime: 0 }).catch(() => undefined),
    queryClient.fetchQuery({ ...dashboardStatsQuery(api), staleTime: 0 }).catch(() => undefined),
  ]);
}

/**
 * After a website is created (spec 000 §7): the dashboard, every website list (the whole 'websites'
 * prefix: my websites and an admin's list of all websites) and the statistics. The storefront's
 * public list is a server-rendered page, not a query of the console.
 */
export function refreshAfterWebsiteCreated(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: dashboardKeys.sync() }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.stats() }),
    queryClient.invalidateQueries({ queryKey: websiteKeys.all }),
  ]);
}
