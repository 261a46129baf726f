import { isIP } from 'node:net';
import { DESKTOP_APP_ORIGIN } from '@cod/contracts';
import path from 'node:path';
import * as v from 'valibot';
import { ENV_SCHEMA, type Env } from './env.schema.js';

export type LogLevel = 'error' | 'warn' | 'log' | 'debug' | 'verbose';

/** The one typed view of the settings (CONTRACT.md). */
export interface AppConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  adminEmail: string;
  adminPassword?: string;
  /** Unset: generated once and kept in DATA_DIR (see secrets.ts). */
  jwtSecret?: string;
  publicBaseUrl?: string;
  aiProvider: 'offline' | 'openai';
  openai: { baseUrl: string; apiKey?: string; model: string; timeoutMs: number };
  outboundAllowPrivate: boolean;
  telegramApiUrl: string;
  google: { sheetsApiUrl: string; oauthTokenUrl: string; serviceAccountJson?: string };
  facebookGraphUrl: string;
  /** Graph API version of the Conversions API calls. */
  facebookGraphVersion: string;
  /** Unset: generated once and kept in DATA_DIR; seals the sellers' integration secrets (SecretBox). */
  secretsKey?: string;
  /** The bearer token GET /metrics asks for; unset: no metrics (404). */
  metricsToken?: string;
  /** After an order, how long upsells may join its parcel; its shipment is created when this window closes. */
  upsellWindowSeconds: number;
  /** The first retry delay of an integration job (doubled on each further retry). */
  jobRetryDelaySeconds: number;
  /** Appends to Google Sheets per minute, shared by every seller (one service account; Google allows 60). */
  sheetsWritesPerMin: number;
  /** How long a call to Telegram, Google, Meta or the courier may take before it counts as failed (and is retried). */
  integrationTimeoutMs: number;
  trackify: { rsUrl?: string; meUrl?: string };
  dnsServers: string[];
  /** One DNS query's first time-out (the resolver tries twice, the second time with twice as long). */
  dnsTimeoutMs: number;
  /** How often the courier is asked about parcels still on their way (0: never; pushes only). */
  shipmentPullMinutes: number;
  /** The funnel's page events: written every `flushMs` in batches of `batchSize`; past `bufferMax` in memory, dropped. */
  analytics: { flushMs: number; batchSize: number; bufferMax: number };
  /** The host sellers point their domain's CNAME at; unset: the host of the public base URL. */
  domainCnameTarget?: string;
  /** The platform's public addresses an apex domain's A/AAAA records point at (DOMAIN_APEX_ADDRESSES). */
  domainApexAddresses: string[];
  /** The verification TXT value is this prefix followed by the domain's token. */
  domainTxtPrefix: string;
  /** Preview/dev host names (lower case, no final dot) that show the platform's pages with the preview banner, beside localhost and IP addresses. */
  previewHosts: string[];
  rateLimit: {
    /** Failed sign-ins per minute for one address and e-mail. */
    loginPerMin: number;
    /** Failed sign-ins per minute from one address, whatever the e-mails (password spraying). */
    loginPerAddressPerMin: number;
    ordersPerMin: number;
    orderLookupsPerMin: number;
  };
  /** How often GET /api/events sends a keep-alive comment and re-checks its subscribers' sessions. */
  eventsHeartbeatSeconds: number;
  storage: 'local' | 's3';
  s3?: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; publicUrl: string };
  /** Other deployments of the product, checked by the cross-environment sync test. */
  syncTargets: string[];
  trustProxy: boolean;
  /** Other origins allowed to call the API with credentials: the desktop app's `app://cod`. */
  corsOrigins: string[];
  logLevel: LogLevel;
  /** `plain` (Nest's console lines) or `json` (one JSON object per line with time, level, context, message, requestId, stack). */
  logFormat: 'plain' | 'json';
  database: {
    /** Connections of the main (TypeORM) pool; the public order path's pool gets 4/5 of it (SqlPool). */
    poolSize: number;
    /** PostgreSQL `statement_timeout` of the app's pools, in ms (0: none). Migrations run without it. */
    statementTimeoutMs: number;
  };
  /** Fetch loops per job queue in this process (JOB_CONCURRENCY). */
  jobConcurrency: number;
  shutdown: {
    /** After SIGTERM: how long readiness says 503 while requests are still served, so a proxy stops sending first. */
    delayMs: number;
    /** Then: how long in-flight requests and running jobs may take to finish before the process stops anyway. */
    timeoutMs: number;
  };
  /** Directory of the built web app (WEB_DIST_DIR, default apps/web/dist). */
  webDistDir: string;
  /** EMBEDDED_PG_LOG=1: the embedded PostgreSQL's own log lines in the server's log. */
  embeddedPgLog: boolean;
  /** Directory of the public-page renderer (apps/web/dist-ssr). */
  webSsrDir: string;
}

export class ConfigError extends Error {}

/**
 * Defaults of the operations settings (README "Settings"). The shutdown's 2 s + 6 s fit in the 10 s that
 * `docker stop` and most supervisors give before SIGKILL.
 */
export const OPERATIONS_DEFAULTS = { databasePoolSize: 20, statementTimeoutMs: 15_000, jobConcurrency: 1, shutdownDelayMs: 2000, shutdownTimeoutMs: 6000 } as const;
/** A statement timeout this short would fail ordinary queries: 0 (none) or at least this. */
export const MIN_STATEMENT_TIMEOUT_MS = 100;


const here = path.dirname(new URL(import.meta.url).pathname);
/** apps/api/dist/config → repository root. */
export const REPO_ROOT = path.resolve(here, '../../../..');

/** Reads and validates the environment; throws ConfigError naming each bad setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw: Record<string, string | undefined> = {};
  for (const key of Object.keys(env)) {
    const value = env[key];
    // An empty setting means "not set", as in most twelve-factor tools.
    if (value !== undefined && value.trim() !== '') raw[key] = value.trim();
  }
  const result = v.safeParse(ENV_SCHEMA, raw);
  if (!result.success) {
    const reasons = new Map<string, string[]>();
    for (const issue of result.issues) {
      const key = String(issue.path?.[0]?.key);
      reasons.set(key, [...(reasons.get(key) ?? []), issue.message]);
    }
    const lines = [...reasons].map(([key, why]) => `  ${key}=${JSON.stringify(raw[key])}: ${why.join('; ')}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const parsed = result.output;
  if (parsed.STORAGE === 's3') {
    const missing = S3_KEYS.filter((k) => !parsed[k]);
    if (missing.length) throw new ConfigError(`Invalid settings:\n  STORAGE="s3" needs ${missing.join(', ')}`);
  }
  const statementTimeoutMs = parsed.DATABASE_STATEMENT_TIMEOUT_MS ?? OPERATIONS_DEFAULTS.statementTimeoutMs;
  if (statementTimeoutMs > 0 && statementTimeoutMs < MIN_STATEMENT_TIMEOUT_MS) {
    throw new ConfigError(
      `Invalid settings:\n  DATABASE_STATEMENT_TIMEOUT_MS=${JSON.stringify(raw.DATABASE_STATEMENT_TIMEOUT_MS)}: must be 0 (no limit) or at least ${MIN_STATEMENT_TIMEOUT_MS}`,
    );
  }
  const dataDir = path.resolve(parsed.DATA_DIR ?? './.data');
  const port = parsed.PORT ?? 3000;
  return {
    port,
    host: parsed.HOST ?? '0.0.0.0',
    databaseUrl: parsed.DATABASE_URL,
    dataDir,
    adminEmail: (parsed.ADMIN_EMAIL ?? 'admin@example.com').toLowerCase(),
    adminPassword: parsed.ADMIN_PASSWORD,
    jwtSecret: parsed.JWT_SECRET,
    publicBaseUrl: parsed.PUBLIC_BASE_URL?.replace(/\/+$/, ''),
    aiProvider: (parsed.AI_PROVIDER as AppConfig['aiProvider']) ?? 'offline',
    openai: {
      baseUrl: parsed.OPENAI_BASE_URL ?? 'https://api.openai.com/v1',
      apiKey: parsed.OPENAI_API_KEY,
      model: parsed.OPENAI_MODEL ?? 'gpt-4o-mini',
      timeoutMs: parsed.OPENAI_TIMEOUT_MS ?? 45_000,
    },
    outboundAllowPrivate: parsed.OUTBOUND_ALLOW_PRIVATE === '1',
    telegramApiUrl: parsed.TELEGRAM_API_URL ?? 'https://api.telegram.org',
    google: {
      sheetsApiUrl: parsed.GOOGLE_SHEETS_API_URL ?? 'https://sheets.googleapis.com',
      oauthTokenUrl: parsed.GOOGLE_OAUTH_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
      serviceAccountJson: parsed.GOOGLE_SERVICE_ACCOUNT_JSON,
    },
    facebookGraphUrl: parsed.FACEBOOK_GRAPH_URL ?? 'https://graph.facebook.com',
    facebookGraphVersion: parsed.FACEBOOK_GRAPH_VERSION ?? 'v26.0',
    secretsKey: parsed.SECRETS_KEY,
    metricsToken: parsed.METRICS_TOKEN,
    upsellWindowSeconds: parsed.UPSELL_WINDOW_SECONDS ?? 900,
    jobRetryDelaySeconds: parsed.JOB_RETRY_DELAY_SECONDS ?? 10,
    sheetsWritesPerMin: parsed.SHEETS_WRITES_PER_MIN ?? 55,
    integrationTimeoutMs: parsed.INTEGRATION_TIMEOUT_MS ?? 10_000,
    trackify: { rsUrl: parsed.TRACKIFY_RS_URL, meUrl: parsed.TRACKIFY_ME_URL },
    dnsServers: parsed.DNS_SERVERS ? parsed.DNS_SERVERS.split(',').map((s) => s.trim()) : [],
    dnsTimeoutMs: parsed.DNS_TIMEOUT_MS ?? 2_500,
    shipmentPullMinutes: parsed.SHIPMENT_PULL_MINUTES ?? 30,
    analytics: { flushMs: parsed.ANALYTICS_FLUSH_MS ?? 1000, batchSize: parsed.ANALYTICS_BATCH_SIZE ?? 2000, bufferMax: parsed.ANALYTICS_BUFFER_MAX ?? 100_000 },
    domainCnameTarget: parsed.DOMAIN_CNAME_TARGET?.toLowerCase().replace(/\.$/, ''),
    domainApexAddresses: parsed.DOMAIN_APEX_ADDRESSES ? parsed.DOMAIN_APEX_ADDRESSES.split(',').map((a) => a.trim()).filter((a) => isIP(a) !== 0) : [],
    domainTxtPrefix: parsed.DOMAIN_TXT_PREFIX ?? 'cod-verify=',
    previewHosts: parsed.PREVIEW_HOSTS ? parsed.PREVIEW_HOSTS.split(',').map((h) => h.trim().toLowerCase().replace(/\.$/, '')) : [],
    rateLimit: {
      loginPerMin: parsed.RATE_LIMIT_LOGIN_PER_MIN ?? 10,
      loginPerAddressPerMin: parsed.RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MIN ?? 30,
      ordersPerMin: parsed.RATE_LIMIT_ORDERS_PER_MIN ?? 20,
      orderLookupsPerMin: parsed.RATE_LIMIT_ORDER_LOOKUPS_PER_MIN ?? 30,
    },
    eventsHeartbeatSeconds: parsed.EVENTS_HEARTBEAT_SECONDS ?? 15,
    storage: (parsed.STORAGE as AppConfig['storage']) ?? 'local',
    s3: s3Settings(parsed),
    syncTargets: parsed.SYNC_TARGETS ? parsed.SYNC_TARGETS.split(',').map((s) => s.trim().replace(/\/+$/, '')) : [],
    trustProxy: parsed.TRUST_PROXY === '1' || parsed.TRUST_PROXY === 'true',
    corsOrigins: (parsed.CORS_ORIGINS ?? DESKTOP_APP_ORIGIN).split(',').map((o) => o.trim().replace(/\/+$/, '')),
    logLevel: (parsed.LOG_LEVEL as LogLevel) ?? 'log',
    logFormat: (parsed.LOG_FORMAT as AppConfig['logFormat']) ?? 'plain',
    database: { poolSize: parsed.DATABASE_POOL_SIZE ?? OPERATIONS_DEFAULTS.databasePoolSize, statementTimeoutMs },
    jobConcurrency: parsed.JOB_CONCURRENCY ?? OPERATIONS_DEFAULTS.jobConcurrency,
    shutdown: {
      delayMs: parsed.SHUTDOWN_DELAY_MS ?? OPERATIONS_DEFAULTS.shutdownDelayMs,
      timeoutMs: parsed.SHUTDOWN_TIMEOUT_MS ?? OPERATIONS_DEFAULTS.shutdownTimeoutMs,
    },
    webDistDir: path.resolve(parsed.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist')),
    embeddedPgLog: parsed.EMBEDDED_PG_LOG === '1',
    webSsrDir: path.resolve(parsed.WEB_SSR_DIR ?? path.join(REPO_ROOT, 'apps/web/dist-ssr')),
  };
}

const S3_KEYS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const;

function s3Settings(p: Env): AppConfig['s3'] {
  if (!p.S3_ENDPOINT || !p.S3_BUCKET || !p.S3_ACCESS_KEY_ID || !p.S3_SECRET_ACCESS_KEY || !p.S3_PUBLIC_URL) return undefined;
  return {
    endpoint: p.S3_ENDPOINT,
    bucket: p.S3_BUCKET,
    region: p.S3_REGION ?? 'us-east-1',
    accessKeyId: p.S3_ACCESS_KEY_ID,
    secretAccessKey: p.S3_SECRET_ACCESS_KEY,
    publicUrl: p.S3_PUBLIC_URL,
  };
}

/** The base URL links are written with; falls back to the port the server really listens on. */
export function publicBaseUrl(config: AppConfig, listeningPort: number): string {
  return config.publicBaseUrl ?? `http://localhost:${listeningPort}`;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
