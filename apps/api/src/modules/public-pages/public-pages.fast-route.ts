import { ORDER_MESSAGES } from '@cod/contracts';
import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastRoute } from '../../common/http/fast-routes.js';
import { clientInfo } from '../../common/http/client-info.js';
import type { OrderLimits } from '../orders/order-limits.js';
import type { CachedPage } from './page-cache.js';
import type { PublicPagesService } from './public-pages.service.js';
import { productSlugOf, resolvePublicRoute, slashlessPublicPath } from './public-routes.js';

/** Writes a prepared page: 304 for a matching ETag, brotli or gzip when the client takes them. */
export function writePage(req: IncomingMessage, res: ServerResponse, page: CachedPage) {
  if (req.headers['if-none-match'] === page.etag) {
    res.writeHead(304, page.headers);
    res.end();
    return;
  }
  const accept = String(req.headers['accept-encoding'] ?? '');
  const [body, encoding] = /\bbr\b/.test(accept) ? [page.br, 'br'] : /\bgzip\b/.test(accept) ? [page.gzip, 'gzip'] : [page.body, undefined];
  res.writeHead(page.status, { ...page.headers, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': String(body.length) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const headerRecord = (res: Response): Record<string, string> =>
  Object.fromEntries(Object.entries(res.getHeaders()).filter(([, v]) => v !== undefined).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)]));

/** Express handler of every public page (GET/HEAD); other paths go on to the dashboard and files. */
export function publicPagesMiddleware(pages: PublicPagesService, limits: OrderLimits) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const query = req.query as Record<string, unknown>;
    const bare = slashlessPublicPath(req.path, query);
    if (bare) {
      const q = req.originalUrl.indexOf('?');
      res.redirect(301, bare + (q >= 0 ? req.originalUrl.slice(q) : ''));
      return;
    }
    const route = resolvePublicRoute(req.path, query);
    if (!route) return next();
    // Order pages show a customer's data: the order number must not be something to guess at scale.
    if ((route.type === 'thank-you' || route.type === 'thank-you-simple') && route.orderId && limits.lookups.hit(clientInfo(req).ip) > 0) {
      res.status(429).type('text/plain; charset=utf-8').send(ORDER_MESSAGES.tooManyLookups);
      return;
    }
    try {
      const page = await pages.page({ route, host: req.get('host'), path: req.path, baseHeaders: headerRecord(res) });
      writePage(req, res, page);
    } catch (err) {
      pages.logRenderError(err);
      next(err);
    }
  };
}

/** A cached sales page written straight from the HTTP server (its copy carries the headers helmet set when rendered). */
export function pageFastRoute(pages: PublicPagesService): FastRoute {
  return (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return false;
    const slug = productSlugOf(req.url);
    const page = slug ? pages.cache.get(pages.productCacheKey(slug, req.headers.host)) : undefined;
    if (!page) return false;
    writePage(req, res, page);
    return true;
  };
}
