import * as v from 'valibot';

/** A whole number in [min, max]. */
const int = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(
    v.string(),
    v.transform(Number),
    v.number('must be a number'),
    v.integer('must be an integer'),
    v.minValue(min, `must not be less than ${min}`),
    v.maxValue(max, `must not be greater than ${max}`),
  );
const text = v.string();
const atLeast = (length: number, message = `must be at least ${length} characters`) => v.pipe(v.string(), v.minLength(length, message));
const oneOf = <const T extends string[]>(options: T) => v.picklist(options, `must be one of: ${options.join(', ')}`);
const matching = (pattern: RegExp, message: string) => v.pipe(v.string(), v.regex(pattern, message));
const email = v.pipe(v.string(), v.email('must be an e-mail address'));
/** An absolute http(s) URL; a host without a TLD (localhost, a container name) is fine. */
const httpUrl = v.pipe(
  v.string(),
  v.check((s) => {
    if (!/^https?:\/\/[^/?#\s]/i.test(s)) return false;
    try {
      return new URL(s).hostname !== '';
    } catch {
      return false;
    }
  }, 'must be an http(s) URL such as https://example.com'),
);

/**
 * Every environment variable of the server (CONTRACT.md "Settings"), in this one schema, validated at boot. Unset values take the
 * defaults in app-config.ts; a set value that is wrong stops the boot with a clear message.
 */
export const ENV_SCHEMA = v.object({
  PORT: v.optional(int(0, 65535)),
  HOST: v.optional(text),
  DATABASE_URL: v.optional(matching(/^postgres(ql)?:\/\/.+/, 'must look like postgres://user:pass@host:port/db')),
  DATA_DIR: v.optional(text),
  ADMIN_EMAIL: v.optional(email),
  ADMIN_PASSWORD: v.optional(atLeast(6)),
  JWT_SECRET: v.optional(atLeast(32, 'JWT_SECRET must be at least 32 characters')),
  PUBLIC_BASE_URL: v.optional(httpUrl),
  AI_PROVIDER: v.optional(oneOf(['offline', 'openai'])),
  OPENAI_BASE_URL: v.optional(httpUrl),
  OPENAI_API_KEY: v.optional(text),
  OPENAI_MODEL: v.optional(text),
  OUTBOUND_ALLOW_PRIVATE: v.optional(oneOf(['0', '1'])),
  TELEGRAM_API_URL: v.optional(httpUrl),
  GOOGLE_SHEETS_API_URL: v.optional(httpUrl),
  GOOGLE_OAUTH_TOKEN_URL: v.optional(httpUrl),
  GOOGLE_SERVICE_ACCOUNT_JSON: v.optional(text),
  FACEBOOK_GRAPH_URL: v.optional(httpUrl),
  TRACKIFY_RS_URL: v.optional(httpUrl),
  TRACKIFY_ME_URL: v.optional(httpUrl),
  DNS_SERVERS: v.optional(matching(/^\s*[^,\s]+(\s*,\s*[^,\s]+)*\s*$/, 'must be a comma-separated list of ip[:port]')),
  DNS_TIMEOUT_MS: v.optional(int(100, 30_000)),
  SHIPMENT_PULL_MINUTES: v.optional(int(0, 1440)),
  ANALYTICS_FLUSH_MS: v.optional(int(10, 60_000)),
  ANALYTICS_BATCH_SIZE: v.optional(int(1, 20_000)),
  ANALYTICS_BUFFER_MAX: v.optional(int(100, 10_000_000)),
  DOMAIN_CNAME_TARGET: v.optional(matching(/^[a-zA-Z0-9.-]+$/, 'must be a host name such as sites.example.com')),
  DOMAIN_APEX_ADDRESSES: v.optional(matching(/^\s*[0-9a-fA-F:.]+(\s*,\s*[0-9a-fA-F:.]+)*\s*$/, 'must be a comma-separated list of public IPv4/IPv6 addresses')),
  PREVIEW_HOSTS: v.optional(matching(/^\s*[a-zA-Z0-9.-]+(\s*,\s*[a-zA-Z0-9.-]+)*\s*$/, 'must be a comma-separated list of host names such as staging.example.com')),
  DOMAIN_TXT_PREFIX: v.optional(matching(/^[\x21-\x7e]{1,100}$/, 'must be 1-100 printable characters without spaces')),
  RATE_LIMIT_LOGIN_PER_MIN: v.optional(int(1)),
  RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MIN: v.optional(int(1)),
  RATE_LIMIT_ORDERS_PER_MIN: v.optional(int(1)),
  RATE_LIMIT_ORDER_LOOKUPS_PER_MIN: v.optional(int(1)),
  EVENTS_HEARTBEAT_SECONDS: v.optional(int(1, 300)),
  SECRETS_KEY: v.optional(atLeast(32, 'SECRETS_KEY must be at least 32 characters')),
  METRICS_TOKEN: v.optional(atLeast(16, 'METRICS_TOKEN must be at least 16 characters')),
  UPSELL_WINDOW_SECONDS: v.optional(int(1, 86400)),
  FACEBOOK_GRAPH_VERSION: v.optional(matching(/^v\d+\.\d+$/, 'must look like v26.0')),
  JOB_RETRY_DELAY_SECONDS: v.optional(int(1, 3600)),
  SHEETS_WRITES_PER_MIN: v.optional(int(1, 1000)),
  INTEGRATION_TIMEOUT_MS: v.optional(int(500, 120000)),
  STORAGE: v.optional(oneOf(['local', 's3'])),
  S3_ENDPOINT: v.optional(httpUrl),
  S3_BUCKET: v.optional(text),
  S3_REGION: v.optional(text),
  S3_ACCESS_KEY_ID: v.optional(text),
  S3_SECRET_ACCESS_KEY: v.optional(text),
  S3_PUBLIC_URL: v.optional(httpUrl),
  SYNC_TARGETS: v.optional(matching(/^\s*https?:\/\/[^,\s]+(\s*,\s*https?:\/\/[^,\s]+)*\s*$/, 'must be a comma-separated list of http(s) base URLs')),
  OPENAI_TIMEOUT_MS: v.optional(int(1000, 300000)),
  TRUST_PROXY: v.optional(oneOf(['0', '1', 'true', 'false'])),
  CORS_ORIGINS: v.optional(matching(/^\s*[a-z][a-z0-9+.-]*:\/\/[^,\s]+(\s*,\s*[a-z][a-z0-9+.-]*:\/\/[^,\s]+)*\s*$/, 'must be a comma-separated list of origins such as app://cod,https://admin.example.com')),
  LOG_LEVEL: v.optional(oneOf(['error', 'warn', 'log', 'debug', 'verbose'])),
  LOG_FORMAT: v.optional(oneOf(['plain', 'json'])),
  DATABASE_POOL_SIZE: v.optional(int(1, 500)),
  DATABASE_STATEMENT_TIMEOUT_MS: v.optional(int(0, 3_600_000)),
  JOB_CONCURRENCY: v.optional(int(1, 8)),
  SHUTDOWN_DELAY_MS: v.optional(int(0, 120_000)),
  SHUTDOWN_TIMEOUT_MS: v.optional(int(100, 600_000)),
  /** Where the built dashboard and public pages are (default: apps/web/dist of this checkout). */
  WEB_DIST_DIR: v.optional(text),
  /** Where the built public-page renderer is (default: apps/web/dist-ssr of this checkout). */
  WEB_SSR_DIR: v.optional(text),
  /** `1`: the embedded PostgreSQL's own log lines go to the server's log. */
  EMBEDDED_PG_LOG: v.optional(oneOf(['0', '1'])),
});

/** The settings as read: numbers parsed, unknown variables left out. */
export type Env = v.InferOutput<typeof ENV_SCHEMA>;
