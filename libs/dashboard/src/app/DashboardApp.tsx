import { Toaster } from '@cod/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { BrowserRouter, HashRouter, MemoryRouter } from 'react-router-dom';
import { ApiProvider } from '../api/api-context.js';
import { createApiClient, type ApiClient } from '../api/client.js';
import type { TokenStore } from '../api/token-store.js';
import { createQueryClient } from '../api/query-client.js';
import { restoreSession } from '../features/auth/session.js';
import { LiveOrderEvents } from '../features/events/LiveOrderEvents.js';
import type { EventSourceFactory } from '../features/events/order-events.js';
import { FileSaverProvider, type FileSaver } from '../lib/file-saver.js';
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
  /**
   * How the live order events are opened: the browser's EventSource by default, null for none; tests
   * and the desktop (events forwarded by its main process) pass their own.
   */
  eventSource?: EventSourceFactory | null;
  /**
   * Where the login token is kept when the API client is built here: `auth_token` in localStorage by
   * default; the desktop keeps it in memory and in its main process.
   */
  tokenStore?: TokenStore;
  /** How files (the CSV export) reach the user: the browser's download by default; the desktop's save dialog. */
  saveFile?: FileSaver;
  /** Extra UI mounted inside the providers and the router (the desktop's connection banner and notification bridge). */
  children?: ReactNode;
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
export function DashboardApp({
  apiBaseUrl = '',
  router = 'browser',
  initialPath = '/',
  apiClient,
  queryClient,
  eventSource,
  tokenStore,
  saveFile,
  children,
}: DashboardAppProps) {
  const api = useMemo(() => apiClient ?? createApiClient({ baseUrl: apiBaseUrl, tokenStore }), [apiClient, apiBaseUrl, tokenStore]);
  const [ownQueryClient] = useState(createQueryClient);
  return (
    <ApiProvider client={api}>
      <QueryClientProvider client={queryClient ?? ownQueryClient}>
        <FileSaverProvider saver={saveFile}>
          <SessionBootstrap api={api} />
          <RouterFor kind={router} initialPath={initialPath}>
            <LiveOrderEvents createSource={eventSource} />
            <AppRoutes />
            {children}
          </RouterFor>
          <Toaster />
        </FileSaverProvider>
      </QueryClientProvider>
    </ApiProvider>
  );
}
