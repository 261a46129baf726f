import { Inject, Injectable } from '@nestjs/common';
import { API } from '@cod/contracts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerJson } from '../../common/http/fast-http.js';
import { FastRouteProvider, pathOf, type FastRoute } from '../../common/http/fast-route.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { OrderSubmission } from './order-submission.js';
import { orderVisitorOf } from './order-visitor.js';

/** An order form is a few hundred bytes; 64 KB leaves room for long notes. */
export const MAX_ORDER_BODY = 64 * 1024;

/** POST /api/orders, answered before Express: the one route of this call (orders arrive in bursts from ads). */
@FastRouteProvider({ order: 20 })
@Injectable()
export class OrderFastRoute implements FastRoute {
  readonly metricsRoute = 'POST /api/orders';
  constructor(
    private readonly submission: OrderSubmission,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  handle(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'POST' || pathOf(req.url) !== API.orders.root) return false;
    const visitor = orderVisitorOf(req.headers, req.socket.remoteAddress, this.config.trustProxy);
    answerJson(req, res, MAX_ORDER_BODY, (body) => this.submission.submit(body, visitor, req.headers.cookie));
    return true;
  }
}
