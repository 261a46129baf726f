/**
 * Every path of the HTTP API (spec 000 §7, 001 §7, CONTRACT.md), for the server's routes, the dashboard,
 * the public pages' script and the tests alike. Paths with parameters are functions; the server passes
 * its route parameters (`API.websites.byId(':id')`) to get its route pattern.
 */
type Id = number | string;
const q = encodeURIComponent;

export const API_PREFIX = '/api';

export const AUTH_PATHS = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  me: '/api/auth/me',
  changePassword: '/api/auth/change-password',
} as const;

export const ADMIN_PATHS = {
  clients: '/api/admin/clients',
  users: '/api/admin/users',
  stats: '/api/admin/dashboard/stats',
  userStatus: (id: Id) => `/api/admin/users/${id}/status`,
  userResetPassword: (id: Id) => `/api/admin/users/${id}/reset-password`,
  /** PATCH {manageOwnOrders}: whether a client runs its own orders. */
  userPermissions: (id: Id) => `/api/admin/users/${id}/permissions`,
  user: (id: Id) => `/api/admin/users/${id}`,
} as const;

export const WEBSITES_PATHS = {
  all: '/api/websites',
  my: '/api/websites/my',
  /** GET ?url={customUrl}: a published site. */
  public: '/api/websites/public',
  publicByUrl: (customUrl: string) => `/api/websites/public?url=${q(customUrl)}`,
  publicList: '/api/websites/public-list',
  /** GET (editor), PUT (save), DELETE (a site without orders). */
  byId: (id: Id) => `/api/websites/id/${id}`,
  /** POST an unsaved editor body: the public page's HTML as the visitor would get it (the editor's live preview). */
  preview: (id: Id) => `/api/websites/id/${id}/preview`,
  /** GET: the saved versions (newest first). */
  versions: (id: Id) => `/api/websites/id/${id}/versions`,
  /** POST: make a saved version the site's content again (itself a new save). */
  restoreVersion: (id: Id, versionId: Id) => `/api/websites/id/${id}/versions/${versionId}/restore`,
  /** POST {field}: a fresh variant of one generated field ('Prepiši'). */
  rewrite: (id: Id) => `/api/websites/id/${id}/rewrite`,
} as const;

export const SYNC_PATHS = {
  dashboard: '/api/sync/dashboard',
  createWebsite: '/api/sync/create-website',
  crossSyncTest: '/api/cross-sync/test',
} as const;

export const DASHBOARD_PATHS = {
  stats: '/api/dashboard/stats',
} as const;

export const IMAGES_PATHS = {
  upload: '/api/images/upload',
} as const;

export const ORDERS_PATHS = {
  /** POST: a visitor's order. GET: the order list (admin: all). */
  root: '/api/orders',
  /** The orders of the signed-in client's websites. */
  my: '/api/orders/my',
  exportCsv: '/api/orders/export.csv',
  /** Orders and revenue per day (the chart of /create and /orders). */
  stats: '/api/orders/stats',
  /** The seller's blocked phones and addresses (GET, POST); one of them (DELETE). */
  blocks: '/api/orders/blocks',
  block: (id: Id) => `/api/orders/blocks/${id}`,
  /** POST: send a failed delivery of an order (or upsell order, by its number) again. */
  /** PUT {ids, status}: several orders at once (the admin's, or a client's own with manageOwnOrders). */
  bulkStatus: '/api/orders/status',
  /** POST {text}: a note of the seller on the order. */
  notes: (id: Id) => `/api/orders/${id}/notes`,
  /** PATCH: the buyer's name, phone and address, until the shipment exists. */
  customer: (id: Id) => `/api/orders/${id}/customer`,
  retryDelivery: (orderId: Id, channel: string) => `/api/orders/${orderId}/deliveries/${channel}/retry`,
  /** GET: the thank-you pages' look-up by public order number; PUT: status change (numeric id or order number). */
  one: (orderId: Id) => `/api/orders/${orderId}`,
} as const;

export const UPSELLS_PATHS = {
  products: (websiteId: Id) => `/api/upsell/products/${websiteId}`,
  order: '/api/upsell/order',
} as const;

export const USER_SETTINGS_PATHS = {
  facebookPixel: '/api/user/facebook-pixel',
  /** Telegram bot token and chat id. */
  telegram: '/api/user/settings',
  /** POST: a test message to the saved chat (CONTRACT "Orders run by the seller"). */
  telegramTest: '/api/settings/telegram/test',
  /** PUT: the sheet id; GET: the service account to share the sheet with. */
  googleSheets: '/api/settings/google-sheets',
  googleSheetsTest: '/api/settings/google-sheets/test',
  trackifyTest: '/api/trackify/test',
  /** The shipment-tracking keys of both markets. */
  trackifyKeys: '/api/users/update-settings',
  /** GET: where and with which secret Trackify pushes shipment statuses; POST …/rotate: a new secret. */
  trackifyWebhook: '/api/settings/trackify-webhook',
  trackifyWebhookRotate: '/api/settings/trackify-webhook/rotate',
  /** GET: each integration's set-up, the platform's readiness and its last real result. */
  integrations: '/api/settings/integrations',
  /** GET: the seller's webhook and its last deliveries; PUT {url, events} → {secret}; DELETE: remove it. */
  webhooks: '/api/settings/webhooks',
  /** POST: a signed `webhook.test` delivery now, answered with its result. */
  webhooksTest: '/api/settings/webhooks/test',
} as const;

/** Calls other services make to us. */
export const WEBHOOK_PATHS = {
  /** POST: a shipment status pushed by Trackify, signed with the seller's secret. */
  trackify: (userId: Id) => `/api/webhooks/trackify/${userId}`,
  /** POST: the seller's bot's updates (button presses), with the secret given to setWebhook. */
  telegram: (userId: Id) => `/api/telegram/webhook/${userId}`,
} as const;

/** The seller's shop identity and terms (CONTRACT "Shop identity and honest pages"). */
export const SHOP_PROFILE_PATHS = {
  /** GET, PUT: the signed-in seller's profile. */
  profile: '/api/user/shop-profile',
} as const;

/** Calls of the public pages that are not the spec's. */
export const PUBLIC_PATHS = {
  /** GET: real counts for a site's social proof ({ordersLast24h, visitorsNow}). */
  proof: (websiteId: Id) => `/api/public/websites/${websiteId}/proof`,
  /** POST (navigator.sendBeacon): one funnel event of a visitor's page. */
  track: '/api/t',
} as const;

/** The funnel and A/B tests of a site (CONTRACT "Funnel and experiments"). */
export const ANALYTICS_PATHS = {
  /** GET ?from=&to=: visitors, views, form opens, orders, revenue, by day and by source. */
  website: (websiteId: Id) => `/api/analytics/websites/${websiteId}`,
  /** GET: the site's A/B tests with their results; POST: a new one. */
  experiments: (websiteId: Id) => `/api/websites/id/${websiteId}/experiments`,
  /** POST {winner}: stop a test; 'b' applies its changes to the site. */
  stopExperiment: (websiteId: Id, experimentId: Id) => `/api/websites/id/${websiteId}/experiments/${experimentId}/stop`,
} as const;

/** The builder's reading of a product link. */
export const PRODUCTS_PATHS = {
  /** POST {url, targetMarket}: what the product page says (name, price in the market's currency, images, a custom URL). */
  read: '/api/products/read',
} as const;

export const DOMAINS_PATHS = {
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
} as const;

/** Personal API tokens of the signed-in user (sessions only). */
export const TOKENS_PATHS = {
  /** GET: the user's tokens (never the secret); POST {name, scopes, expiresInDays?}: a new one, shown once. */
  root: '/api/tokens',
  /** DELETE: revoke. */
  one: (id: Id) => `/api/tokens/${id}`,
} as const;

/** Every path, by area. The public script imports only the groups it needs (each group is tree-shaken alone). */
export const API = {
  health: '/api/health',
  auth: AUTH_PATHS,
  admin: ADMIN_PATHS,
  websites: WEBSITES_PATHS,
  sync: SYNC_PATHS,
  dashboard: DASHBOARD_PATHS,
  images: IMAGES_PATHS,
  orders: ORDERS_PATHS,
  upsells: UPSELLS_PATHS,
  /** Server-Sent Events of the signed-in user (CONTRACT.md). */
  events: '/api/events',
  testimonials: (shortNameOrTitle: string, category: string) => `/api/testimonials/${q(shortNameOrTitle)}/${q(category)}`,
  userSettings: USER_SETTINGS_PATHS,
  webhooks: WEBHOOK_PATHS,
  domains: DOMAINS_PATHS,
  shopProfile: SHOP_PROFILE_PATHS,
  public: PUBLIC_PATHS,
  products: PRODUCTS_PATHS,
  analytics: ANALYTICS_PATHS,
  tokens: TOKENS_PATHS,
} as const;

/** A route pattern for the server's router: `/api/websites/id/:id` → `websites/id/:id` (under the global prefix). */
export function routeOf(path: string): string {
  return path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length + 1) : path;
}
