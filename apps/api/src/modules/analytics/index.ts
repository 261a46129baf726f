export { AnalyticsModule } from './analytics.module.js';
export { AnalyticsIngest } from './analytics-ingest.service.js';
