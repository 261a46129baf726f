import {
  API,
  type FacebookPixelRequest,
  type GoogleSheetsInfo,
  type GoogleSheetsRequest,
  type GoogleSheetsTestResponse,
  type SavedSettingsResponse,
  type TelegramSettingsRequest,
  type TelegramTestResponse,
  type TrackifyKeysRequest,
  type TrackifyTestRequest,
  type TrackifyTestResponse,
  type TrackifyWebhookSettings,
  type IntegrationsStatusResponse,
} from '@cod/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.js';

/** What the settings saves answer (read defensively: any field may be missing from an older server). */
export type SavedUserResponse = Partial<SavedSettingsResponse>;

export const settingsKeys = {
  all: ['settings'] as const,
  googleSheets: () => [...settingsKeys.all, 'google-sheets'] as const,
  courierWebhook: () => [...settingsKeys.all, 'courier-webhook'] as const,
  integrations: () => [...settingsKeys.all, 'integrations'] as const,
};

/** GET /api/settings/integrations: each integration's set-up and last real result. */
export const integrationsStatusQuery = (api: ApiClient) =>
  queryOptions({ queryKey: settingsKeys.integrations(), queryFn: () => api.get<IntegrationsStatusResponse>(API.userSettings.integrations) });

/** GET /api/settings/trackify-webhook: where Trackify pushes shipment statuses, and the secret they are signed with. */
export const courierWebhookQuery = (api: ApiClient) =>
  queryOptions({ queryKey: settingsKeys.courierWebhook(), queryFn: () => api.get<TrackifyWebhookSettings>(API.userSettings.trackifyWebhook) });

/** POST /api/settings/trackify-webhook/rotate: a new secret. */
export const rotateCourierWebhook = (api: ApiClient) => api.post<TrackifyWebhookSettings>(API.userSettings.trackifyWebhookRotate);

/** PATCH /api/user/facebook-pixel: a field left out keeps its value, null clears it. */
export const saveFacebookPixel = (api: ApiClient, body: FacebookPixelRequest) =>
  api.patch<SavedUserResponse | null>(API.userSettings.facebookPixel, body);

/** POST /api/trackify/test (`country: 'Serbia'` for the Serbian key). */
export const testTrackifyKey = (api: ApiClient, body: TrackifyTestRequest) =>
  api.post<TrackifyTestResponse | null>(API.userSettings.trackifyTest, body);

/** PATCH /api/users/update-settings: both keys, trimmed, empty as null. */
export const saveTrackifyKeys = (api: ApiClient, body: TrackifyKeysRequest) =>
  api.patch<SavedUserResponse | null>(API.userSettings.trackifyKeys, body);

/** PATCH /api/user/settings: the Telegram bot token and chat id (absent keeps, null clears). */
export const saveTelegramSettings = (api: ApiClient, body: TelegramSettingsRequest) =>
  api.patch<SavedUserResponse | null>(API.userSettings.telegram, body);

/** POST /api/settings/telegram/test: the test message to the saved chat; 200 also when it failed (`success: false`, `error`). */
export const testTelegram = (api: ApiClient) => api.post<TelegramTestResponse | null>(API.userSettings.telegramTest, {});

/** GET /api/settings/google-sheets: the service account the sheet is shared with, and the saved sheet id. */
export const googleSheetsInfoQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: settingsKeys.googleSheets(),
    queryFn: ({ signal }) => api.get<GoogleSheetsInfo | null>(API.userSettings.googleSheets, { signal }),
  });

/** PUT /api/settings/google-sheets. */
export const saveGoogleSheets = (api: ApiClient, body: GoogleSheetsRequest) =>
  api.put<SavedUserResponse | null>(API.userSettings.googleSheets, body);

/** POST /api/settings/google-sheets/test: 200 also when the test failed (`success: false`, `error`). */
export const testGoogleSheets = (api: ApiClient, body: GoogleSheetsRequest) =>
  api.post<GoogleSheetsTestResponse | null>(API.userSettings.googleSheetsTest, body);
