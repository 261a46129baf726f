import { ApiError, type ApiClient } from './client.js';

export const NDJSON_TYPE = 'application/x-ndjson';

export interface NdjsonAnswer {
  /** True when the answer came as lines of JSON (each handed to `onLine`). */
  streamed: boolean;
  /** The parsed body of a plain JSON answer (`streamed: false`). */
  json?: unknown;
}

function parseLine(line: string): unknown {
  const text = line.trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Reads a streamed body line by line as it arrives (one JSON value per line). */
async function readLines(body: ReadableStream<Uint8Array>, onLine: (value: unknown) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const value = parseLine(buffer.slice(0, newline));
        buffer = buffer.slice(newline + 1);
        if (value !== undefined) onLine(value);
        newline = buffer.indexOf('\n');
      }
    }
    buffer += decoder.decode();
    const last = parseLine(buffer);
    if (last !== undefined) onLine(last);
  } finally {
    reader.releaseLock();
  }
}

/**
 * POST with `Accept: application/x-ndjson` (same cookies, bearer token and JSON content type as
 * every call; never toasts). A non-ok answer throws an ApiError "{status}: {body}" before anything
 * is read. A streamed answer hands each JSON line to `onLine` as it arrives; an answer that is not
 * a stream (plain JSON, e.g. a server without streaming) is returned as `json`.
 */
export async function postNdjson(
  api: ApiClient,
  path: string,
  body: unknown,
  onLine: (value: unknown) => void,
  signal?: AbortSignal,
): Promise<NdjsonAnswer> {
  const res = await api.send('POST', path, { body, accept: NDJSON_TYPE, signal });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new ApiError(res.status, text, res.statusText);
  }
  const type = res.headers?.get?.('content-type') ?? '';
  if (type.includes('ndjson') && res.body && typeof res.body.getReader === 'function') {
    await readLines(res.body, onLine);
    return { streamed: true };
  }
  const text = await res.text();
  if (!text.trim()) return { streamed: false, json: null };
  try {
    return { streamed: false, json: JSON.parse(text) as unknown };
  } catch {
    // Several JSON lines without a stream reader: hand them over one by one.
    for (const line of text.split('\n')) {
      const value = parseLine(line);
      if (value !== undefined) onLine(value);
    }
    return { streamed: true };
  }
}
