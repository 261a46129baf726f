export { MetricsModule } from './metrics.module.js';
