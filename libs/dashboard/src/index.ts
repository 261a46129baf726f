export { DashboardApp, type DashboardAppProps, type DashboardRouter } from './app/DashboardApp.js';
export { AppRoutes } from './app/routes.js';
export * from './api/index.js';
export * from './features/auth/index.js';
export { BRAND_NAME } from './texts.js';
export { unreadOrders, type EventSourceFactory, type EventSourceLike } from './features/events/order-events.js';
export { useUnreadOrders } from './features/events/LiveOrderEvents.js';
export { browserFileSaver, type FileSaver, type SavedFile } from './lib/file-saver.js';
