import { safeFetch } from '../../common/safe-fetch/index.js';

/**
 * A WHATWG `fetch` over our guarded fetch, for client libraries that take one (grammY, Google's auth client): the same
 * private-address guard (OUTBOUND_ALLOW_PRIVATE), time limit and size cap as every other outbound call.
 */
export function guardedFetch(allowPrivate: boolean, timeoutMs = 10_000): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    let body = init?.body;
    if (body instanceof URLSearchParams) {
      headers['content-type'] ??= 'application/x-www-form-urlencoded;charset=UTF-8';
      body = body.toString();
    }
    if (body !== undefined && body !== null && typeof body !== 'string') throw new Error('guardedFetch sends text and form bodies only');
    const res = await safeFetch(url, {
      method: init?.method ?? 'GET',
      headers,
      body: body ?? undefined,
      accept: headers.accept ?? 'application/json',
      timeoutMs,
      maxBytes: 1024 * 1024,
      maxRedirects: 0,
      allowPrivate,
    });
    return new Response(new Uint8Array(res.body), { status: res.status, headers: res.headers });
  }) as typeof fetch;
}
