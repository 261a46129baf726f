export { DashboardModule } from './dashboard.module.js';
export { DashboardService } from './dashboard.service.js';
