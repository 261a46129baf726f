import client from 'prom-client';

/**
 * This process's Prometheus metrics (GET /metrics, modules/metrics). Counters and the request histogram are
 * updated where things happen; gauges read their value when scraped (`gaugeOf`). Each API process answers
 * for itself: Prometheus sums the processes.
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry, prefix: 'cod_' });

export const httpDuration = new client.Histogram({
  name: 'cod_http_request_duration_seconds',
  help: 'HTTP requests by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const ordersCreated = new client.Counter({ name: 'cod_orders_created_total', help: 'Orders stored (POST /api/orders; a replayed key is not counted)', registers: [registry] });
export const upsellOrdersCreated = new client.Counter({ name: 'cod_upsell_orders_created_total', help: 'Upsell orders added to a parcel', registers: [registry] });

type Labels<L extends string> = Partial<Record<L, string>>;

/**
 * A gauge whose values are read when Prometheus scrapes: `collect` sets them (a failed read leaves the
 * gauge empty for that scrape). Registering a name again replaces it (a second app in one process).
 */
export function gaugeOf<L extends string>(name: string, help: string, labelNames: readonly L[], collect: (set: (labels: Labels<L>, value: number) => void) => Promise<void> | void) {
  registry.removeSingleMetric(name);
  return new client.Gauge<L>({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        await collect((labels, value) => this.set(labels as never, value));
      } catch {
        /* the source is down: no value this time */
      }
    },
  });
}

/** Records one answered request: `route` is the route's template, never the path itself (bounded label values). */
export function observeRequest(method: string | undefined, route: string, status: number, startedAt: bigint) {
  httpDuration.observe({ method: method ?? 'GET', route, status: String(status) }, Number(process.hrtime.bigint() - startedAt) / 1e9);
}
