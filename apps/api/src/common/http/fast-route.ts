import type { INestApplication } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * A route answered straight from Node's HTTP server, before Express, helmet and Nest, whose per-request
 * work would otherwise cap the two hot public paths (a sales page, a new order). A module contributes
 * one by marking a provider with @FastRouteProvider(); the bootstrap installs every marked provider.
 * Answers go through fast-http.ts, which gives them the same headers and error bodies as the others.
 */
export interface FastRoute {
  /** Takes the request (true, and answers it) or leaves it to Express (false). Decides synchronously. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
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

/** Puts the fast routes in front of the app's request handler. */
export function installFastRoutes(server: Server, routes: FastRoute[]) {
  const [appHandler] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    for (const route of routes) if (route.handle(req, res)) return;
    appHandler(req, res);
  });
}

/** The path of a request URL without its query. */
export function pathOf(url: string | undefined): string {
  if (!url) return '/';
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}
