export { HealthModule } from './health.module.js';
export { ReadinessService, type Readiness } from './readiness.service.js';
