import { VALIDATION } from './messages.js';
import type { UserResponse } from './user.js';
import { rules, type Check, type FieldRules, schema, type Schema } from './validation.js';

/**
 * Where an order goes after it is placed (spec 000 §2 Marketing and Notifications, §4, §5, §7, §8;
 * CONTRACT.md "Outbound integrations"): the seller's Telegram, Google Sheets, Meta's Conversions API and
 * the courier (Trackify), with the settings that connect them and the delivery state of each order.
 */

// ---------------------------------------------------------------- texts

/** Messages of the settings calls (spec 000 §5, §8); those marked are our own, where the spec has none. */
export const INTEGRATION_MESSAGES = {
  telegramSaved: 'Telegram podešavanja su uspešno ažurirana.',
  telegramSaveFailed: 'Greška pri ažuriranju Telegram podešavanja',
  /** Ours: the token BotFather gives is `<digits>:<35 characters>`. */
  telegramTokenInvalid: 'Bot token nije ispravan (izgleda ovako: 123456789:AAH…)',
  /** Ours. */
  telegramChatInvalid: 'Chat ID je broj (npr. 123456789 ili -1001234567890) ili @ime_kanala',
  /** CONTRACT: the text of the test message. */
  telegramTestText: 'Telegram je povezan ✅',
  /** Ours. */
  telegramTestOk: 'Test poruka je poslata. Proverite Telegram.',
  /** Ours. */
  telegramTestNotSaved: 'Prvo sačuvajte bot token i Chat ID, pa pošaljite test poruku.',
  /** Ours: Telegram could not be reached, or answered with a passing error. */
  telegramTestUnreachable: (detail: string) => `Telegram trenutno nije dostupan sa servera (${detail}). Pokušajte ponovo za minut.`,
  sheetsIdRequired: 'Google Sheets ID je obavezno polje',
  /** Ours. */
  sheetsIdInvalid: 'Google Sheets ID nije ispravan (kopirajte ga iz linka tabele)',
  sheetsSaved: 'Google Sheets podešavanja su uspešno ažurirana.',
  sheetsSaveFailed: 'Greška pri ažuriranju Google Sheets podešavanja',
  sheetsTestFailed: 'Greška pri testiranju konekcije',
  sheetsTestOk: 'Konekcija je uspešno uspostavljena!',
  sheetsTestToast: 'Google Sheets konekcija je uspešno testirana.',
  trackifyKeyRequired: 'Molimo unesite API ključ pre testiranja',
  trackifySrbKeyRequired: 'Molimo unesite srpski API ključ pre testiranja',
  trackifyInvalid: 'API ključ nije valjan ili Trackify servis nije dostupan',
  trackifyConnectionError: 'Greška prilikom testiranja konekcije sa Trackify',
  trackifySaveFailed: 'Greška prilikom čuvanja podešavanja',
  trackifySaved: 'Trackify podešavanja su uspešno ažurirana',
  /** Ours. */
  secretTooLong: 'Vrednost je predugačka',
  /** Ours: a key or token travels in an HTTP header or URL, which carries printable ASCII only. */
  secretCharacters: 'Vrednost sme da sadrži samo slova bez kvačica (a–z, A–Z), cifre i znakove, bez razmaka',
  /** Ours: the retry call. */
  deliveryNotFound: 'Slanje nije pronađeno',
  deliveryNotFailed: 'Ponoviti se može samo neuspelo slanje',
} as const;

/** Why a delivery failed or did not happen, as the seller reads it on /orders (ours; the spec has none). */
export const DELIVERY_REASONS = {
  telegramUnauthorized: 'Telegram bot token nije ispravan ili je bot obrisan',
  telegramChatNotFound: 'Telegram chat nije pronađen: pošaljite botu /start ili proverite Chat ID',
  telegramForbidden: 'Bot nema pristup ovom chatu (blokiran je ili nije član grupe)',
  telegramRejected: (detail: string) => `Telegram je odbio poruku: ${detail}`,
  sheetsNotConfigured: 'Google Sheets nije podešen na serveru (nedostaje servisni nalog)',
  sheetsNotShared: (email: string) => `Tabela nije podeljena sa ${email} (dozvola: Urednik)`,
  sheetsNotFound: 'Tabela sa ovim ID-jem ne postoji',
  sheetsRejected: (detail: string) => `Google Sheets je odbio red: ${detail}`,
  capiUnauthorized: 'Meta token (Conversions API) nije ispravan ili je istekao',
  capiRejected: (detail: string) => `Meta je odbila događaj: ${detail}`,
  shipmentNoEndpoint: 'Trackify nije povezan na serveru',
  shipmentNoKey: (market: string) => `Nije unet Trackify ključ (${market})`,
  shipmentCancelled: 'Narudžbina je otkazana pre slanja',
  shipmentUnauthorized: 'Trackify ključ nije valjan',
  shipmentRejected: (detail: string) => `Trackify je odbio pošiljku: ${detail}`,
  /** A key or token saved before it was checked at save: no request can carry it, so it is never retried. */
  secretCharacters: 'Sačuvani ključ ili token sadrži nedozvoljene znakove: unesite ga ponovo u podešavanjima',
  notConnected: (service: string) => `${service} više nije povezan u podešavanjima`,
  temporary: (detail: string) => `Privremena greška (${detail}), novi pokušaj uskoro`,
  gaveUp: (attempts: number, detail: string) => `Bez uspeha posle ${attempts} pokušaja (${detail})`,
} as const;

// ---------------------------------------------------------------- delivery states

export const DELIVERY_CHANNELS = ['telegram', 'sheets', 'capi', 'shipment'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
/** The channels that tell the seller (`notificationsSent`); the shipment is the parcel itself. */
export const NOTIFICATION_CHANNELS = ['telegram', 'sheets', 'capi'] as const satisfies readonly DeliveryChannel[];

/** waiting: queued or retrying; sent: delivered; failed: stopped for good (reason says why); off: not sent by design. */
export const DELIVERY_STATES = ['waiting', 'sent', 'failed', 'off'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const DELIVERY_CHANNEL_LABEL: Record<DeliveryChannel, string> = {
  telegram: 'Telegram',
  sheets: 'Google Sheets',
  capi: 'Meta CAPI',
  shipment: 'Trackify',
};

export const DELIVERY_STATE_LABEL: Record<DeliveryState, string> = {
  waiting: 'čeka',
  sent: 'poslato',
  failed: 'neuspelo',
  off: 'bez slanja',
};

/** One channel of one order (or upsell order) as /orders shows it. */
export interface OrderDelivery {
  channel: DeliveryChannel;
  state: DeliveryState;
  /** Why it failed, is retrying, or is off; null when sent. */
  reason: string | null;
  attempts: number;
  updatedAt: string;
}

export function isDeliveryChannel(value: unknown): value is DeliveryChannel {
  return typeof value === 'string' && (DELIVERY_CHANNELS as readonly string[]).includes(value);
}

/** Which deliveries may be sent again (by the admin, or the owner of the order's website): the failed ones. */
export const canRetryDelivery = (delivery: Pick<OrderDelivery, 'state'>) => delivery.state === 'failed';

// ---------------------------------------------------------------- settings calls

/** What every settings save answers: its message and the user as saved (the owner's view). */
export interface SavedSettingsResponse {
  message: string;
  user: UserResponse;
}

/** Secrets and ids are at most this long (a Telegram token is 46 characters, a Meta token about 200). */
export const MAX_SECRET_LENGTH = 512;

const optionalSetting: FieldRules = [
  rules.optionalText(VALIDATION.textExpected),
  rules.singleLine(),
  rules.maxLength(MAX_SECRET_LENGTH, INTEGRATION_MESSAGES.secretTooLong),
];

/** A key or token sent in an HTTP header or URL (Trackify keys, the bot token, the Conversions API token). */
const optionalSecret: FieldRules = [...optionalSetting, rules.printableAscii(INTEGRATION_MESSAGES.secretCharacters)];

/** The stored form of an optional setting: trimmed; empty → null. */
export function normalizeSetting(value: string | null | undefined): string | null {
  const v = typeof value === 'string' ? value.trim() : '';
  return v === '' ? null : v;
}

const matchesWhenSet = (re: RegExp, message: string): Check => (v) =>
  typeof v === 'string' && v.trim() !== '' && !re.test(v.trim()) ? message : undefined;

export const TELEGRAM_TOKEN_RE = /^\d{5,15}:[A-Za-z0-9_-]{30,64}$/;
export const TELEGRAM_CHAT_RE = /^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/;

/** PATCH /api/user/settings. Trimmed; empty or null clears, absent keeps (the screen sends empty as absent). */
export interface TelegramSettingsRequest {
  telegramBotId?: string | null;
  telegramChatId?: string | null;
}
export const telegramSettingsSchema: Schema<TelegramSettingsRequest> = schema<TelegramSettingsRequest>({
  telegramBotId: [...optionalSecret, matchesWhenSet(TELEGRAM_TOKEN_RE, INTEGRATION_MESSAGES.telegramTokenInvalid)],
  telegramChatId: [...optionalSetting, matchesWhenSet(TELEGRAM_CHAT_RE, INTEGRATION_MESSAGES.telegramChatInvalid)],
});

/** A spreadsheet's id, also when the seller pastes the whole link (…/spreadsheets/d/{id}/edit#gid=0). */
export function normalizeSheetId(value: string): string {
  const v = value.trim();
  return /\/spreadsheets\/d\/([A-Za-z0-9_-]+)/.exec(v)?.[1] ?? v;
}
export const SHEET_ID_RE = /^[A-Za-z0-9_-]{10,100}$/;
const sheetId: Check = (v) => (typeof v === 'string' && !SHEET_ID_RE.test(normalizeSheetId(v)) ? INTEGRATION_MESSAGES.sheetsIdInvalid : undefined);

/** PUT /api/settings/google-sheets and POST /api/settings/google-sheets/test. */
export interface GoogleSheetsRequest {
  googleSheetsId: string;
}
export const googleSheetsSchema: Schema<GoogleSheetsRequest> = schema<GoogleSheetsRequest>({
  googleSheetsId: [
    rules.required(INTEGRATION_MESSAGES.sheetsIdRequired),
    rules.text(INTEGRATION_MESSAGES.sheetsIdRequired),
    rules.singleLine(),
    rules.maxLength(MAX_SECRET_LENGTH, INTEGRATION_MESSAGES.sheetsIdInvalid),
    sheetId,
  ],
});

/** The answer of the Telegram test (CONTRACT): `error` says what to do when it failed. */
export interface TelegramTestResponse {
  success: boolean;
  error?: string;
}

/** The answer of the spreadsheet test (spec 000 §7: error, message, title); `success` says which. */
export interface GoogleSheetsTestResponse {
  success: boolean;
  message?: string;
  error?: string;
  title?: string;
}

/** GET /api/settings/google-sheets: what the Notifications tab shows about the server's side. */
export interface GoogleSheetsInfo {
  /** The service account the seller shares the sheet with (null: the server has none). */
  serviceAccountEmail: string | null;
  googleSheetsId: string | null;
}

/** POST /api/trackify/test: `country: 'Serbia'` tests the Serbian key against the Serbian endpoint. */
export interface TrackifyTestRequest {
  apiKey: string;
  country?: string;
}
export const isSerbianKeyTest = (country: unknown) => typeof country === 'string' && country.trim().toLowerCase() === 'serbia';
const trackifyKeyRequired: Check = (v, all) =>
  typeof v === 'string' && v.trim() !== ''
    ? undefined
    : isSerbianKeyTest(all.country)
      ? INTEGRATION_MESSAGES.trackifySrbKeyRequired
      : INTEGRATION_MESSAGES.trackifyKeyRequired;
export const trackifyTestSchema: Schema<TrackifyTestRequest> = schema<TrackifyTestRequest>({
  apiKey: [trackifyKeyRequired, rules.singleLine(), rules.maxLength(MAX_SECRET_LENGTH, INTEGRATION_MESSAGES.secretTooLong)],
  country: [rules.optionalText(VALIDATION.textExpected), rules.maxLength(40, VALIDATION.textExpected)],
});
export interface TrackifyTestResponse {
  valid: boolean;
  /** Ours: why the key could not be tested at all (the platform has no Trackify address); absent when the key was tried. */
  error?: string;
}

/** PATCH /api/users/update-settings: both keys trimmed, empty → null; a key left out keeps its value. */
export interface TrackifyKeysRequest {
  trackifyApiKey?: string | null;
  trackifyApiKeySrb?: string | null;
}
export const trackifyKeysSchema: Schema<TrackifyKeysRequest> = schema<TrackifyKeysRequest>({
  trackifyApiKey: optionalSecret,
  trackifyApiKeySrb: optionalSecret,
});

/** PATCH /api/user/facebook-pixel: a field left out keeps its value, null clears it; the token is never returned. */
export const facebookCapiTokenRules: FieldRules = optionalSecret;

// ---------------------------------------------------------------- integrations status

/** The integrations `GET /api/settings/integrations` reports, by CONTRACT's names. */
export const INTEGRATION_NAMES = ['telegram', 'sheets', 'capi', 'trackify'] as const;
export type IntegrationName = (typeof INTEGRATION_NAMES)[number];
/** The delivery channel each integration sends on. */
export const INTEGRATION_CHANNEL: Record<IntegrationName, DeliveryChannel> = { telegram: 'telegram', sheets: 'sheets', capi: 'capi', trackify: 'shipment' };

/** One integration as the settings screens show it: "connected" only when `lastResult` is "ok". */
export interface IntegrationStatus {
  /** The seller saved what it needs (bot and chat; sheet; pixel and token; a courier key). */
  configured: boolean;
  /** The platform has what it needs (a service account; a courier endpoint). */
  serverReady: boolean;
  /** The last real call (a delivery or a test): null before the first. */
  lastResult: 'ok' | 'failed' | null;
  lastError: string | null;
  at: string | null;
}
export type IntegrationsStatusResponse = Record<IntegrationName, IntegrationStatus>;
