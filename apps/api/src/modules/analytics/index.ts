export { AnalyticsModule } from './analytics.module.js';
export { AnalyticsIngest } from './analytics-ingest.service.js';
export { armOf, pickArm, RunningExperiments, type RunningTest } from './running-experiments.js';
