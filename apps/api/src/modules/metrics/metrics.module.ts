import { Module } from '@nestjs/common';
import { MetricsFastRoute } from './metrics.fast-route.js';
import { PoolMetrics } from './pool-metrics.js';

/** GET /metrics (Prometheus); the metrics themselves are in common/metrics, updated by the modules that own them. */
@Module({ providers: [MetricsFastRoute, PoolMetrics] })
export class MetricsModule {}
