import type { UserResponse } from '@cod/contracts';
import { vi } from 'vitest';

/** One recorded call of the fake fetch. */
export interface FetchCall {
  method: string;
  url: string;
  path: string;
  /** The query string's parameters (the route ignores them; tests read them). */
  query: Record<string, string>;
  headers: Record<string, string>;
  credentials?: RequestCredentials;
  body?: unknown;
}

export interface FakeAnswer {
  status?: number;
  statusText?: string;
  /** Serialised as JSON unless it is a string. */
  body?: unknown;
  /** Response headers (e.g. X-Total-Count, Content-Disposition). */
  headers?: Record<string, string>;
}

type Handler = FakeAnswer | ((call: FetchCall) => FakeAnswer | Promise<FakeAnswer>);

/** A minimal Response the API client understands. */
export function fakeResponse({ status = 200, statusText = '', body, headers = {} }: FakeAnswer = {}): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: new Headers(headers),
    text: async () => text,
    blob: async () => new Blob([text], { type: headers['Content-Type'] ?? headers['content-type'] ?? '' }),
  } as unknown as Response;
}

/**
 * A fetch double routed by "METHOD /path" (query string ignored). Unknown routes answer 404 with
 * the API's error shape. Every call is recorded in `calls`.
 */
export function createFakeFetch(routes: Record<string, Handler> = {}) {
  const calls: FetchCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const [path, search = ''] = url.replace(/^https?:\/\/[^/]+/, '').split('?');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: FetchCall = {
      method,
      url,
      path,
      query: Object.fromEntries(new URLSearchParams(search)),
      headers: { ...(init.headers as Record<string, string> | undefined) },
      credentials: init.credentials,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    if (!handler) return fakeResponse({ status: 404, statusText: 'Not Found', body: { statusCode: 404, message: 'Tražena adresa ne postoji', error: 'Not Found' } });
    return fakeResponse(typeof handler === 'function' ? await handler(call) : handler);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, routes };
}

export const apiError = (status: number, message: string, error = 'Error'): FakeAnswer => ({
  status,
  statusText: error,
  body: { statusCode: status, message, error },
});

let nextId = 100;
export function makeUser(overrides: Partial<UserResponse> = {}): UserResponse {
  const id = overrides.id ?? nextId++;
  return {
    id,
    email: `user${id}@example.com`,
    firstName: 'Petar',
    lastName: 'Petrović',
    role: 'client',
    isActive: true,
    companyName: null,
    phone: null,
    notes: null,
    telegramBotId: null,
    telegramChatId: null,
    facebookPixelId: null,
    hasFacebookCapiToken: false,
    googleSheetsId: null,
    trackifyApiKey: null,
    trackifyApiKeySrb: null,
    customDomain: null,
    customDomainStatus: 'pending',
    customDomainDnsInstructions: null,
    manageOwnOrders: overrides.role === 'admin',
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-05T11:30:00.000Z',
    ...overrides,
  };
}

export const ADMIN = makeUser({ id: 1, email: 'admin@example.com', firstName: 'Ana', lastName: 'Admin', role: 'admin' });
export const CLIENT = makeUser({ id: 2, email: 'klijent@example.com', firstName: 'Marko', lastName: 'Marković', companyName: 'Prodavnica d.o.o.' });
