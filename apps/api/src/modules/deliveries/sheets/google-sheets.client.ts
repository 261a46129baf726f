import { Inject, Injectable, Logger } from '@nestjs/common';
import { DELIVERY_REASONS } from '@cod/contracts';
import type { JWT } from 'google-auth-library';
import fs from 'node:fs';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { httpDetail, PermanentFailure, TemporaryFailure } from '../delivery-errors.js';
import { guardedFetch } from '../guarded-fetch.js';
import { callService, retryAfterHeader, type ServiceResponse } from '../service-http.js';

const SCOPE = 'https://www.googleapis.com/auth/spreadsheets';
/** Where google-auth-library sends its token request; GOOGLE_OAUTH_TOKEN_URL may point elsewhere. */
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
/** The 12 columns of spec 000 §2, from the first column: each order is one appended row. */
const RANGE = 'A:L';

interface ServiceAccount {
  client_email: string;
  private_key: string;
  private_key_id?: string;
}

function readServiceAccount(setting: string | undefined): ServiceAccount | null {
  if (!setting) return null;
  const text = setting.trimStart().startsWith('{') ? setting : fs.readFileSync(setting, 'utf8');
  const parsed = JSON.parse(text) as Partial<ServiceAccount>;
  if (typeof parsed.client_email !== 'string' || typeof parsed.private_key !== 'string') throw new Error('client_email or private_key missing');
  return { client_email: parsed.client_email, private_key: parsed.private_key, private_key_id: parsed.private_key_id };
}

/**
 * Google Sheets through the product's one service account (GOOGLE_SERVICE_ACCOUNT_JSON): google-auth-library
 * signs the JWT and exchanges it for an access token (at GOOGLE_OAUTH_TOKEN_URL, cached until it expires);
 * rows are appended with valueInputOption=RAW, so a buyer's text is never read as a formula and phone
 * numbers keep their leading 0 or +.
 */
@Injectable()
export class GoogleSheetsClient {
  private readonly logger = new Logger('GoogleSheets');
  private readonly account: ServiceAccount | null = null;
  /** google-auth-library's signer, made (and the library loaded) with the first call rather than at every start. */
  private auth: Promise<JWT> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    try {
      this.account = readServiceAccount(config.google.serviceAccountJson);
    } catch (err) {
      this.logger.error(`GOOGLE_SERVICE_ACCOUNT_JSON is unusable (${(err as Error).message}): spreadsheet export is off`);
    }
  }

  private signer(account: ServiceAccount): Promise<JWT> {
    return (this.auth ??= import('google-auth-library').then(({ JWT }) => {
      const auth = new JWT({
        email: account.client_email,
        key: account.private_key,
        keyId: account.private_key_id,
        scopes: [SCOPE],
        transporterOptions: { fetchImplementation: guardedFetch(this.config.outboundAllowPrivate, this.config.integrationTimeoutMs) },
      });
      const tokenUrl = this.config.google.oauthTokenUrl;
      if (tokenUrl !== GOOGLE_TOKEN_URL) {
        auth.transporter.interceptors.request.add({
          resolved: async (options) => (options.url.href === GOOGLE_TOKEN_URL ? { ...options, url: new URL(tokenUrl) } : options),
        });
      }
      return auth;
    }));
  }

  /** The e-mail sellers share their sheet with; null when the server has no service account. */
  get serviceAccountEmail(): string | null {
    return this.account?.client_email ?? null;
  }

  /** The spreadsheet's title (the Notifications tab's Test button). */
  async title(sheetId: string): Promise<string> {
    const res = await this.call(`/v4/spreadsheets/${encodeURIComponent(sheetId)}?fields=properties.title`);
    return String(res.json?.properties?.title ?? '');
  }

  /** Appends rows below the sheet's table, as they are. */
  async append(sheetId: string, rows: string[][]): Promise<void> {
    const range = encodeURIComponent(RANGE);
    await this.call(`/v4/spreadsheets/${encodeURIComponent(sheetId)}/values/${range}:append?valueInputOption=RAW&insertDataOption=INSERT_ROWS`, { values: rows });
  }

  private async call(path: string, json?: unknown): Promise<ServiceResponse> {
    if (!this.account) throw new PermanentFailure(DELIVERY_REASONS.sheetsNotConfigured);
    const auth = await this.signer(this.account);
    let token: string;
    try {
      token = (await auth.getAccessToken()).token ?? '';
    } catch (err) {
      throw new TemporaryFailure(`Google prijava: ${(err as Error).message.slice(0, 120)}`);
    }
    const res = await callService(this.config.google.sheetsApiUrl.replace(/\/+$/, '') + path, {
      json,
      headers: { authorization: `Bearer ${token}` },
      allowPrivate: this.config.outboundAllowPrivate,
      timeoutMs: this.config.integrationTimeoutMs,
    });
    if (res.status >= 200 && res.status < 300) return res;
    const message = String(res.json?.error?.message ?? '').slice(0, 200);
    if (res.status === 429) throw new TemporaryFailure(httpDetail(429), retryAfterHeader(res.headers) ?? 30);
    if (res.status >= 500) throw new TemporaryFailure(httpDetail(res.status));
    if (res.status === 401) {
      // A token Google no longer takes: the next call signs a fresh one.
      auth.credentials = {};
      throw new TemporaryFailure(httpDetail(401));
    }
    if (res.status === 403) throw new PermanentFailure(DELIVERY_REASONS.sheetsNotShared(this.account.client_email));
    if (res.status === 404) throw new PermanentFailure(DELIVERY_REASONS.sheetsNotFound);
    throw new PermanentFailure(DELIVERY_REASONS.sheetsRejected(message || httpDetail(res.status)));
  }
}
