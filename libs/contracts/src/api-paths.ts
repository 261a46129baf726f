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
    /** POST: a visitor's order. GET: the order list (admin: all). */
    root: '/api/orders',
    /** The orders of the signed-in client's websites. */
    my: '/api/orders/my',
    exportCsv: '/api/orders/export.csv',
    /** GET: the thank-you pages' look-up by public order number; PUT: status change (numeric id or order number). */
    one: (orderId: Id) => `/api/orders/${orderId}`,
  },
  upsells: {
    products: (websiteId: Id) => `/api/upsell/products/${websiteId}`,
    order: '/api/upsell/order',
  },
  /** Server-Sent Events of the signed-in user (CONTRACT.md). */
  events: '/api/events',
  testimonials: (shortNameOrTitle: string, category: string) => `/api/testimonials/${q(shortNameOrTitle)}/${q(category)}`,
  userSettings: {
    facebookPixel: '/api/user/facebook-pixel',
    /** Telegram bot token and chat id. */
    telegram: '/api/user/settings',
    googleSheets: '/api/settings/google-sheets',
    googleSheetsTest: '/api/settings/google-sheets/test',
    trackifyTest: '/api/trackify/test',
    /** The shipment-tracking keys of both markets. */
    trackifyKeys: '/api/users/update-settings',
  },
  domains: {
    /** The single-domain calls (GET, POST, DELETE). */
    userDomain: '/api/user/domain',
    userDomainVerify: '/api/user/domain/verify',
    /** The multiple-domain calls (GET list, POST add). */
    list: '/api/domains',
    verify: '/api/domains/verify',
    primary: '/api/domains/primary',
    refresh: '/api/domains/refresh',
    testDns: '/api/domains/test-dns',
    one: (host: string) => `/api/domains/${q(host)}`,
    /** GET ?domain=HOST for a TLS proxy's on-demand certificates. */
    tlsAllowed: '/api/domains/tls-allowed',
  },
} as const;

/** A route pattern for the server's router: `/api/websites/id/:id` → `websites/id/:id` (under the global prefix). */
export function routeOf(path: string): string {
  return path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length + 1) : path;
}
