import { Injectable } from '@nestjs/common';
import { ORDER_MESSAGES } from '@cod/contracts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendError } from '../../common/http/fast-http.js';
import { FastRouteProvider, pathOf, type FastRoute } from '../../common/http/fast-route.js';
import { securityHeaders } from '../../common/http/security-headers.js';
import { clientIpOf } from '../../common/http/client-info.js';
import { OrderLimits } from '../orders/index.js';
import type { CachedPage } from './page-cache.js';
import { PublicPagesService } from './public-pages.service.js';
import { productSlugOf, resolvePublicRoute, slashlessPublicPath, type PublicRoute } from './public-routes.js';

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

/** Pages that show an order's data. */
const showsOrder = (route: PublicRoute) => (route.type === 'thank-you' || route.type === 'thank-you-simple') && !!route.orderId;

/**
 * Every public page (GET/HEAD of /{customUrl}, the thank-you pages, the storefront), answered before
 * Express: a cached sales page is written at once; the others are rendered first. Paths that are not
 * public pages go on to the dashboard and files.
 */
@FastRouteProvider({ order: 10 })
@Injectable()
export class PublicPagesFastRoute implements FastRoute {
  constructor(
    private readonly pages: PublicPagesService,
    private readonly limits: OrderLimits,
  ) {}

  handle(req: IncomingMessage, res: ServerResponse): boolean {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return false;
    const slug = productSlugOf(req.url);
    const cached = slug ? this.pages.cache.get(this.pages.productCacheKey(slug, req.headers.host)) : undefined;
    if (cached) {
      writePage(req, res, cached);
      return true;
    }
    const path = pathOf(req.url);
    const search = req.url.slice(path.length);
    const query: Record<string, string> = Object.fromEntries(new URLSearchParams(search));
    const bare = slashlessPublicPath(path, query);
    if (bare) {
      res.writeHead(301, { ...securityHeaders(), location: bare + search, 'content-length': '0' });
      res.end();
      return true;
    }
    const route = resolvePublicRoute(path, query);
    if (!route) return false;
    void this.answer(req, res, route, path);
    return true;
  }

  private async answer(req: IncomingMessage, res: ServerResponse, route: PublicRoute, path: string) {
    try {
      // Order pages show a customer's data: the order number must not be something to guess at scale.
      const wait = showsOrder(route) ? await this.limits.lookups.hit(clientIpOf(req.headers, req.socket.remoteAddress, this.pages.trustProxy)) : 0;
      if (wait > 0) {
        const text = Buffer.from(ORDER_MESSAGES.tooManyLookups);
        res.writeHead(429, { ...securityHeaders(), 'content-type': 'text/plain; charset=utf-8', 'content-length': String(text.length), 'retry-after': String(wait) });
        res.end(req.method === 'HEAD' ? undefined : text);
        return;
      }
      writePage(req, res, await this.pages.page({ route, host: req.headers.host, path }));
    } catch (err) {
      this.pages.logRenderError(err);
      sendError(req, res, err);
    }
  }
}
