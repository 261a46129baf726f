export { DashboardApp, type DashboardAppProps, type DashboardRouter } from './app/DashboardApp.js';
export { AppRoutes } from './app/routes.js';
export * from './api/index.js';
export * from './features/auth/index.js';
export { BRAND_NAME } from './texts.js';
