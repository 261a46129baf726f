import { Logger } from '@nestjs/common';
import { API_ERRORS } from '@cod/contracts';
import { toErrorBody } from '../../common/filters/api-exception.filter.js';
import { readBody, writeJson, type FastRoute } from '../../common/http/fast-routes.js';
import { clientIpOf } from '../../common/http/client-info.js';
import type { OrderSubmission } from './order-submission.js';

const MAX_BODY = 64 * 1024;
const logger = new Logger('Orders');

/** POST /api/orders (JSON) answered straight from the HTTP server; anything unusual goes on to Express. */
export function orderFastRoute(submission: OrderSubmission, trustProxy: boolean): FastRoute {
  return (req, res) => {
    if (req.method !== 'POST' || req.url !== '/api/orders' || !/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return false;
    void (async () => {
      try {
        const raw = await readBody(req, MAX_BODY);
        if (raw === null) return writeJson(res, 413, { statusCode: 413, message: API_ERRORS.payloadTooLarge, error: 'Payload Too Large' });
        let body: unknown;
        try {
          body = raw.trim() ? JSON.parse(raw) : {};
        } catch {
          return writeJson(res, 400, { statusCode: 400, message: API_ERRORS.invalidJson, error: 'Bad Request' });
        }
        const out = await submission.submit(body, clientIpOf(req.headers, req.socket.remoteAddress, trustProxy));
        writeJson(res, out.status, out.body);
      } catch (err) {
        const error = toErrorBody(err);
        if (error.statusCode >= 500) logger.error(`POST /api/orders: ${(err as Error)?.stack ?? err}`);
        const retryAfter = (err as { getResponse?: () => { retryAfter?: number } })?.getResponse?.()?.retryAfter;
        if (!res.headersSent) writeJson(res, error.statusCode, error, retryAfter ? { 'retry-after': String(retryAfter) } : {});
      }
    })();
    return true;
  };
}
