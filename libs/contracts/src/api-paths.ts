/**
 * Every path of the HTTP API (spec 000 §7, 001 §7, CONTRACT.md), for the server's routes, the dashboard,
 * the public pages' script and the tests alike. Paths with parameters are functions; the server passes
 * its route parameters (`API.websites.byId(':id')`) to get its route pattern.
 */
type Id = number | string;
const q = encodeURIComponent;

export const API_PREFIX = '/api';

export const API = {
  health: '/api/health',
  auth: {
    login: '/api/auth/login',
    logout: '/api/auth/logout',
    me: '/api/auth/me',
    changePassword: '/api/auth/change-password',
  },
  admin: {
    clients: '/api/admin/clients',
    users: '/api/admin/users',
    stats: '/api/admin/dashboard/stats',
    userStatus: (id: Id) => `/api/admin/users/${id}/status`,
    userResetPassword: (id: Id) => `/api/admin/users/${id}/reset-password`,
    user: (id: Id) => `/api/admin/users/${id}`,
  },
  websites: {
    all: '/api/websites',
    my: '/api/websites/my',
    /** GET ?url={customUrl}: a published site. */
    public: '/api/websites/public',
    publicByUrl: (customUrl: string) => `/api/websites/public?url=${q(customUrl)}`,
    publicList: '/api/websites/public-list',
    byId: (id: Id) => `/api/websites/id/${id}`,
  },
  sync: {
    dashboard: '/api/sync/dashboard',
    createWebsite: '/api/sync/create-website',
    crossSyncTest: '/api/cross-sync/test',
  },
  dashboard: {
    stats: '/api/dashboard/stats',
  },
  images: {
    upload: '/api/images/upload',
  },
  orders: {
    /** POST: a visitor's order. GET (signed in): the order list. */
    root: '/api/orders',
    my: '/api/orders/my',
    /** GET: the thank-you pages' look-up by public order number; PUT: status change. */
    one: (orderId: Id) => `/api/orders/${orderId}`,
  },
  upsells: {
    products: (websiteId: Id) => `/api/upsell/products/${websiteId}`,
    order: '/api/upsell/order',
  },
  userSettings: {
    facebookPixel: '/api/user/facebook-pixel',
  },
} as const;

/** A route pattern for the server's router: `/api/websites/id/:id` → `websites/id/:id` (under the global prefix). */
export function routeOf(path: string): string {
  return path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length + 1) : path;
}
