import { Toaster } from '@cod/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { BrowserRouter, HashRouter, MemoryRouter } from 'react-router-dom';
import { ApiProvider } from '../api/api-context.js';
import { createApiClient, type ApiClient } from '../api/client.js';
import { createQueryClient } from '../api/query-client.js';
import { restoreSession } from '../features/auth/session.js';
import { LiveOrderEvents } from '../features/events/LiveOrderEvents.js';
import type { EventSourceFactory } from '../features/events/order-events.js';
import { AppRoutes } from './routes.js';

export type DashboardRouter = 'browser' | 'hash' | 'memory';

export interface DashboardAppProps {
  /** Origin (and optional path prefix) of the API server; '' = same origin (web). */
  apiBaseUrl?: string;
  /** 'browser' for the web app, 'hash' for the desktop app (file:// pages), 'memory' for tests. */
  router?: DashboardRouter;
  /** Start location of the memory router (tests). */
  initialPath?: string;
  /** Inject a ready API client (tests); otherwise one is built from apiBaseUrl. */
  apiClient?: ApiClient;
  /** Inject a query client (tests); otherwise one with the spec's defaults is created. */
  queryClient?: QueryClient;
  /** How the live order events are opened (tests); the browser's EventSource by default, null for none. */
  eventSource?: EventSourceFactory | null;
}

/** Asks the server who is signed in, once per API client (spec 000 §4 start-up). */
function SessionBootstrap({ api }: { api: ApiClient }) {
  const started = useRef<ApiClient | null>(null);
  useEffect(() => {
    if (started.current === api) return;
    started.current = api;
    void restoreSession(api);
  }, [api]);
  return null;
}

function RouterFor({ kind, initialPath, children }: { kind: DashboardRouter; initialPath: string; children: ReactNode }) {
  if (kind === 'hash') return <HashRouter>{children}</HashRouter>;
  if (kind === 'memory') return <MemoryRouter initialEntries={[initialPath]}>{children}</MemoryRouter>;
  return <BrowserRouter>{children}</BrowserRouter>;
}

/** The whole console: API and query providers, the router with the spec's routes, live order events, and the toaster. */
export function DashboardApp({ apiBaseUrl = '', router = 'browser', initialPath = '/', apiClient, queryClient, eventSource }: DashboardAppProps) {
  const api = useMemo(() => apiClient ?? createApiClient({ baseUrl: apiBaseUrl }), [apiClient, apiBaseUrl]);
  const [ownQueryClient] = useState(createQueryClient);
  return (
    <ApiProvider client={api}>
      <QueryClientProvider client={queryClient ?? ownQueryClient}>
        <SessionBootstrap api={api} />
        <RouterFor kind={router} initialPath={initialPath}>
          <LiveOrderEvents createSource={eventSource} />
          <AppRoutes />
        </RouterFor>
        <Toaster />
      </QueryClientProvider>
    </ApiProvider>
  );
}
