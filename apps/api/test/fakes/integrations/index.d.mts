// Types of the integration fakes (index.mjs and the modules it re-exports).
import type { IncomingHttpHeaders } from 'node:http';

// ---- Shared ----

/** One request a fake received. */
export interface RecordedRequest {
  method: string;
  /** The URL path as sent (still percent-encoded), without the query string. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** Parsed JSON, form fields (application/x-www-form-urlencoded), raw text (other types or malformed JSON), or undefined without a body. */
  body: unknown;
  /** Date.now() when the request arrived. */
  at: number;
  /** Set when a fault answered the request (no state was changed). */
  fault?: true;
}

export type FaultMatch = (req: RecordedRequest) => boolean;

/** An answer given instead of the normal one. Without a body, the service's own error body for `status` is sent. */
export interface StatusFault {
  status: number;
  /** An object is sent as JSON, a string as text/plain. */
  body?: unknown;
  headers?: Record<string, string | number>;
  /** How many matching requests get it (default 1). */
  times?: number;
  /** Only requests it returns true for (default: all). */
  match?: FaultMatch;
  hang?: false;
}

/** Never answers: the socket stays open until the client gives up or the fake is closed. */
export interface HangFault {
  hang: true;
  times?: number;
  match?: FaultMatch;
}

/** The normal answer, given `delayMs` late (a slow service). */
export interface SlowFault {
  delayMs: number;
  times?: number;
  match?: FaultMatch;
  status?: undefined;
  hang?: false;
}

export type Fault = StatusFault | HangFault | SlowFault;

export interface FakeServer {
  /** Base URL, http://127.0.0.1:<port>, no trailing slash. */
  readonly url: string;
  readonly port: number;
  /** Every request received, faulted ones included. */
  readonly requests: RecordedRequest[];
  /** Pending faults, used in order: push to switch one on. */
  readonly faults: Fault[];
  /** Clears requests, faults and the fake's data; registered credentials stay. */
  reset(): void;
  /** Stops the server and destroys open sockets (hung requests included). */
  close(): Promise<void>;
}

export interface StartOptions {
  /** 0 or absent: a random free port. */
  port?: number;
}

// ---- Telegram ----

export interface TelegramBot {
  /** Chats the bot may write to, compared as strings. */
  chats: Array<string | number>;
  /** Set by setWebhook (null: removed). */
  webhook?: { url: string; secretToken?: string; allowedUpdates?: unknown } | null;
}

export interface TelegramMessage {
  token: string;
  chatId: string;
  /** The text as sent (with its markup). */
  text: string;
  parseMode?: string;
  /** Every parameter of the sendMessage call (query and body). */
  params: Record<string, unknown>;
  messageId: number;
  at: number;
  /** Set by editMessageText. */
  editedText?: string;
  editedMarkup?: unknown;
}

export interface FakeTelegram extends FakeServer {
  /** setWebhook, answerCallbackQuery and editMessageText calls, in order. */
  readonly calls: { token: string; method: 'setWebhook' | 'answerCallbackQuery' | 'editMessageText'; params: Record<string, unknown> }[];
  readonly bots: Map<string, TelegramBot> & { add(token: string, options?: { chats?: Array<string | number> }): TelegramBot };
  readonly messages: TelegramMessage[];
  /** Pushes Telegram's 429 (parameters.retry_after and a Retry-After header) for the next `times` requests. */
  tooManyRequests(retryAfterSeconds: number, times?: number): void;
  waitForMessages(n: number, timeoutMs?: number): Promise<TelegramMessage[]>;
}

export function startFakeTelegram(options?: StartOptions): Promise<FakeTelegram>;

// ---- Google ----

/** A service-account key file, as the Cloud console downloads it. */
export interface ServiceAccountKey {
  type: 'service_account';
  project_id: string;
  private_key_id: string;
  /** PKCS#8 PEM. */
  private_key: string;
  client_email: string;
  client_id: string;
  auth_uri: string;
  /** The fake's own `${url}/token`. */
  token_uri: string;
  auth_provider_x509_cert_url: string;
  client_x509_cert_url: string;
  universe_domain: string;
}

export type SheetCell = string | number | boolean | null;

export interface FakeSpreadsheet {
  title: string;
  /** false: the service account gets 403 PERMISSION_DENIED. */
  shared: boolean;
  /** The title of its only tab (default 'Sheet1'). */
  sheetTitle: string;
  /** Rows appended so far. */
  rows: SheetCell[][];
}

export interface SheetAppend {
  sheetId: string;
  /** The decoded range of the URL, e.g. 'A:L' or 'Sheet1!A1'. */
  range: string;
  valueInputOption: 'RAW' | 'USER_ENTERED';
  insertDataOption?: string;
  values: SheetCell[][];
  at: number;
}

export interface FakeGoogle extends FakeServer {
  readonly serviceAccount: ServiceAccountKey;
  readonly serviceAccountJson: string;
  /** `${url}/token`. */
  readonly tokenUrl: string;
  /** The service account's public key (SPKI PEM). */
  readonly publicKey: string;
  /** Access tokens issued by POST /token (kept by reset()); delete or expire one to simulate revocation. */
  readonly accessTokens: Map<string, { scope: string; expiresAt: number }>;
  /** Recorded requests to POST /token (faulted and refused ones included). */
  readonly tokenRequests: number;
  readonly sheets: Map<string, FakeSpreadsheet> & {
    add(id: string, options?: { title?: string; shared?: boolean; sheetTitle?: string }): FakeSpreadsheet;
  };
  readonly appends: SheetAppend[];
  /** Pushes Google's 429 RESOURCE_EXHAUSTED (Retry-After: 1) for the next `times` Sheets API requests. */
  rateLimit(times?: number): void;
  waitForRows(sheetId: string, n: number, timeoutMs?: number): Promise<SheetCell[][]>;
}

export function startFakeGoogle(options?: StartOptions): Promise<FakeGoogle>;

// ---- Meta Graph (Conversions API) ----

export interface GraphEvent {
  pixelId: string;
  /** e.g. 'v21.0'. */
  version: string;
  token: string;
  /** One element of the request's `data` array. */
  event: Record<string, unknown>;
  testEventCode?: string;
  at: number;
}

export interface FakeGraph extends FakeServer {
  /** Access tokens; without pixelIds a token may send to any pixel. */
  readonly tokens: Map<string, { pixelIds?: string[] }> & {
    add(token: string, options?: { pixelIds?: Array<string | number> }): { pixelIds?: string[] };
  };
  readonly events: GraphEvent[];
  /** Pushes Meta's throttling answer (400, code 17, is_transient) for the next `times` requests. */
  rateLimit(times?: number): void;
  /** Pushes Meta's transient 500 (code 2) for the next `times` requests. */
  serverError(times?: number): void;
  waitForEvents(n: number, timeoutMs?: number): Promise<GraphEvent[]>;
}

export function startFakeGraph(options?: StartOptions): Promise<FakeGraph>;

// ---- Trackify ----

export interface TrackifyShipmentRequest {
  reference: string;
  cashOnDelivery: { amount: number; currency: 'RSD' | 'BAM' | 'EUR' };
  recipient: { name: string; phone: string; address: string; city: string; postalCode?: string; country: 'RS' | 'BA' | 'ME' };
  items: Array<{ sku: string; name: string; quantity: number; price: number }>;
  note?: string | null;
}

export interface TrackifyShipment {
  /** The API key it was created with. */
  key: string;
  idempotencyKey: string;
  body: TrackifyShipmentRequest;
  /** 'TRK-<COUNTRY>-<n>'; n keeps counting across reset(). */
  trackingId: string;
  at: number;
}

export interface FakeTrackify extends FakeServer {
  /** The market, upper case ('RS', 'ME', …). */
  readonly country: string;
  /** Valid API keys. */
  readonly keys: Set<string>;
  readonly shipments: TrackifyShipment[];
  /** Pushes `429 {message}` with Retry-After for the next `times` requests. */
  rateLimit(retryAfterSeconds?: number, times?: number): void;
  waitForShipments(n: number, timeoutMs?: number): Promise<TrackifyShipment[]>;
  /** A status of a parcel as `GET /v1/shipments/{trackingId}` answers it from now on (oldest first). */
  report(trackingId: string, status: string, note?: string | null, at?: string): void;
  /** The statuses of each parcel so far. */
  readonly statuses: Map<string, { status: string; at: string; note: string | null }[]>;
}

export function startFakeTrackify(options?: StartOptions & { country?: string }): Promise<FakeTrackify>;

// ---- All together ----

/** The environment variables that point our API at the fakes. */
export interface IntegrationEnv {
  TELEGRAM_API_URL: string;
  GOOGLE_SHEETS_API_URL: string;
  GOOGLE_OAUTH_TOKEN_URL: string;
  GOOGLE_SERVICE_ACCOUNT_JSON: string;
  FACEBOOK_GRAPH_URL: string;
  TRACKIFY_RS_URL: string;
  TRACKIFY_ME_URL: string;
}

export interface IntegrationFakes {
  telegram: FakeTelegram;
  google: FakeGoogle;
  graph: FakeGraph;
  trackifyRs: FakeTrackify;
  trackifyMe: FakeTrackify;
  env: IntegrationEnv;
  /** Resets every fake. */
  reset(): void;
  /** Closes every fake. */
  close(): Promise<void>;
}

export interface IntegrationFakesOptions {
  ports?: Partial<Record<'telegram' | 'google' | 'graph' | 'trackifyRs' | 'trackifyMe', number>>;
}

export function startIntegrationFakes(options?: IntegrationFakesOptions): Promise<IntegrationFakes>;
