import { render } from '@testing-library/react';
import { DashboardApp } from '../app/DashboardApp.js';
import { createApiClient } from '../api/client.js';
import { createQueryClient } from '../api/query-client.js';
import { resetSessionState } from '../features/auth/session-store.js';
import type { EventSourceFactory } from '../features/events/order-events.js';
import { createFakeFetch } from './fake-fetch.js';

type Routes = Parameters<typeof createFakeFetch>[0];

// jsdom lays nothing out and its window.scrollTo only reports "Not implemented"; the virtual lists
// scroll to where they are when they mount.
if (typeof window !== 'undefined' && /jsdom/i.test(navigator.userAgent)) window.scrollTo = () => {};

export interface RenderAppOptions {
  /** The live events' EventSource (a FakeEventSource's factory); none by default. */
  eventSource?: EventSourceFactory | null;
}

/** Renders the whole console at `path` with a memory router and a fake API. */
export function renderApp(path: string, routes: Routes, { eventSource = null }: RenderAppOptions = {}) {
  resetSessionState();
  const fake = createFakeFetch(routes);
  const queryClient = createQueryClient();
  const apiClient = createApiClient({ fetch: fake.fetch });
  const utils = render(
    <DashboardApp router="memory" initialPath={path} apiClient={apiClient} queryClient={queryClient} eventSource={eventSource} />,
  );
  return { ...utils, ...fake, queryClient };
}
