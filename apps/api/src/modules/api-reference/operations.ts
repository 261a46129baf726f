import {
  addOrderNoteSchema,
  API,
  bulkOrderStatusSchema,
  changePasswordSchema,
  createApiTokenSchema,
  createClientSchema,
  createExperimentSchema,
  createOrderBlockSchema,
  createOrderSchema,
  createUpsellOrderSchema,
  createWebsiteSchema,
  crossSyncTestSchema,
  domainHostSchema,
  domainPrimarySchema,
  editOrderCustomerSchema,
  facebookPixelSchema,
  googleSheetsSchema,
  IMAGE_UPLOAD_FIELD,
  loginSchema,
  orderListQuerySchema,
  productReadRequestSchema,
  publicWebsiteQuerySchema,
  resetPasswordSchema,
  rewriteRequestSchema,
  shopProfileSchema,
  stopExperimentSchema,
  telegramSettingsSchema,
  TOTAL_COUNT_HEADER,
  trackifyKeysSchema,
  trackifyPushSchema,
  trackifyTestSchema,
  updateOrderStatusSchema,
  updateUserPermissionsSchema,
  updateUserStatusSchema,
  updateWebsiteSchema,
  userDomainSchema,
  webhookSettingsSchema,
  type Schema,
} from '@cod/contracts';

/** A request body: a contracts schema (what the server checks it with), a contracts type, or a file upload. */
export type BodyDoc = { schema: Schema<unknown>; type?: string } | { type: string } | { multipart: string } | { jsonSchema: Record<string, unknown> };
export interface QueryParamDoc {
  name: string;
  schema: Record<string, unknown>;
  description?: string;
}
export interface AnswerDoc {
  /** The contracts type of the JSON answer (`[]`: a list of them); absent with `contentType`. */
  type?: string;
  array?: boolean;
  /** Not JSON: the answer's media type. */
  contentType?: string;
  description?: string;
  /** For the routes answered before Nest (their status is not in Nest's metadata). */
  status?: number;
}

/** One call of the API reference; method and path are the server's own (a test holds them to its router). */
export interface OperationDoc {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path (`/api/orders/{id}`). */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  body?: BodyDoc;
  /** A contracts schema of the query string, or its parameters. */
  query?: Schema<unknown> | QueryParamDoc[];
  /** Path parameters that are ids (positive 32-bit integers); the others are strings. */
  ids?: string[];
  answer: AnswerDoc;
  /** For the routes answered before Nest: who may call (Nest routes take it from their guards' metadata). */
  access?: 'public' | 'metrics-token';
  /** Extra headers of the answer. */
  answerHeaders?: Record<string, string>;
}

const s = <T>(schema: Schema<T>): Schema<unknown> => schema as unknown as Schema<unknown>;
const json = (type: string, array = false): AnswerDoc => ({ type, array });
const message: AnswerDoc = { type: 'MessageResponse' };
const op = (method: OperationDoc['method'], path: string, tag: string, summary: string, answer: AnswerDoc, more: Partial<OperationDoc> = {}): OperationDoc => ({
  method,
  path: path.replace(/:(\w+)/g, '{$1}'),
  tag,
  summary,
  answer,
  ...more,
});
const day = { type: 'string', format: 'date' };

/**
 * Every call of the HTTP API with what it takes and answers. GET /api/openapi.json is made from this, the
 * contracts' request schemas (the ones the server validates with) and the contracts' types; who may call
 * and the success status come from each route's own guards and decorators.
 */
export const OPERATIONS: readonly OperationDoc[] = [
  // ---------------------------------------------------------------- sign-in and the account
  op('POST', API.auth.login, 'Auth', 'Sign in with e-mail and password', json('LoginResponse'), {
    body: { schema: s(loginSchema), type: 'LoginRequest' },
    description: 'Answers a session token (also set as an HttpOnly cookie for the web console). Failures are rate-limited per e-mail and per address.',
  }),
  op('POST', API.auth.logout, 'Auth', 'Sign out: the session of the token is revoked', message),
  op('GET', API.auth.me, 'Auth', 'The signed-in user', json('UserResponse')),
  op('POST', API.auth.changePassword, 'Auth', 'Change the password (every other session ends)', message, { body: { schema: s(changePasswordSchema), type: 'ChangePasswordRequest' } }),
  op('GET', API.tokens.root, 'API tokens', 'The personal API tokens (never their secrets)', json('ApiTokenItem', true)),
  op('POST', API.tokens.root, 'API tokens', 'A new personal API token, shown once', json('CreateApiTokenResponse'), {
    body: { schema: s(createApiTokenSchema), type: 'CreateApiTokenRequest' },
    description: 'Scopes: orders:read, orders:write, websites:read, websites:write, analytics:read. The token (`cod_…`) is stored only as its hash.',
  }),
  op('DELETE', API.tokens.one(':id'), 'API tokens', 'Revoke a token', message, { ids: ['id'] }),

  // ---------------------------------------------------------------- admin
  op('GET', API.admin.clients, 'Admin', 'The client accounts', json('UserResponse', true)),
  op('POST', API.admin.clients, 'Admin', 'Create a client account', json('UserResponse'), { body: { schema: s(createClientSchema), type: 'CreateClientRequest' } }),
  op('GET', API.admin.users, 'Admin', 'Every user', json('UserResponse', true)),
  op('GET', API.admin.stats, 'Admin', 'Totals over every client', json('AdminDashboardStats')),
  op('PATCH', API.admin.userStatus(':id'), 'Admin', 'Activate or deactivate a user (a deactivated one is signed out everywhere)', json('UserResponse'), {
    ids: ['id'],
    body: { schema: s(updateUserStatusSchema), type: 'UpdateUserStatusRequest' },
  }),
  op('PATCH', API.admin.userPermissions(':id'), 'Admin', 'Let a client run its own orders', json('UserResponse'), {
    ids: ['id'],
    body: { schema: s(updateUserPermissionsSchema), type: 'UpdateUserPermissionsRequest' },
  }),
  op('PATCH', API.admin.userResetPassword(':id'), 'Admin', "Set a user's password", message, { ids: ['id'], body: { schema: s(resetPasswordSchema), type: 'ResetPasswordRequest' } }),
  op('DELETE', API.admin.user(':id'), 'Admin', 'Delete a user', message, { ids: ['id'] }),

  // ---------------------------------------------------------------- websites
  op('GET', API.websites.all, 'Websites', 'Every website (admin)', json('WebsiteResponse', true)),
  op('GET', API.websites.my, 'Websites', "The signed-in seller's websites", json('WebsiteResponse', true)),
  op('GET', API.websites.public, 'Websites', 'A published website by its custom URL', json('WebsiteResponse'), { query: s(publicWebsiteQuerySchema) }),
  op('GET', API.websites.publicList, 'Websites', 'The published websites', json('PublicWebsiteListItem', true)),
  op('GET', API.websites.byId(':id'), 'Websites', 'A website for the editor', json('WebsiteResponse'), { ids: ['id'] }),
  op('PUT', API.websites.byId(':id'), 'Websites', 'Save the editor: the fields sent change, a version is kept', json('WebsiteResponse'), {
    ids: ['id'],
    body: { schema: s(updateWebsiteSchema), type: 'UpdateWebsiteRequest' },
  }),
  op('DELETE', API.websites.byId(':id'), 'Websites', 'Delete a website without orders (409 with orders)', json('DeleteWebsiteResponse'), { ids: ['id'] }),
  op('GET', API.websites.versions(':id'), 'Websites', 'The saved versions, newest first', json('WebsiteVersionItem', true), { ids: ['id'] }),
  op('POST', API.websites.restoreVersion(':id', ':versionId'), 'Websites', 'Make a saved version the content again', json('WebsiteResponse'), { ids: ['id', 'versionId'] }),
  op('POST', API.websites.preview(':id'), 'Websites', "An unsaved editor body rendered as the visitor's page", { contentType: 'text/html', description: 'The page as a visitor would get it.' }, {
    ids: ['id'],
    body: { schema: s(updateWebsiteSchema), type: 'UpdateWebsiteRequest' },
  }),
  op('POST', API.websites.rewrite(':id'), 'Websites', 'A fresh variant of one generated field (not saved)', json('RewriteResponse'), { ids: ['id'], body: { schema: s(rewriteRequestSchema), type: 'RewriteRequest' } }),
  op('GET', decodeURIComponent(API.testimonials(':shortNameOrTitle', ':category')), 'Websites', 'Testimonials written for a product and category', json('TestimonialsResponse')),
  op('POST', API.sync.createWebsite, 'Websites', 'Create a website from a product link', json('CreateWebsiteResponse'), {
    body: { schema: s(createWebsiteSchema), type: 'CreateWebsiteRequest' },
    description:
      'With `Accept: application/x-ndjson` the progress comes as one JSON GenerationEvent per line and ends with the website; otherwise the answer is the created website (201).',
  }),
  op('POST', API.products.read, 'Websites', 'What a product page says: name, price in the market’s currency, pictures, a custom URL', json('ProductReadResponse'), {
    body: { schema: s(productReadRequestSchema), type: 'ProductReadRequest' },
  }),
  op('POST', API.images.upload, 'Websites', 'Upload a picture (checked by content and re-encoded)', json('ImageUploadResponse'), { body: { multipart: IMAGE_UPLOAD_FIELD } }),
  op('GET', API.upsells.products(':websiteId'), 'Upsells', "A published site's active upsell offers", json('UpsellProductResponse', true), { ids: ['websiteId'] }),
  op('POST', API.upsells.order, 'Upsells', 'Add an accepted upsell to its order (priced by the server)', json('UpsellOrderResponse'), {
    body: { schema: s(createUpsellOrderSchema), type: 'CreateUpsellOrderRequest' },
  }),

  // ---------------------------------------------------------------- analytics
  op('GET', API.dashboard.stats, 'Analytics', "The seller's totals", json('DashboardStatsResponse')),
  op('GET', API.sync.dashboard, 'Analytics', "The seller's dashboard: websites, totals, delivery rates", json('SyncDashboardResponse')),
  op('POST', API.sync.crossSyncTest, 'Analytics', "Developer tools: another account's data as the dashboard reads it (admin)", json('CrossSyncTestResponse'), {
    body: { schema: s(crossSyncTestSchema), type: 'CrossSyncTestRequest' },
  }),
  op('GET', API.analytics.website(':id'), 'Analytics', "A website's funnel: visitors, steps, orders, revenue, by day and by source", json('WebsiteAnalyticsResponse'), {
    ids: ['id'],
    query: [
      { name: 'from', schema: day, description: 'First day (Belgrade time), default 29 days before `to`' },
      { name: 'to', schema: day, description: 'Last day, default today; at most 366 days' },
    ],
  }),
  op('GET', API.analytics.experiments(':id'), 'Analytics', "A website's A/B tests with their results", json('ExperimentResponse', true), { ids: ['id'] }),
  op('POST', API.analytics.experiments(':id'), 'Analytics', 'Start an A/B test (one running per site)', json('ExperimentResponse'), { ids: ['id'], body: { schema: s(createExperimentSchema), type: 'CreateExperimentRequest' } }),
  op('POST', API.analytics.stopExperiment(':id', ':eid'), 'Analytics', "Stop a test; winner 'b' applies its changes", json('ExperimentResponse'), {
    ids: ['id', 'eid'],
    body: { schema: s(stopExperimentSchema), type: 'StopExperimentRequest' },
  }),

  // ---------------------------------------------------------------- orders
  op('POST', API.orders.root, 'Orders', "A visitor's cash-on-delivery order (priced by the server)", { ...json('CreateOrderResponse'), status: 201 }, {
    access: 'public',
    body: { schema: s(createOrderSchema), type: 'CreateOrderRequest' },
    description: 'The same `idempotencyKey` sent again answers the first order (200, ReplayedOrderResponse) instead of a second one.',
  }),
  op('GET', API.orders.one(':orderId'), 'Orders', 'A recent order by its public number (what the thank-you page shows)', json('PublicOrder')),
  op('GET', API.orders.root, 'Order console', 'Every order (admin); `X-Total-Count` has the number of matches', json('OrderListItem', true), {
    query: s(orderListQuerySchema),
    answerHeaders: { [TOTAL_COUNT_HEADER]: 'The number of orders matching the filters' },
  }),
  op('GET', API.orders.my, 'Order console', "The orders of the seller's websites; `X-Total-Count` has the number of matches", json('OrderListItem', true), {
    query: s(orderListQuerySchema),
    answerHeaders: { [TOTAL_COUNT_HEADER]: 'The number of orders matching the filters' },
  }),
  op('GET', API.orders.exportCsv, 'Order console', 'The filtered orders as CSV', { contentType: 'text/csv' }, { query: s(orderListQuerySchema) }),
  op('GET', API.orders.stats, 'Order console', 'Orders and revenue per day', json('OrderDailyStats')),
  op('PUT', API.orders.one(':id'), 'Order console', "Change an order's status (by id or order number)", json('OrderListItem'), { body: { schema: s(updateOrderStatusSchema), type: 'UpdateOrderStatusRequest' } }),
  op('PUT', API.orders.bulkStatus, 'Order console', 'Change the status of several orders at once (all or none)', json('BulkOrderStatusResponse'), {
    body: { schema: s(bulkOrderStatusSchema), type: 'BulkOrderStatusRequest' },
  }),
  op('POST', API.orders.notes(':id'), 'Order console', 'A note of the seller on an order', json('OrderNotesResponse'), { body: { schema: s(addOrderNoteSchema), type: 'AddOrderNoteRequest' } }),
  op('PATCH', API.orders.customer(':id'), 'Order console', "Correct the buyer's data (until the parcel is shipped)", json('OrderListItem'), {
    body: { schema: s(editOrderCustomerSchema), type: 'EditOrderCustomerRequest' },
  }),
  op('GET', API.orders.blocks, 'Order console', 'The blocked phones and addresses', json('OrderBlock', true)),
  op('POST', API.orders.blocks, 'Order console', "Block an order's phone or address", json('OrderBlock'), { body: { schema: s(createOrderBlockSchema), type: 'CreateOrderBlockRequest' } }),
  op('DELETE', API.orders.block(':id'), 'Order console', 'Lift a block', message, { ids: ['id'] }),
  op('POST', API.orders.retryDelivery(':orderId', ':channel'), 'Order console', 'Send a failed delivery of an order again (telegram, sheets, capi, shipment)', json('OrderDelivery')),

  // ---------------------------------------------------------------- settings and integrations
  op('GET', API.userSettings.integrations, 'Settings', "Each integration's set-up and its last real result", json('IntegrationsStatusResponse')),
  op('PATCH', API.userSettings.telegram, 'Settings', 'Telegram bot token and chat id', json('SavedSettingsResponse'), { body: { schema: s(telegramSettingsSchema), type: 'TelegramSettingsRequest' } }),
  op('POST', API.userSettings.telegramTest, 'Settings', 'A test message to the saved chat', json('TelegramTestResponse')),
  op('GET', API.userSettings.googleSheets, 'Settings', 'The service account to share the sheet with', json('GoogleSheetsInfo')),
  op('PUT', API.userSettings.googleSheets, 'Settings', 'The Google Sheets id', json('SavedSettingsResponse'), { body: { schema: s(googleSheetsSchema), type: 'GoogleSheetsRequest' } }),
  op('POST', API.userSettings.googleSheetsTest, 'Settings', 'Test a sheet: its title, or why it cannot be written', json('GoogleSheetsTestResponse'), {
    body: { schema: s(googleSheetsSchema), type: 'GoogleSheetsRequest' },
  }),
  op('PATCH', API.userSettings.facebookPixel, 'Settings', 'Meta pixel id and Conversions API token', json('SavedSettingsResponse'), { body: { schema: s(facebookPixelSchema), type: 'FacebookPixelRequest' } }),
  op('POST', API.userSettings.trackifyTest, 'Settings', 'Test a Trackify key', json('TrackifyTestResponse'), { body: { schema: s(trackifyTestSchema), type: 'TrackifyTestRequest' } }),
  op('PATCH', API.userSettings.trackifyKeys, 'Settings', 'The Trackify keys of both markets', json('SavedSettingsResponse'), { body: { schema: s(trackifyKeysSchema), type: 'TrackifyKeysRequest' } }),
  op('GET', API.userSettings.trackifyWebhook, 'Settings', 'Where and with which secret Trackify pushes shipment statuses', json('TrackifyWebhookSettings')),
  op('POST', API.userSettings.trackifyWebhookRotate, 'Settings', 'A new Trackify push secret', json('TrackifyWebhookSettings')),
  op('GET', API.userSettings.webhooks, 'Webhooks', 'The webhook endpoint and its last deliveries', json('WebhookSettingsResponse')),
  op('PUT', API.userSettings.webhooks, 'Webhooks', 'Set the webhook endpoint and its events; answers the signing secret', json('WebhookSecretResponse'), {
    body: { schema: s(webhookSettingsSchema), type: 'WebhookSettingsRequest' },
    description:
      'Each event is POSTed as `{id, type, createdAt, data}` with `X-Cod-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, retried with backoff under the same `id`.',
  }),
  op('DELETE', API.userSettings.webhooks, 'Webhooks', 'Remove the webhook endpoint', message),
  op('POST', API.userSettings.webhooksTest, 'Webhooks', 'A signed webhook.test delivery now, with its answer', json('WebhookTestResponse')),
  op('GET', API.shopProfile.profile, 'Settings', "The seller's shop identity and terms", json('ShopProfileResponse')),
  op('PUT', API.shopProfile.profile, 'Settings', "Save the seller's shop identity and terms", json('ShopProfileResponse'), { body: { schema: s(shopProfileSchema), type: 'ShopProfileRequest' } }),

  // ---------------------------------------------------------------- domains
  op('GET', API.domains.userDomain, 'Domains', "The seller's own domain", json('UserDomainResponse')),
  op('POST', API.domains.userDomain, 'Domains', 'Set the own domain', json('UserDomainChangeResponse'), { body: { schema: s(userDomainSchema), type: 'UserDomainRequest' } }),
  op('POST', API.domains.userDomainVerify, 'Domains', 'Verify the own domain by DNS', json('UserDomainChangeResponse')),
  op('DELETE', API.domains.userDomain, 'Domains', 'Remove the own domain', json('UserDomainChangeResponse')),
  op('GET', API.domains.list, 'Domains', "The seller's domains", json('DomainResponse', true)),
  op('POST', API.domains.list, 'Domains', 'Add a domain', json('DomainChangeResponse'), { body: { schema: s(domainHostSchema), type: 'DomainHostRequest' } }),
  op('POST', API.domains.verify, 'Domains', 'Verify a domain by DNS', json('DomainChangeResponse'), { body: { schema: s(domainHostSchema), type: 'DomainHostRequest' } }),
  op('POST', API.domains.primary, 'Domains', 'Make a domain the primary one', json('DomainChangeResponse'), { body: { schema: s(domainPrimarySchema), type: 'DomainPrimaryRequest' } }),
  op('POST', API.domains.refresh, 'Domains', "Read a domain's DNS again", json('DomainChangeResponse'), { body: { schema: s(domainHostSchema), type: 'DomainHostRequest' } }),
  op('POST', API.domains.testDns, 'Domains', "What a domain's DNS answers now", json('DomainTestDnsResponse'), { body: { schema: s(domainHostSchema), type: 'DomainHostRequest' } }),
  op('DELETE', `${API.domains.list}/:host`, 'Domains', 'Remove a domain', json('DomainChangeResponse')),
  op('GET', API.domains.tlsAllowed, 'Domains', "For a TLS proxy's on-demand certificates: 200 for a verified domain, else 404", { status: 200, description: 'Empty.' }, {
    access: 'public',
    query: [{ name: 'domain', schema: { type: 'string' }, description: 'The host name asked for' }],
  }),

  // ---------------------------------------------------------------- calls of other services, pages and operations
  op('POST', API.webhooks.trackify(':userId'), 'Incoming webhooks', 'A shipment status pushed by Trackify (signed `X-Trackify-Signature: sha256=<HMAC of the body>`)', json('TrackifyPushAnswer'), {
    body: { schema: s(trackifyPushSchema), type: 'TrackifyPush' },
  }),
  op('POST', API.webhooks.telegram(':userId'), 'Incoming webhooks', "A Telegram update of the seller's bot (a button press), with the secret given to setWebhook", json('OkAnswer'), {
    body: { jsonSchema: { type: 'object', description: 'A Telegram Bot API Update (https://core.telegram.org/bots/api#update); only callback_query is read.' } },
  }),
  op('GET', API.events, 'Events', "Server-Sent Events of the signed-in user's new and changed orders", {
    contentType: 'text/event-stream',
    description: 'Events `order.created`, `order.updated`, `upsell.created`; a heartbeat comment every few seconds.',
  }),
  op('GET', API.public.proof(':id'), 'Public pages', "A site's real counts for its social proof", { ...json('PublicProofResponse'), status: 200 }, { access: 'public', ids: ['id'] }),
  op('POST', API.public.track, 'Public pages', "One funnel event of a visitor's page (navigator.sendBeacon)", { status: 204, description: 'Taken (or dropped: bots, a site that is not live).' }, {
    access: 'public',
    body: { type: 'TrackBeacon' },
  }),
  op('GET', API.health, 'Operations', 'Liveness', json('HealthAnswer')),
  op('GET', `${API.health}/ready`, 'Operations', 'Readiness: the database answers and the migrations are done (503 otherwise)', json('ReadinessAnswer')),
  op('GET', '/metrics', 'Operations', 'Prometheus metrics (only with METRICS_TOKEN; 404 when unset)', { contentType: 'text/plain; version=0.0.4', status: 200 }, { access: 'metrics-token' }),
  op('GET', '/api/openapi.json', 'Operations', 'This reference (OpenAPI 3.1)', { contentType: 'application/json', description: 'The OpenAPI document.' }),
  op('GET', '/api/docs', 'Operations', 'This reference, rendered (Swagger UI, served by the product)', { contentType: 'text/html' }),
  op('GET', '/api/docs/:asset', 'Operations', 'A file of the rendered reference (its script, styles, icon)', { contentType: 'application/octet-stream' }),
];
