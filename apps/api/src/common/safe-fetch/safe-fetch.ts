import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isBlockedAddress } from './ip-address.js';
import { readBody } from './read-body.js';
import { parseTarget, bareHost, resolveTarget, systemLookup, type HostLookup, type ResolvedAddress } from './resolve-target.js';
import { SafeFetchError } from './safe-fetch-error.js';

export interface SafeFetchOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Cap on the (decoded) body; default 5 MB. */
  maxBytes?: number;
  /** Total time for DNS, connection, redirects and body; default 10 s. */
  timeoutMs?: number;
  maxRedirects?: number;
  /** Lets the request reach loopback and private networks (OUTBOUND_ALLOW_PRIVATE=1, tests). */
  allowPrivate?: boolean;
  /** The Accept header; a browser-like HTML preference by default. */
  accept?: string;
  /** Host resolver, injectable for tests; default dns.lookup with all addresses. */
  lookup?: HostLookup;
}

export interface SafeFetchResponse {
  status: number;
  /** The final URL, after redirects. */
  url: string;
  /** Response headers with lower-case names; repeated headers joined with ', '. */
  headers: Record<string, string>;
  /** The media type without parameters, lower-case ('text/html'); '' when the server sent none. */
  contentType: string;
  body: Buffer;
}

export type SafeFetch = (url: string, options?: SafeFetchOptions) => Promise<SafeFetchResponse>;

export const SAFE_FETCH_DEFAULTS = {
  maxBytes: 5 * 1024 * 1024,
  timeoutMs: 10_000,
  maxRedirects: 5,
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  acceptLanguage: 'sr-RS,sr;q=0.9,en;q=0.8',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
} as const;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

/** A lookup for http.request that answers with the addresses already vetted, never asking DNS again. */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : undefined;
    const usable = family ? addresses.filter((a) => a.family === family) : addresses;
    const list = usable.length > 0 ? usable : addresses;
    if (options.all) callback(null, list);
    else callback(null, list[0]!.address, list[0]!.family);
  };
}

function flattenHeaders(response: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

interface Hop {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

function send(hop: Hop, addresses: ResolvedAddress[], signal: AbortSignal): Promise<IncomingMessage> {
  const transport = hop.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request({
      protocol: hop.url.protocol,
      hostname: bareHost(hop.url), // also the TLS SNI name and certificate identity
      port: hop.url.port || undefined,
      path: `${hop.url.pathname}${hop.url.search}`,
      method: hop.method,
      headers: { ...hop.headers, host: hop.url.host },
      lookup: pinnedLookup(addresses),
      agent: false, // no pooled socket connected to an address vetted for another request
      signal,
    });
    request.once('response', (response) => {
      response.on('error', () => undefined); // late errors after an abort are reported through the request
      resolve(response);
    });
    request.on('error', reject); // stays attached: an abort after the answer must not become an uncaught error
    request.end(hop.body);
  });
}

function nextHop(hop: Hop, status: number, location: string): Hop {
  const url = parseTarget(location, hop.url.href);
  let { method, body } = hop;
  const headers = { ...hop.headers };
  if (status === 303 ? method !== 'HEAD' : (status === 301 || status === 302) && method === 'POST') {
    method = 'GET';
    body = undefined;
    delete headers['content-type'];
    delete headers['content-length'];
  }
  if (url.origin !== hop.url.origin) for (const name of CREDENTIAL_HEADERS) delete headers[name];
  return { url, method, headers, body };
}

function initialHeaders(options: SafeFetchOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'user-agent': SAFE_FETCH_DEFAULTS.userAgent,
    accept: options.accept ?? SAFE_FETCH_DEFAULTS.accept,
    'accept-language': SAFE_FETCH_DEFAULTS.acceptLanguage,
    'accept-encoding': 'gzip, deflate, br',
  };
  for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
  return headers;
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(new SafeFetchError('timeout', 'The request timed out'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

// What http.request throws for a header name or value, or a path, it cannot send.
const UNSENDABLE = new Set(['ERR_INVALID_CHAR', 'ERR_HTTP_INVALID_HEADER_VALUE', 'ERR_INVALID_HTTP_TOKEN', 'ERR_UNESCAPED_CHARACTERS']);

function asSafeFetchError(error: unknown, signal: AbortSignal): SafeFetchError {
  if (error instanceof SafeFetchError) return error;
  if (signal.aborted) return new SafeFetchError('timeout', 'The request timed out', { cause: error });
  const message = error instanceof Error ? error.message : String(error);
  if (UNSENDABLE.has((error as { code?: string })?.code ?? '')) return new SafeFetchError('invalid_request', `Request not sent: ${message}`, { cause: error });
  return new SafeFetchError('network', `Request failed: ${message}`, { cause: error });
}

/**
 * Builds a safeFetch around an address classifier. Production code uses `safeFetch`; tests build one
 * that treats the loopback test server as public so the redirect re-check can be exercised.
 */
export function createSafeFetch(isBlocked: (address: string) => boolean = isBlockedAddress): SafeFetch {
  return async (rawUrl, options = {}) => {
    const maxBytes = options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes;
    const maxRedirects = options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects;
    const lookup = options.lookup ?? systemLookup;
    const allowPrivate = options.allowPrivate ?? false;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs);
    const { signal } = controller;
    const aborted = rejectOnAbort(signal);
    aborted.catch(() => undefined);
    try {
      let hop: Hop = {
        url: parseTarget(rawUrl),
        method: (options.method ?? 'GET').toUpperCase(),
        headers: initialHeaders(options),
        body: options.body,
      };
      for (let redirects = 0; ; redirects++) {
        const addresses = await Promise.race([resolveTarget(hop.url, lookup, isBlocked, allowPrivate), aborted]);
        const response = await send(hop, addresses, signal);
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (REDIRECT_STATUSES.has(status) && location) {
          response.destroy();
          if (redirects >= maxRedirects) {
            throw new SafeFetchError('too_many_redirects', `More than ${maxRedirects} redirects`);
          }
          hop = nextHop(hop, status, location);
          continue;
        }
        const body = await readBody(response, maxBytes);
        const headers = flattenHeaders(response);
        return {
          status,
          url: hop.url.href,
          headers,
          contentType: (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase(),
          body,
        };
      }
    } catch (error) {
      throw asSafeFetchError(error, signal);
    } finally {
      clearTimeout(timer);
      controller.abort(); // ends the rejectOnAbort listener and any socket still open
    }
  };
}

/** Every server-side fetch of the product goes through this: SSRF guard, timeouts, size caps. */
export const safeFetch: SafeFetch = createSafeFetch();
