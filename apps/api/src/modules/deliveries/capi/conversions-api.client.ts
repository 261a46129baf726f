import { Inject, Injectable } from '@nestjs/common';
import { DELIVERY_REASONS } from '@cod/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { httpDetail, PermanentFailure, TemporaryFailure } from '../delivery-errors.js';
import { callService, retryAfterHeader } from '../service-http.js';

// Graph's throttling codes (application, user, page, API-specific limits): come back later.
const THROTTLED = new Set([4, 17, 32, 613, 80001, 80004]);

/** Meta's Conversions API: `POST {graph}/{version}/{pixelId}/events` with the seller's access token. */
@Injectable()
export class ConversionsApiClient {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async send(pixelId: string, accessToken: string, events: object[]): Promise<void> {
    const url = `${this.config.facebookGraphUrl.replace(/\/+$/, '')}/${this.config.facebookGraphVersion}/${encodeURIComponent(pixelId)}/events`;
    const res = await callService(url, { json: { data: events, access_token: accessToken }, allowPrivate: this.config.outboundAllowPrivate, timeoutMs: this.config.integrationTimeoutMs });
    if (res.status >= 200 && res.status < 300) return;
    const error = res.json?.error ?? {};
    const code = Number(error.code);
    if (res.status === 429 || THROTTLED.has(code)) throw new TemporaryFailure(httpDetail(res.status), retryAfterHeader(res.headers) ?? 60);
    if (res.status >= 500 || error.is_transient === true || code === 1 || code === 2) throw new TemporaryFailure(httpDetail(res.status));
    if (code === 190 || res.status === 401) throw new PermanentFailure(DELIVERY_REASONS.capiUnauthorized);
    throw new PermanentFailure(DELIVERY_REASONS.capiRejected(String(error.error_user_msg ?? error.message ?? httpDetail(res.status)).slice(0, 200)));
  }
}
