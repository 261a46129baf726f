import { rule, rules, schema, type Schema } from './validation.js';

/**
 * Outbound webhooks (CONTRACT "Operations through the API"): the seller's own system is told of orders as
 * they happen. Each delivery is `POST url` with JSON `{id, type, createdAt, data}` and the header
 * `X-Cod-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint's secret>`; `id` is
 * the same on every retry (the receiver keeps the ids it has handled).
 */
export const WEBHOOK_EVENT_TYPES = ['order.created', 'order.updated', 'shipment.updated'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const isWebhookEventType = (v: unknown): v is WebhookEventType => (WEBHOOK_EVENT_TYPES as readonly unknown[]).includes(v);

export const WEBHOOK_SIGNATURE_HEADER = 'X-Cod-Signature';
export const WEBHOOK_URL_MAX = 2000;
/** Tries of one delivery before it is marked failed (the first retry within 30 s, then doubling: ≈ 2 hours in all). */
export const WEBHOOK_MAX_ATTEMPTS = 10;

export interface WebhookBody<T = unknown> {
  id: string;
  type: WebhookEventType | 'webhook.test';
  createdAt: string;
  data: T;
}

/** PUT /api/settings/webhooks */
export interface WebhookSettingsRequest {
  url: string;
  events: WebhookEventType[];
}

/** PUT answers the signing secret (made once, kept across changes of the address). */
export interface WebhookSecretResponse {
  secret: string;
}
export interface WebhookDeliveryItem {
  id: string;
  type: string;
  state: 'waiting' | 'sent' | 'failed';
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAt: string | null;
}
/** GET /api/settings/webhooks: the endpoint (or null) and its last deliveries. */
export interface WebhookSettingsResponse {
  endpoint: { url: string; events: WebhookEventType[]; secret: string } | null;
  deliveries: WebhookDeliveryItem[];
}
/** POST /api/settings/webhooks/test */
export interface WebhookTestResponse {
  success: boolean;
  status?: number;
  error?: string;
}

export const WEBHOOK_MESSAGES = {
  urlInvalid: 'Unesite punu https:// adresu vašeg servera (npr. https://moj-sistem.rs/cod-webhook)',
  eventsInvalid: `Izaberite bar jedan događaj: ${WEBHOOK_EVENT_TYPES.join(', ')}`,
  notSet: 'Webhook još nije podešen',
  removed: 'Webhook je uklonjen',
  testFailed: (why: string) => `Test nije uspeo: ${why}`,
} as const;

/**
 * PUT /api/settings/webhooks: an http(s) address (the server also refuses a private one unless
 * OUTBOUND_ALLOW_PRIVATE, and plain http there only) and at least one event.
 */
export const webhookSettingsSchema: Schema<WebhookSettingsRequest> = schema<WebhookSettingsRequest>({
  url: [
    rule((v) => (typeof v === 'string' && /^https?:\/\//i.test(v.trim()) && v.trim().length <= WEBHOOK_URL_MAX ? undefined : WEBHOOK_MESSAGES.urlInvalid), { type: 'string', format: 'uri', maxLength: WEBHOOK_URL_MAX }, { required: true }),
    rules.singleLine(WEBHOOK_MESSAGES.urlInvalid),
  ],
  events: [
    rule((v) => (Array.isArray(v) && v.length > 0 && v.every(isWebhookEventType) ? undefined : WEBHOOK_MESSAGES.eventsInvalid), { type: 'array', items: { enum: [...WEBHOOK_EVENT_TYPES] }, minItems: 1 }, { required: true }),
  ],
});
