import { Injectable } from '@nestjs/common';
import { EXPERIMENT_COOKIE, ORDER_MESSAGES } from '@cod/contracts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendError } from '../../common/http/fast-http.js';
import { FastRouteProvider, pathOf, type FastRoute } from '../../common/http/fast-route.js';
import { securityHeaders } from '../../common/http/security-headers.js';
import { clientIpOf } from '../../common/http/client-info.js';
import { armOf, pickArm } from '../analytics/index.js';
import { OrderLimits } from '../orders/index.js';
import type { CachedPage } from './page-cache.js';
import { PublicPagesService } from './public-pages.service.js';
import { PublicUrl } from '../../config/public-url.js';
import { isDashboardPath, productSlugOf, resolvePublicRoute, slashlessPublicPath } from './public-routes.js';
import type { PageRequest } from './public-pages.service.js';

/** Whether an If-None-Match names this page in any of its representations (weak comparison, as RFC 9110 says for it). */
const notModified = (ifNoneMatch: string | undefined, page: CachedPage) => !!ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === '*' || page.hasTag(t.trim()));

/**
 * Writes a prepared page: brotli or gzip when the client takes them, each with its strong ETag; 304 for a tag
 * of the page. A page of a site in an A/B test also gives a visitor without the arm's cookie that cookie
 * (first-party, only the arm: the visitor keeps seeing the same page).
 */
export function writePage(req: IncomingMessage, res: ServerResponse, page: CachedPage) {
  const accept = String(req.headers['accept-encoding'] ?? '');
  const rep = page.representation(/\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : undefined);
  const cookie = page.test && armOf(req.headers.cookie, page.websiteId) !== page.test.arm ? { 'set-cookie': armCookie(page.websiteId, page.test.arm) } : undefined;
  if (notModified(req.headers['if-none-match'], page)) {
    res.writeHead(304, cookie ? { ...rep.notModifiedHeaders, ...cookie } : rep.notModifiedHeaders);
    res.end();
    return;
  }
  res.writeHead(page.status, cookie ? { ...rep.headers, ...cookie } : rep.headers);
  res.end(req.method === 'HEAD' ? undefined : rep.body);
}

/** The arm's cookie: kept 30 days on this host's every path, sent with the order form's request (SameSite=Lax). */
const armCookie = (websiteId: number, arm: 'a' | 'b') => `${EXPERIMENT_COOKIE(websiteId)}=${arm}; Path=/; Max-Age=${30 * 24 * 3600}; SameSite=Lax; HttpOnly`;

function redirect(res: ServerResponse, location: string, status: 301 | 302) {
  res.writeHead(status, { ...securityHeaders(), location, 'content-length': '0' });
  res.end();
}

/** Pages that show an order's data. */
const showsOrder = (route: PageRequest['route']) => (route.type === 'thank-you' || route.type === 'thank-you-simple') && !!route.orderId;

/**
 * Every public page (GET/HEAD of /{customUrl}, the thank-you pages, the storefront), answered before
 * Express: a cached sales page is written at once; the others are rendered first. On a seller's domain
 * `/` is their home site and the dashboard's screens redirect to the platform; on an unknown host every
 * page is the 404 page. Other paths (API, files, the dashboard on our own host) go on to Express.
 */
@FastRouteProvider({ order: 10 })
@Injectable()
export class PublicPagesFastRoute implements FastRoute {
  readonly metricsRoute = 'GET public page';
  constructor(
    private readonly pages: PublicPagesService,
    private readonly limits: OrderLimits,
    private readonly publicUrl: PublicUrl,
  ) {}

  handle(req: IncomingMessage, res: ServerResponse): boolean {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return false;
    const host = req.headers.host;
    const scope = this.pages.scopeOf(host);
    const slug = productSlugOf(req.url);
    const key = slug ? this.pages.productCacheKey(slug, host, scope) : undefined;
    const cached = key ? this.pages.cache.get(key) : undefined;
    // A site in an A/B test: the visitor's arm (their cookie, else picked now), each arm its own cached page.
    const arm = cached?.test ? (armOf(req.headers.cookie, cached.websiteId) ?? pickArm(cached.test.split)) : undefined;
    const page = arm === 'b' ? this.pages.cache.get(`${key}|b`) : cached;
    if (page) {
      writePage(req, res, page);
      return true;
    }
    const path = pathOf(req.url);
    const search = req.url.slice(path.length);
    if (scope.kind !== 'platform' && (path === '/' || isDashboardPath(path))) {
      if (path === '/') void this.answer(req, res, { route: { type: 'home' }, host, scope, path, arm, cookies: req.headers.cookie });
      else redirect(res, `${this.publicUrl.base()}${path}${search}`, 302);
      return true;
    }
    const query: Record<string, string> = Object.fromEntries(new URLSearchParams(search));
    const bare = slashlessPublicPath(path, query);
    if (bare) {
      redirect(res, bare + search, 301);
      return true;
    }
    const route = resolvePublicRoute(path, query);
    if (!route) return false;
    void this.answer(req, res, { route, host, scope, path, arm, cookies: req.headers.cookie });
    return true;
  }

  private async answer(req: IncomingMessage, res: ServerResponse, page: PageRequest) {
    const { route } = page;
    try {
      // Order pages show a customer's data: the order number must not be something to guess at scale.
      const wait = showsOrder(route) ? await this.limits.lookups.hit(clientIpOf(req.headers, req.socket.remoteAddress, this.pages.trustProxy)) : 0;
      if (wait > 0) {
        const text = Buffer.from(ORDER_MESSAGES.tooManyLookups);
        res.writeHead(429, { ...securityHeaders(), 'content-type': 'text/plain; charset=utf-8', 'content-length': String(text.length), 'retry-after': String(wait) });
        res.end(req.method === 'HEAD' ? undefined : text);
        return;
      }
      writePage(req, res, await this.pages.page(page));
    } catch (err) {
      this.pages.logRenderError(err);
      sendError(req, res, err);
    }
  }
}
