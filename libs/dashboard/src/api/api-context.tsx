import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './client.js';

const ApiContext = createContext<ApiClient | null>(null);

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

/** The API client of the surrounding DashboardApp. */
export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi() needs an <ApiProvider> (DashboardApp provides one)');
  return client;
}

/**
 * A server path such as '/uploads/images/…' as the page must load it: unchanged on the web (same
 * origin), prefixed with the API server on the desktop (whose pages are not served by the API).
 * Works without a provider (then unchanged).
 */
export function useServerUrl(): (src: string) => string {
  const baseUrl = useContext(ApiContext)?.baseUrl ?? '';
  return (src) => (baseUrl && src.startsWith('/') && !src.startsWith('//') ? `${baseUrl}${src}` : src);
}
