import { API_ERRORS, hasInvisible, stripInvisible } from '@cod/contracts';
import type { IncomingMessage } from 'node:http';
import { InvalidInputError, TooLargeError } from '../errors/domain-error.js';

/** Nesting deeper than this is refused before parsing: no request of ours needs more. */
export const MAX_JSON_DEPTH = 32;
/** Past its limit a body is still read and thrown away up to this size, so the client gets the 413 answer instead of a reset. */
const DRAIN_LIMIT = 16 * 1024 * 1024;

export const isJsonContentType = (type: string | undefined) => /^application\/([\w.+-]+\+)?json\b/i.test(type ?? '');

/**
 * Reads a request body of at most `limit` bytes. Over the limit it throws TooLargeError, after reading
 * the rest (up to DRAIN_LIMIT): a client that is still sending would otherwise see a reset connection
 * instead of the answer.
 */
export function readRequestBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = Number(req.headers['content-length']) > limit;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      if (over) {
        chunks.length = 0;
        if (size > DRAIN_LIMIT) {
          req.pause();
          reject(new TooLargeError(API_ERRORS.payloadTooLarge));
        }
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => (over ? reject(new TooLargeError(API_ERRORS.payloadTooLarge)) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
    // A client that hangs up halfway: nothing to answer, but the promise must not wait forever.
    req.on('close', () => !req.complete && reject(new InvalidInputError(API_ERRORS.badRequest)));
  });
}

/** The deepest nesting of arrays and objects in a JSON text (strings skipped), counted without parsing. */
export function jsonDepth(text: string, stopAt = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max && (max = depth) > stopAt) return max;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return max;
}

/** `__proto__` keys dropped; strings without invisible formatting (bidi overrides, zero-width characters). */
const revive = (key: string, value: unknown) => (key === '__proto__' ? undefined : typeof value === 'string' ? stripInvisible(value) : value);

/** JSON of a request: too deep or malformed is a 400 in Serbian; `__proto__` keys are dropped, invisible formatting removed. */
export function parseJsonBody(text: string): unknown {
  if (!text.trim()) return {};
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw new InvalidInputError(API_ERRORS.jsonTooDeep);
  try {
    // The reviver costs on every value, so it runs only for the rare body that may name the key or hold
    // invisible formatting (also as \u escapes).
    return /__proto__|\\u/.test(text) || hasInvisible(text) ? JSON.parse(text, revive) : JSON.parse(text);
  } catch {
    throw new InvalidInputError(API_ERRORS.invalidJson);
  }
}

/** Reads and parses a JSON request body; a body that is not JSON (by its content type) is left unread: `undefined`. */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  if (!isJsonContentType(req.headers['content-type'])) return undefined;
  return parseJsonBody((await readRequestBody(req, limit)).toString('utf8'));
}

/**
 * Express middleware: JSON bodies through the same reader as the fast routes (limits, depth, drained 413).
 * The bytes stay on `rawBody` too, for calls whose sender signs the body (the courier's pushes).
 */
export function jsonBodyParser(limit: number) {
  return (req: IncomingMessage & { body?: unknown; rawBody?: Buffer }, _res: unknown, next: (err?: unknown) => void) => {
    if (!isJsonContentType(req.headers['content-type'])) return next();
    readRequestBody(req, limit).then((raw) => {
      let body: unknown;
      try {
        body = parseJsonBody(raw.toString('utf8'));
      } catch (err) {
        return next(err);
      }
      req.rawBody = raw;
      req.body = body;
      next();
    }, next);
  };
}
