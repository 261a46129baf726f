import { localStorageTokenStore, type TokenStore } from './token-store.js';

/**
 * The one HTTP client of the console (spec 000 §7). Every call sends cookies; a stored `auth_token`
 * is sent as a bearer token; a JSON content type only when there is a body; any non-ok answer
 * throws an ApiError whose message is "{status}: {response text}" (or the status text when the body
 * is empty). It never shows toasts: callers decide what to tell the user.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    /** The raw response text (usually the JSON error body). */
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }
}

export interface RequestOptions {
  /** Request body, sent as JSON. `undefined` means no body (and no JSON content type). */
  body?: unknown;
  /** Answer `null` instead of throwing when the server says 401 (for reads such as "who am I"). */
  nullOn401?: boolean;
  signal?: AbortSignal;
}

/** Options of a raw call (`send`): the caller reads the Response itself (streams, uploads). */
export interface SendOptions {
  /** Sent as JSON (with a JSON content type). */
  body?: unknown;
  /** Sent as multipart/form-data (the browser sets the content type with its boundary). */
  formData?: FormData;
  /** The Accept header; 'application/json' unless given. */
  accept?: string;
  signal?: AbortSignal;
}

export interface ApiClient {
  readonly baseUrl: string;
  /** Where the bearer token is kept (sign-in writes it, sign-out clears it); localStorage when absent. */
  readonly tokens?: TokenStore;
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  /**
   * The same call rules (base URL, cookies, bearer token, JSON content type only with a JSON body)
   * but answers the raw Response, ok or not: for streamed answers and multipart uploads.
   */
  send(method: string, path: string, options?: SendOptions): Promise<Response>;
  get<T>(path: string, options?: { nullOn401?: false; signal?: AbortSignal }): Promise<T>;
  get<T>(path: string, options: { nullOn401: true; signal?: AbortSignal }): Promise<T | null>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
}

export interface ApiClientOptions {
  /** Prefix of every path, e.g. "https://shop.example.com" (desktop); '' for same-origin (web). */
  baseUrl?: string;
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  /** Where the token is kept: `auth_token` in localStorage unless given (the desktop keeps it in memory). */
  tokenStore?: TokenStore;
  /** Overrides how the token is read (the store still takes sign-in and sign-out). */
  getToken?: () => string | null;
}

export function readStoredToken(): string | null {
  return localStorageTokenStore.get();
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const tokens = options.tokenStore ?? localStorageTokenStore;
  const getToken = options.getToken ?? (() => tokens.get());

  function send(method: string, path: string, opts: SendOptions = {}): Promise<Response> {
    const doFetch = options.fetch ?? globalThis.fetch;
    const headers: Record<string, string> = { Accept: opts.accept ?? 'application/json' };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const hasJson = opts.body !== undefined && !opts.formData;
    if (hasJson) headers['Content-Type'] = 'application/json';

    return doFetch(`${baseUrl}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: opts.formData ?? (hasJson ? JSON.stringify(opts.body) : undefined),
      signal: opts.signal,
    });
  }

  async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
    const res = await send(method, path, { body: opts.body, signal: opts.signal });

    if (res.status === 401 && opts.nullOn401) return null as T;
    const text = await res.text();
    if (!res.ok) throw new ApiError(res.status, text, res.statusText);
    if (!text) return null as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      return text as T;
    }
  }

  return {
    baseUrl,
    tokens,
    request,
    send,
    get: <T>(path: string, opts?: { nullOn401?: boolean; signal?: AbortSignal }) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'body'>) => request<T>('POST', path, { ...opts, body }),
    put: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'body'>) => request<T>('PUT', path, { ...opts, body }),
    patch: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'body'>) => request<T>('PATCH', path, { ...opts, body }),
    delete: <T>(path: string, opts?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, opts),
  } as ApiClient;
}
