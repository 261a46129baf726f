import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** The header a request id arrives in (from a proxy or a client) and is answered in. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The longest incoming id we keep; a longer one is replaced by our own. */
export const MAX_REQUEST_ID_LENGTH = 128;

// Visible ASCII only: no spaces, no control characters (a log line cannot be forged through it).
const SANE_ID = /^[\x21-\x7e]+$/;

/**
 * The incoming X-Request-Id when it is sane (1–128 visible ASCII characters), else undefined.
 * Node joins repeated headers with ", ", so a repeated one is refused too.
 */
export function sanitizeRequestId(value: string | string[] | undefined): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_REQUEST_ID_LENGTH) return undefined;
  return SANE_ID.test(value) ? value : undefined;
}

// A random prefix per process, then a counter: unique across processes, one string concatenation per request.
const PROCESS_PREFIX = randomBytes(4).toString('hex');
let sequence = 0;

/** A new request id such as `9f2c4e1a-3k` (process prefix, base-36 counter). */
export function newRequestId(): string {
  return `${PROCESS_PREFIX}-${(++sequence).toString(36)}`;
}

const storage = new AsyncLocalStorage<string>();

/** The id of the HTTP request being handled, when there is one (logs read it). */
export function currentRequestId(): string | undefined {
  return storage.getStore();
}

/** Runs `work` as part of the request `id` (tests, and work started on a request's behalf). */
export function runWithRequestId<T>(id: string, work: () => T): T {
  return storage.run(id, work);
}

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Wraps the server's request listener: every request (fast routes included) gets an id, the sane
 * incoming X-Request-Id or a new one, answered in the X-Request-Id header and visible to the logs
 * through currentRequestId() for everything the request does. Per request: one header read, one
 * short string and one setHeader.
 */
export function withRequestIds(listener: RequestListener): RequestListener {
  return (req, res) => {
    const id = sanitizeRequestId(req.headers['x-request-id']) ?? newRequestId();
    res.setHeader(REQUEST_ID_HEADER, id);
    storage.run(id, listener, req, res);
  };
}

/** Wraps the request listener the server has (Express behind the fast routes) with withRequestIds. */
export function installRequestIds(server: Server) {
  const [listener] = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', withRequestIds(listener));
}
