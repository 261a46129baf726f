import { API, type CreateExperimentRequest, type ExperimentArm, type ExperimentResponse, type WebsiteAnalyticsResponse } from '@cod/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.js';
import { dashboardKeys } from '../../client/api/dashboard.js';
import { editorKeys } from '../../editor/api/editor.js';
import { websiteKeys } from '../../websites/api/websites.js';

/** A range of Belgrade days, both included (YYYY-MM-DD). */
export interface DayRange {
  from: string;
  to: string;
}

export const analyticsKeys = {
  all: ['analytics'] as const,
  website: (id: string, range: DayRange) => [...analyticsKeys.all, 'website', id, range.from, range.to] as const,
  experiments: (id: string) => [...analyticsKeys.all, 'experiments', id] as const,
};

/** GET /api/analytics/websites/{id}?from=&to=: the site's funnel in the range (owner or admin). */
export const websiteAnalyticsQuery = (api: ApiClient, id: string, range: DayRange) =>
  queryOptions({
    queryKey: analyticsKeys.website(id, range),
    queryFn: ({ signal }) => api.get<WebsiteAnalyticsResponse>(`${API.analytics.website(id)}?${new URLSearchParams({ from: range.from, to: range.to })}`, { signal }),
    // A refused range (400) or a missing site does not get better by asking again.
    retry: false,
  });

/** GET /api/websites/id/{id}/experiments: the site's A/B tests with their results, newest first. */
export const experimentsQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: analyticsKeys.experiments(id), queryFn: () => api.get<ExperimentResponse[]>(API.analytics.experiments(id)), retry: false });

/** POST …/experiments: a new test (400 or 409 with the server's Serbian message). */
export const createExperiment = (api: ApiClient, id: string | number, body: CreateExperimentRequest) => api.post<ExperimentResponse>(API.analytics.experiments(id), body);

/** POST …/experiments/{eid}/stop: 'b' applies B's changes to the site (saved as a new version). */
export const stopExperiment = (api: ApiClient, id: string | number, experimentId: number, winner: ExperimentArm) =>
  api.post<ExperimentResponse>(API.analytics.stopExperiment(id, experimentId), { winner });

/** After a test starts or stops: its list, and the site wherever the console shows it (editor, grids, versions). */
export function refreshAfterExperiment(queryClient: QueryClient, id: string | number) {
  const site = String(id);
  return Promise.all(
    [analyticsKeys.experiments(site), editorKeys.site(site), editorKeys.versions(site), websiteKeys.my(), websiteKeys.list(), dashboardKeys.sync()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
