import { API } from '@cod/contracts';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, baseUrl, call, createWebsite, customerIp, newClient } from './helpers.js';

/** GET /metrics (CONTRACT "Operations through the API"): Prometheus text, only with the METRICS_TOKEN. */

// The Prometheus text parser (CommonJS, no types).
const parsePrometheus = createRequire(import.meta.url)('parse-prometheus-text-format') as (text: string) => {
  name: string;
  type: string;
  metrics: { value?: string; labels?: Record<string, string>; buckets?: Record<string, string>; count?: string; sum?: string }[];
}[];

const scrape = async (token = inject('metricsToken')) => {
  const res = await fetch(`${baseUrl()}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};
const families = async () => {
  const res = await scrape();
  expect(res.status).toBe(200);
  return new Map(parsePrometheus(res.text).map((f) => [f.name, f]));
};
const value = (f: ReturnType<typeof parsePrometheus>[number] | undefined, labels: Record<string, string> = {}) =>
  Number(f?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))?.value ?? NaN);

/** One sample line's value (`name{labels} value`), for the series the parser folds away (a histogram's _count). */
async function sample(name: string, labels: Record<string, string>): Promise<number> {
  const { text } = await scrape();
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const got = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(m[3]);
  }
  return 0;
}

let seller: Awaited<ReturnType<typeof newClient>>;
let websiteId: number;

beforeAll(async () => {
  seller = await newClient(await adminToken());
  websiteId = (await createWebsite(seller.token, { customUrl: `metrike-${randomUUID().slice(0, 8)}` })).website.id;
});

describe('GET /metrics', () => {
  it('answers only the bearer of METRICS_TOKEN (401 otherwise), in the Prometheus text format', async () => {
    expect((await fetch(`${baseUrl()}/metrics`)).status).toBe(401);
    expect((await scrape('wrong-token-0123456789')).status).toBe(401);
    const ok = await scrape();
    expect(ok.status).toBe(200);
    expect(ok.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const names = parsePrometheus(ok.text).map((f) => f.name);
    for (const name of [
      'cod_http_request_duration_seconds',
      'cod_orders_created_total',
      'cod_upsell_orders_created_total',
      'cod_delivery_backlog',
      'cod_order_fanout_backlog',
      'cod_job_queue_depth',
      'cod_event_streams_open',
      'cod_db_pool_connections',
      'cod_analytics_buffered_events',
      'cod_process_cpu_seconds_total',
    ])
      expect(names).toContain(name);
  });

  it('every metric the Grafana dashboard (deploy/grafana-dashboard.json) draws is published', async () => {
    const dashboard = readFileSync(new URL('../../../deploy/grafana-dashboard.json', import.meta.url), 'utf8');
    const drawn = new Set([...dashboard.matchAll(/cod_[a-z0-9_]+/g)].map((m) => m[0].replace(/_(bucket|count|sum)$/, '')).filter((n) => n !== 'cod_site_builder' && n !== 'cod'));
    const published = await families();
    expect(drawn.size).toBeGreaterThan(8);
    for (const name of drawn) expect(published.has(name), name).toBe(true);
  });

  it('the order counter and the request histogram move with an order; routes are templates, not paths', async () => {
    const before = await families();
    const posted = () => sample('cod_http_request_duration_seconds_count', { method: 'POST', route: 'POST /api/orders', status: '201' });
    const read = () => sample('cod_http_request_duration_seconds_count', { method: 'GET', route: '/api/websites/id/:id', status: '200' });
    const [postedBefore, readBefore] = [await posted(), await read()];
    const res = await call('POST', API.orders.root, {
      body: { websiteId, quantity: 1, customerData: { name: 'Ivana Perić', phone: '064 555 0101', address: 'Zmaj Jovina 3', city: 'Novi Sad', postalCode: '21000' } },
      headers: { 'x-forwarded-for': customerIp() },
    });
    expect(res.status).toBe(201);
    expect((await call('GET', API.websites.byId(websiteId), { token: seller.token })).status).toBe(200);
    const after = await families();
    expect(value(after.get('cod_orders_created_total')) - value(before.get('cod_orders_created_total'))).toBe(1);
    expect((await posted()) - postedBefore).toBe(1);
    expect((await read()) - readBefore).toBe(1);
    // No path with an id becomes a label of its own.
    expect((await scrape()).text).not.toMatch(new RegExp(`route="[^"]*/${websiteId}\\b`));
    // The pools are there with their connections.
    expect(value(after.get('cod_db_pool_connections'), { pool: 'hot', state: 'total' })).toBeGreaterThan(0);
  });
});
