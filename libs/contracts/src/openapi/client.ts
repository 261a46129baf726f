import createClient from 'openapi-fetch';
import type { paths } from './api-types.js';

export type { components, operations, paths } from './api-types.js';

export interface ApiClientOptions {
  /** The server, e.g. https://prodavnica.primer.rs (the calls' paths start with /api). */
  baseUrl: string;
  /** A session token or a personal API token (`cod_…`). */
  token?: string;
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * A typed client of the HTTP API: every path, parameter, body and answer of GET /api/openapi.json as
 * TypeScript (api-types.ts, generated from the document by openapi-typescript), over openapi-fetch.
 *
 *   const api = createApiClient({ baseUrl, token: 'cod_…' });
 *   const { data } = await api.GET('/api/orders/my', { params: { query: { status: 'pending' } } });
 *   await api.PUT('/api/orders/{id}', { params: { path: { id: data[0].orderId } }, body: { status: 'processing' } });
 */
export function createApiClient({ baseUrl, token, fetch }: ApiClientOptions) {
  return createClient<paths>({ baseUrl, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}), ...(fetch ? { fetch } : {}) });
}
export type ApiClient = ReturnType<typeof createApiClient>;
