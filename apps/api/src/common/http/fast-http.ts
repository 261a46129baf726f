import { Logger } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { retryAfterOf, toErrorBody } from '../filters/api-exception.filter.js';
import { readJsonBody } from './json-body.js';
import { securityHeaders } from './security-headers.js';

const logger = new Logger('HTTP');

/** A JSON answer of a fast route, with the headers every other answer carries (helmet's) and no caching. */
export function sendJson(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...securityHeaders(),
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...extra,
    'content-length': String(Buffer.byteLength(text)),
  });
  res.end(text);
}

/** The error answer for anything a fast route throws: the exception filter's body, Retry-After, a log line for 5xx. */
export function sendError(req: IncomingMessage, res: ServerResponse, err: unknown) {
  const body = toErrorBody(err);
  if (body.statusCode >= 500) logger.error(`${req.method} ${req.url}: ${(err as Error)?.stack ?? err}`);
  if (res.headersSent) return void res.end();
  const retryAfter = retryAfterOf(err);
  const extra: Record<string, string> = retryAfter !== undefined ? { 'retry-after': String(retryAfter) } : {};
  // After a body over the limit the connection's state is not worth keeping.
  if (body.statusCode === 413) extra.connection = 'close';
  sendJson(res, body.statusCode, body, extra);
}

/**
 * Runs a JSON call on a fast route: reads the body (size limit, depth cap, malformed JSON → 400),
 * then `work`, and answers its result or its error. Never throws.
 */
export function answerJson(
  req: IncomingMessage,
  res: ServerResponse,
  limit: number,
  work: (body: unknown) => Promise<{ status: number; body: unknown }>,
): void {
  readJsonBody(req, limit)
    .then(work)
    .then(
      (out) => sendJson(res, out.status, out.body),
      (err) => sendError(req, res, err),
    );
}
