import type { WebsiteResponse } from '@cod/contracts';
import { websiteFixture } from '@cod/contracts/testing';
import { render } from '@testing-library/react';
import { DashboardApp } from '../app/DashboardApp.js';
import { createApiClient } from '../api/client.js';
import { createQueryClient } from '../api/query-client.js';
import { resetSessionState } from '../features/auth/session-store.js';
import { createFakeFetch } from './fake-fetch.js';

type Routes = Parameters<typeof createFakeFetch>[0];

/** A streamed NDJSON answer the test feeds line by line (push) and then ends (close). */
export function ndjsonStream(status = 200) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(stream, { status, headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8' } }),
    /** One JSON value and its newline. */
    push(value: unknown) {
      controller.enqueue(encoder.encode(`${JSON.stringify(value)}\n`));
    },
    /** Raw text (e.g. half a line) to test buffering. */
    pushText(text: string) {
      controller.enqueue(encoder.encode(text));
    },
    close() {
      controller.close();
    },
  };
}

/** Real Responses for given "METHOD /path" keys; everything else goes to the routed fake (and is recorded). */
export type RawRoutes = Record<string, (init: RequestInit) => Response | Promise<Response>>;

/**
 * createFakeFetch plus raw answers (streams, real headers). Raw routes are recorded in `calls`
 * like every other call.
 */
export function createMixedFetch(routes: Routes, raw: RawRoutes) {
  const fake = createFakeFetch(routes);
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace(/^https?:\/\/[^/]+/, '').split('?')[0];
    const key = `${(init.method ?? 'GET').toUpperCase()} ${path}`;
    const answer = await fake.fetch(input, init);
    const handler = raw[key];
    return handler ? handler(init) : answer;
  }) as typeof globalThis.fetch;
  return { ...fake, fetch };
}

/** renderApp with raw routes (streamed answers) next to the usual routed fake. */
export function renderAppMixed(path: string, routes: Routes, raw: RawRoutes = {}) {
  resetSessionState();
  const mixed = createMixedFetch(routes, raw);
  const queryClient = createQueryClient();
  const apiClient = createApiClient({ fetch: mixed.fetch });
  const utils = render(<DashboardApp router="memory" initialPath={path} apiClient={apiClient} queryClient={queryClient} />);
  return { ...utils, calls: mixed.calls, queryClient, apiClient };
}

/** The shared website fixture with the console tests' example product (a smart watch, id 7). */
export function makeWebsite(overrides: Partial<WebsiteResponse> = {}): WebsiteResponse {
  return websiteFixture({
    id: 7,
    productId: 'p-7',
    userId: 2,
    title: 'Pametni sat X1',
    shortName: 'X1',
    hook: 'Sat koji meri puls i san',
    images: ['https://cdn.example.com/sat.jpg'],
    currentPrice: 2990,
    originalPrice: 4990,
    templateName: 'Sales Template',
    customUrl: 'pametni-sat',
    sku: null,
    productLink: 'https://shop.example.com/sat',
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-04T10:00:00.000Z',
    ...overrides,
  });
}
