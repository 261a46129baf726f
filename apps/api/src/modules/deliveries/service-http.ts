import { DELIVERY_REASONS } from '@cod/contracts';
import { SafeFetchError, safeFetch } from '../../common/safe-fetch/index.js';
import { PermanentFailure, TemporaryFailure } from './delivery-errors.js';

export interface ServiceResponse {
  status: number;
  headers: Record<string, string>;
  /** The parsed JSON body, or null when the body was not JSON. */
  json: any;
}

export interface ServiceRequest {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as it is (with its own content type in `headers`). */
  body?: string;
  timeoutMs: number;
  allowPrivate: boolean;
}

const USER_AGENT = 'cod-orders/1.0 (+order integrations)';

/**
 * One JSON call to an outside service's API, through the guarded fetch (no private addresses unless
 * OUTBOUND_ALLOW_PRIVATE, a time limit, a size cap, no redirects). Network failures and timeouts become
 * a TemporaryFailure, a request that cannot be sent at all a PermanentFailure; every HTTP answer comes
 * back for the caller to judge.
 */
export async function callService(url: string, request: ServiceRequest): Promise<ServiceResponse> {
  const headers: Record<string, string> = { 'user-agent': USER_AGENT, ...request.headers };
  let body = request.body;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  }
  try {
    const res = await safeFetch(url, {
      method: request.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      accept: 'application/json',
      timeoutMs: request.timeoutMs,
      maxBytes: 1024 * 1024,
      maxRedirects: 0,
      allowPrivate: request.allowPrivate,
    });
    let json: unknown = null;
    try {
      json = JSON.parse(res.body.toString('utf8'));
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, json };
  } catch (err) {
    // A key or token no HTTP header can carry (one saved before keys were checked at save) fails every retry alike.
    if (err instanceof SafeFetchError && err.code === 'invalid_request') throw new PermanentFailure(DELIVERY_REASONS.secretCharacters);
    if (err instanceof SafeFetchError) throw new TemporaryFailure(err.code === 'timeout' ? 'vreme isteklo' : `mreža: ${err.code}`);
    throw err;
  }
}

/** Seconds from a Retry-After header (seconds or an HTTP date), if any. */
export function retryAfterHeader(headers: Record<string, string>): number | undefined {
  const value = headers['retry-after'];
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, (at - Date.now()) / 1000) : undefined;
}
