import { Injectable } from '@nestjs/common';
import { UI, type PublicProofResponse } from '@cod/contracts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NotFoundError } from '../../common/errors/domain-error.js';
import { sendError, sendJson } from '../../common/http/fast-http.js';
import { FastRouteProvider, pathOf, type FastRoute } from '../../common/http/fast-route.js';
import { AnalyticsIngest } from '../analytics/index.js';
import { OrderProofReader } from '../orders/index.js';
import { OrderableSites } from '../websites/index.js';

const PATH = /^\/api\/public\/websites\/([1-9]\d{0,9})\/proof$/;
/** As long as a count is kept in memory: a browser or a CDN may keep the answer as long. */
const MAX_AGE_S = 30;

/**
 * `GET /api/public/websites/{id}/proof`: the real figures a sales page may show (orders of the last 24 hours,
 * visitors now), asked by the page's script after it loads, so the cached page stays the same for everyone.
 * Every page view asks: answered before Express, from memory.
 */
@FastRouteProvider({ order: 6 })
@Injectable()
export class ProofFastRoute implements FastRoute {
  readonly metricsRoute = 'GET /api/public/websites/:id/proof';
  constructor(
    private readonly sites: OrderableSites,
    private readonly proof: OrderProofReader,
    private readonly visits: AnalyticsIngest,
  ) {}

  handle(req: IncomingMessage, res: ServerResponse): boolean {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith('/api/public/')) return false;
    const m = PATH.exec(pathOf(req.url));
    if (!m) return false;
    void this.answer(req, res, Number(m[1]));
    return true;
  }

  private async answer(req: IncomingMessage, res: ServerResponse, websiteId: number) {
    try {
      const site = websiteId <= 2_147_483_647 ? await this.sites.get(websiteId) : null;
      if (!site?.isActive) throw new NotFoundError(UI.siteNotFoundTitle);
      // Visitors now: distinct visitors of the funnel's events in the last five minutes.
      const [ordersLast24h, visitorsNow] = await Promise.all([this.proof.ordersLast24h(site.id), this.visits.visitorsNow(site.id)]);
      const body: PublicProofResponse = { ordersLast24h, visitorsNow };
      sendJson(res, 200, body, { 'cache-control': `public, max-age=${MAX_AGE_S}` });
    } catch (err) {
      sendError(req, res, err);
    }
  }
}
