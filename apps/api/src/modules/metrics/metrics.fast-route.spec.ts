import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config/app-config.js';
import { MetricsFastRoute } from './metrics.fast-route.js';

/** A request and a response that record what is written. */
function exchange(url: string, headers: Record<string, string> = {}) {
  const req = Object.assign(new EventEmitter(), { method: 'GET', url, headers }) as unknown as IncomingMessage;
  const out: { status?: number; body?: string } = {};
  let finished!: () => void;
  const done = new Promise<void>((resolve) => (finished = resolve));
  const res = {
    headersSent: false,
    writeHead(status: number) {
      out.status = status;
      return res;
    },
    end(body?: string | Buffer) {
      out.body = body?.toString();
      finished();
    },
  } as unknown as ServerResponse;
  return { req, res, out, done };
}

describe('MetricsFastRoute', () => {
  it('is a 404 when the platform has no METRICS_TOKEN, and leaves other paths alone', async () => {
    const route = new MetricsFastRoute({} as AppConfig);
    const other = exchange('/api/health');
    expect(route.handle(other.req, other.res)).toBe(false);
    const x = exchange('/metrics', { authorization: 'Bearer anything-at-all-123' });
    expect(route.handle(x.req, x.res)).toBe(true);
    await x.done;
    expect(x.out.status).toBe(404);
  });

  it('answers the metrics to the token only', async () => {
    const route = new MetricsFastRoute({ metricsToken: 'the-token-0123456789' } as AppConfig);
    const bad = exchange('/metrics', { authorization: 'Bearer the-token-012345678' });
    route.handle(bad.req, bad.res);
    await bad.done;
    expect(bad.out.status).toBe(401);
    const good = exchange('/metrics?x=1', { authorization: 'Bearer the-token-0123456789' });
    route.handle(good.req, good.res);
    await good.done;
    expect(good.out.status).toBe(200);
    expect(good.out.body).toContain('# TYPE cod_http_request_duration_seconds histogram');
  });
});
