import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength } from 'class-validator';

const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
const urlOpts = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };

/**
 * Every environment variable of the server (CONTRACT.md "Settings"), in this one schema, validated at boot. Unset values take the
 * defaults in app-config.ts; a set value that is wrong stops the boot with a clear message.
 */
export class EnvSchema {
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) @Max(65535)
  PORT?: number;

  @IsOptional() @IsString()
  HOST?: string;

  @IsOptional() @Matches(/^postgres(ql)?:\/\/.+/, { message: 'must look like postgres://user:pass@host:port/db' })
  DATABASE_URL?: string;

  @IsOptional() @IsString()
  DATA_DIR?: string;

  @IsOptional() @IsEmail()
  ADMIN_EMAIL?: string;

  @IsOptional() @IsString() @MinLength(6)
  ADMIN_PASSWORD?: string;

  @IsOptional() @IsString() @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET?: string;

  @IsOptional() @IsUrl(urlOpts)
  PUBLIC_BASE_URL?: string;

  @IsOptional() @IsIn(['offline', 'openai'])
  AI_PROVIDER?: string;

  @IsOptional() @IsUrl(urlOpts)
  OPENAI_BASE_URL?: string;

  @IsOptional() @IsString()
  OPENAI_API_KEY?: string;

  @IsOptional() @IsString()
  OPENAI_MODEL?: string;

  @IsOptional() @IsIn(['0', '1'])
  OUTBOUND_ALLOW_PRIVATE?: string;

  @IsOptional() @IsUrl(urlOpts)
  TELEGRAM_API_URL?: string;

  @IsOptional() @IsUrl(urlOpts)
  GOOGLE_SHEETS_API_URL?: string;

  @IsOptional() @IsUrl(urlOpts)
  GOOGLE_OAUTH_TOKEN_URL?: string;

  @IsOptional() @IsString()
  GOOGLE_SERVICE_ACCOUNT_JSON?: string;

  @IsOptional() @IsUrl(urlOpts)
  FACEBOOK_GRAPH_URL?: string;

  @IsOptional() @IsUrl(urlOpts)
  TRACKIFY_RS_URL?: string;

  @IsOptional() @IsUrl(urlOpts)
  TRACKIFY_ME_URL?: string;

  @IsOptional() @Matches(/^\s*[^,\s]+(\s*,\s*[^,\s]+)*\s*$/, { message: 'must be a comma-separated list of ip[:port]' })
  DNS_SERVERS?: string;

  @IsOptional() @Transform(toInt) @IsInt() @Min(100) @Max(30_000)
  DNS_TIMEOUT_MS?: number;

  @IsOptional() @Transform(toInt) @IsInt() @Min(0) @Max(1440)
  SHIPMENT_PULL_MINUTES?: number;

  @IsOptional() @Transform(toInt) @IsInt() @Min(10) @Max(60_000)
  ANALYTICS_FLUSH_MS?: number;

  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(20_000)
  ANALYTICS_BATCH_SIZE?: number;

  @IsOptional() @Transform(toInt) @IsInt() @Min(100) @Max(10_000_000)
  ANALYTICS_BUFFER_MAX?: number;

  @IsOptional() @Matches(/^[a-zA-Z0-9.-]+$/, { message: 'must be a host name such as sites.example.com' })
  DOMAIN_CNAME_TARGET?: string;

  @IsOptional() @Matches(/^\s*[0-9a-fA-F:.]+(\s*,\s*[0-9a-fA-F:.]+)*\s*$/, { message: 'must be a comma-separated list of public IPv4/IPv6 addresses' })
  DOMAIN_APEX_ADDRESSES?: string;

  @IsOptional() @Matches(/^\s*[a-zA-Z0-9.-]+(\s*,\s*[a-zA-Z0-9.-]+)*\s*$/, { message: 'must be a comma-separated list of host names such as staging.example.com' })
  PREVIEW_HOSTS?: string;

  @IsOptional() @Matches(/^[\x21-\x7e]{1,100}$/, { message: 'must be 1-100 printable characters without spaces' })
  DOMAIN_TXT_PREFIX?: string;

  @IsOptional() @Transform(toInt) @IsInt() @Min(1)
  RATE_LIMIT_LOGIN_PER_MIN?: number;

  @IsOptional() @Transform(toInt) @IsInt() @Min(1)
  RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MIN?: number;

  @IsOptional() @Transform(toInt) @IsInt() @Min(1)
  RATE_LIMIT_ORDERS_PER_MIN?: number;

  @IsOptional() @Transform(toInt) @IsInt() @Min(1)
  RATE_LIMIT_ORDER_LOOKUPS_PER_MIN?: number;

  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(300)
  EVENTS_HEARTBEAT_SECONDS?: number;

  @IsOptional() @IsString() @MinLength(32, { message: 'SECRETS_KEY must be at least 32 characters' })
  SECRETS_KEY?: string;

  @IsOptional() @IsString() @MinLength(16, { message: 'METRICS_TOKEN must be at least 16 characters' })
  METRICS_TOKEN?: string;

  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(86400)
  UPSELL_WINDOW_SECONDS?: number;

  @IsOptional() @Matches(/^v\d+\.\d+$/, { message: 'must look like v26.0' })
  FACEBOOK_GRAPH_VERSION?: string;

  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(3600)
  JOB_RETRY_DELAY_SECONDS?: number;

  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(1000)
  SHEETS_WRITES_PER_MIN?: number;

  @IsOptional() @Transform(toInt) @IsInt() @Min(500) @Max(120000)
  INTEGRATION_TIMEOUT_MS?: number;

  @IsOptional() @IsIn(['local', 's3'])
  STORAGE?: string;

  @IsOptional() @IsUrl(urlOpts)
  S3_ENDPOINT?: string;

  @IsOptional() @IsString()
  S3_BUCKET?: string;

  @IsOptional() @IsString()
  S3_REGION?: string;

  @IsOptional() @IsString()
  S3_ACCESS_KEY_ID?: string;

  @IsOptional() @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  @IsOptional() @IsUrl(urlOpts)
  S3_PUBLIC_URL?: string;

  @IsOptional() @Matches(/^\s*https?:\/\/[^,\s]+(\s*,\s*https?:\/\/[^,\s]+)*\s*$/, {
    message: 'must be a comma-separated list of http(s) base URLs',
  })
  SYNC_TARGETS?: string;

  @IsOptional() @Transform(toInt) @IsInt() @Min(1000) @Max(300000)
  OPENAI_TIMEOUT_MS?: number;

  @IsOptional() @IsIn(['0', '1', 'true', 'false'])
  TRUST_PROXY?: string;

  @IsOptional() @Matches(/^\s*[a-z][a-z0-9+.-]*:\/\/[^,\s]+(\s*,\s*[a-z][a-z0-9+.-]*:\/\/[^,\s]+)*\s*$/, {
    message: 'must be a comma-separated list of origins such as app://cod,https://admin.example.com',
  })
  CORS_ORIGINS?: string;

  @IsOptional() @IsIn(['error', 'warn', 'log', 'debug', 'verbose'])
  LOG_LEVEL?: string;

  @IsOptional() @IsIn(['plain', 'json'])
  LOG_FORMAT?: string;

  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(500)
  DATABASE_POOL_SIZE?: number;

  @IsOptional() @Transform(toInt) @IsInt() @Min(0) @Max(3_600_000)
  DATABASE_STATEMENT_TIMEOUT_MS?: number;

  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(8)
  JOB_CONCURRENCY?: number;

  @IsOptional() @Transform(toInt) @IsInt() @Min(0) @Max(120_000)
  SHUTDOWN_DELAY_MS?: number;

  @IsOptional() @Transform(toInt) @IsInt() @Min(100) @Max(600_000)
  SHUTDOWN_TIMEOUT_MS?: number;

  /** Where the built dashboard and public pages are (default: apps/web/dist of this checkout). */
  @IsOptional() @IsString()
  WEB_DIST_DIR?: string;

  /** Where the built public-page renderer is (default: apps/web/dist-ssr of this checkout). */
  @IsOptional() @IsString()
  WEB_SSR_DIR?: string;

  /** `1`: the embedded PostgreSQL's own log lines go to the server's log. */
  @IsOptional() @IsIn(['0', '1'])
  EMBEDDED_PG_LOG?: string;
}
