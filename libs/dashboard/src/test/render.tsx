import { render } from '@testing-library/react';
import { DashboardApp } from '../app/DashboardApp.js';
import { createApiClient } from '../api/client.js';
import { createQueryClient } from '../api/query-client.js';
import { resetSessionState } from '../features/auth/session-store.js';
import { createFakeFetch } from './fake-fetch.js';

type Routes = Parameters<typeof createFakeFetch>[0];

/** Renders the whole console at `path` with a memory router and a fake API. */
export function renderApp(path: string, routes: Routes) {
  resetSessionState();
  const fake = createFakeFetch(routes);
  const queryClient = createQueryClient();
  const apiClient = createApiClient({ fetch: fake.fetch });
  const utils = render(<DashboardApp router="memory" initialPath={path} apiClient={apiClient} queryClient={queryClient} />);
  return { ...utils, ...fake, queryClient };
}
