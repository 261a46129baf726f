import { Injectable } from '@nestjs/common';
import { API, DOMAIN_MESSAGES } from '@cod/contracts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NotFoundError } from '../../common/errors/domain-error.js';
import { toErrorBody } from '../../common/filters/api-exception.filter.js';
import { securityHeaders } from '../../common/http/security-headers.js';
import { FastRouteProvider, pathOf, type FastRoute } from '../../common/http/fast-route.js';
import { DomainIndex } from './domain-index.js';

const PATH = API.domains.tlsAllowed;

/**
 * `GET /api/domains/tls-allowed?domain=` before Express: a TLS proxy asks it for every new certificate
 * and, under a wave of new names, at a rate where Express's per-request work (helmet, cors, cookies,
 * guards, a thrown 404) would be all of the time spent. The answer is a look-up in the in-memory index.
 */
@FastRouteProvider({ order: 5 })
@Injectable()
export class TlsAllowedFastRoute implements FastRoute {
  readonly metricsRoute = 'GET /api/domains/tls-allowed';
  // Both answers made once: headers as every JSON answer has them (fast-http.ts sendJson), body bytes.
  private readonly allowedAnswer = answer({ allowed: true });
  private readonly refusedAnswer = answer(toErrorBody(new NotFoundError(DOMAIN_MESSAGES.notFound)));

  constructor(private readonly index: DomainIndex) {}

  handle(req: IncomingMessage, res: ServerResponse): boolean {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith(PATH) || pathOf(req.url) !== PATH) return false;
    const domain = new URLSearchParams(req.url.slice(PATH.length)).get('domain');
    const { status, headers, body } = this.index.allowed(domain) ? this.allowedAnswer : this.refusedAnswer;
    res.writeHead(status, headers);
    res.end(body);
    return true;
  }
}

function answer(body: object): { status: number; headers: Record<string, string>; body: Buffer } {
  const bytes = Buffer.from(JSON.stringify(body));
  const status = 'statusCode' in body ? Number(body.statusCode) : 200;
  return {
    status,
    headers: { ...securityHeaders(), 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': String(bytes.length) },
    body: bytes,
  };
}
