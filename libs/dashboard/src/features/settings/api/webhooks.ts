import {
  API,
  type MessageResponse,
  type WebhookSecretResponse,
  type WebhookSettingsRequest,
  type WebhookSettingsResponse,
  type WebhookTestResponse,
} from '@cod/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.js';

export const webhookKeys = {
  all: ['webhooks'] as const,
  settings: () => [...webhookKeys.all, 'settings'] as const,
};

/** GET /api/settings/webhooks: the seller's endpoint (with its secret) or null, and the last 20 deliveries, newest first. */
export const webhookSettingsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: webhookKeys.settings(),
    queryFn: ({ signal }) => api.get<WebhookSettingsResponse>(API.userSettings.webhooks, { signal }),
  });

/** PUT /api/settings/webhooks: the address and the events; the answer is the signing secret (kept across changes). */
export const saveWebhook = (api: ApiClient, body: WebhookSettingsRequest) => api.put<WebhookSecretResponse>(API.userSettings.webhooks, body);

/** DELETE /api/settings/webhooks: nothing is sent any more (the deliveries still waiting are dropped). */
export const removeWebhook = (api: ApiClient) => api.delete<MessageResponse | null>(API.userSettings.webhooks);

/** POST /api/settings/webhooks/test: a signed `webhook.test` now, answered with what the seller's server said. */
export const testWebhook = (api: ApiClient) => api.post<WebhookTestResponse>(API.userSettings.webhooksTest);
