import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** A route served straight from the HTTP server; returns false to leave the request to Express. */
export type FastRoute = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The two hot public paths (a cached sales page, a new order) are answered before Express, helmet and
 * Nest, whose per-request work would otherwise cap them; everything else goes through the app as usual.
 */
export function installFastRoutes(server: Server, routes: FastRoute[]) {
  const [appHandler] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    for (const route of routes) if (route(req, res)) return;
    appHandler(req, res);
  });
}

/** Headers every JSON answer of a fast route carries (what helmet sets on the others). */
export const FAST_JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
} as const;

export function writeJson(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...FAST_JSON_HEADERS, ...extra, 'content-length': String(Buffer.byteLength(text)) });
  res.end(text);
}

/** Reads a small request body; null when it is larger than `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        resolve(null);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
