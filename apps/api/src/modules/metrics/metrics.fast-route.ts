import { Inject, Injectable } from '@nestjs/common';
import { API_ERRORS } from '@cod/contracts';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NotFoundError, UnauthorizedError } from '../../common/errors/domain-error.js';
import { sendError } from '../../common/http/fast-http.js';
import { FastRouteProvider, pathOf, type FastRoute } from '../../common/http/fast-route.js';
import { securityHeaders } from '../../common/http/security-headers.js';
import { registry } from '../../common/metrics/metrics.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * `GET /metrics`: this process's Prometheus metrics, only with `Authorization: Bearer {METRICS_TOKEN}`
 * (401 without it; 404 when no token is set: the platform publishes no metrics).
 */
@FastRouteProvider({ order: 2 })
@Injectable()
export class MetricsFastRoute implements FastRoute {
  readonly metricsRoute = 'GET /metrics';
  private readonly token?: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.token = config.metricsToken ? digest(config.metricsToken) : undefined;
  }

  handle(req: IncomingMessage, res: ServerResponse): boolean {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || pathOf(req.url) !== '/metrics') return false;
    void this.answer(req, res);
    return true;
  }

  private async answer(req: IncomingMessage, res: ServerResponse) {
    try {
      if (!this.token) throw new NotFoundError(API_ERRORS.routeNotFound);
      const auth = String(req.headers.authorization ?? '');
      const given = auth.startsWith('Bearer ') ? digest(auth.slice(7)) : null;
      // Compared as digests of equal length, in constant time.
      if (!given || !timingSafeEqual(given, this.token)) throw new UnauthorizedError(API_ERRORS.notSignedIn);
      const text = await registry.metrics();
      res.writeHead(200, { ...securityHeaders(), 'content-type': registry.contentType, 'cache-control': 'no-store', 'content-length': String(Buffer.byteLength(text)) });
      res.end(req.method === 'HEAD' ? undefined : text);
    } catch (err) {
      sendError(req, res, err);
    }
  }
}
