import { Inject, Injectable } from '@nestjs/common';
import { API, API_ERRORS, BEACON_MAX_BYTES, parseBeacon } from '@cod/contracts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { InvalidInputError } from '../../common/errors/domain-error.js';
import { clientIpOf } from '../../common/http/client-info.js';
import { sendError } from '../../common/http/fast-http.js';
import { FastRouteProvider, pathOf, type FastRoute } from '../../common/http/fast-route.js';
import { parseJsonBody, readRequestBody } from '../../common/http/json-body.js';
import { securityHeaders } from '../../common/http/security-headers.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { OrderableSites } from '../websites/index.js';
import { AnalyticsIngest } from './analytics-ingest.service.js';
import { isBot } from './bots.js';

/**
 * `POST /api/t`: one funnel event of a visitor's page, sent with `navigator.sendBeacon` (text/plain, so no
 * preflight) or as JSON. Answered 204 once read; the event is only buffered (AnalyticsIngest). Bots and the
 * events of sites that are not live are dropped quietly; a body that is not a beacon is a 400.
 */
@FastRouteProvider({ order: 4 })
@Injectable()
export class TrackFastRoute implements FastRoute {
  readonly metricsRoute = 'POST /api/t';
  private readonly noContent: Record<string, string>;

  constructor(
    private readonly ingest: AnalyticsIngest,
    private readonly sites: OrderableSites,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.noContent = { ...securityHeaders(), 'cache-control': 'no-store' };
  }

  handle(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'POST' || pathOf(req.url) !== API.public.track) return false;
    void this.answer(req, res);
    return true;
  }

  private async answer(req: IncomingMessage, res: ServerResponse) {
    try {
      const text = (await readRequestBody(req, BEACON_MAX_BYTES)).toString('utf8');
      const beacon = parseBeacon(parseJsonBody(text));
      if (!beacon) throw new InvalidInputError(API_ERRORS.badRequest);
      res.writeHead(204, this.noContent);
      res.end();
      const userAgent = req.headers['user-agent'];
      if (isBot(userAgent)) return;
      const site = await this.sites.get(beacon.w);
      if (!site?.isActive) return;
      await this.ingest.accept(beacon, {
        ip: clientIpOf(req.headers, req.socket.remoteAddress, this.config.trustProxy),
        userAgent: userAgent!,
        host: (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase() || null,
      });
    } catch (err) {
      sendError(req, res, err);
    }
  }
}
