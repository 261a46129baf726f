import type { INestApplication } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { observeRequest } from '../metrics/metrics.js';

/**
 * A route answered straight from Node's HTTP server, before Express, helmet and Nest, whose per-request
 * work would otherwise cap the two hot public paths (a sales page, a new order). A module contributes
 * one by marking a provider with @FastRouteProvider(); the bootstrap installs every marked provider.
 * Answers go through fast-http.ts, which gives them the same headers and error bodies as the others.
 */
export interface FastRoute {
  /** Takes the request (true, and answers it) or leaves it to Express (false). Decides synchronously. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** The route's name in the request metrics ('POST /api/orders'); the class name when absent. */
  readonly metricsRoute?: string;
}

/** Marks a provider as a fast route; lower `order` is asked first. */
export const FastRouteProvider = DiscoveryService.createDecorator<{ order: number }>();

/** The fast routes the modules contributed, in order. */
export function collectFastRoutes(app: INestApplication): FastRoute[] {
  const discovery = app.get(DiscoveryService);
  return discovery
    .getProviders({ metadataKey: FastRouteProvider.KEY })
    .filter((wrapper) => wrapper.instance)
    .map((wrapper) => ({ route: wrapper.instance as FastRoute, order: discovery.getMetadataByDecorator(FastRouteProvider, wrapper)?.order ?? 0 }))
    .sort((a, b) => a.order - b.order)
    .map((r) => r.route);
}

/** The route template Express matched (`/api/orders/:id`), else what kind of path it was. */
function expressRouteOf(req: IncomingMessage): string {
  const matched = (req as IncomingMessage & { route?: { path?: string } }).route?.path;
  if (matched) return matched;
  return req.url?.startsWith('/api/') ? 'unmatched' : 'static';
}

/** Puts the fast routes in front of the app's request handler; every answer is timed for the metrics. */
export function installFastRoutes(server: Server, routes: FastRoute[]) {
  const [appHandler] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  const names = new Map(routes.map((r) => [r, r.metricsRoute ?? r.constructor.name]));
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const startedAt = process.hrtime.bigint();
    for (const route of routes) {
      if (route.handle(req, res)) {
        res.once('finish', () => observeRequest(req.method, names.get(route)!, res.statusCode, startedAt));
        return;
      }
    }
    res.once('finish', () => observeRequest(req.method, expressRouteOf(req), res.statusCode, startedAt));
    appHandler(req, res);
  });
}

/** The path of a request URL without its query. */
export function pathOf(url: string | undefined): string {
  if (!url) return '/';
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}
