import { Inject, Injectable } from '@nestjs/common';
import { DELIVERY_REASONS, isIsoDateTime, type MarketId } from '@cod/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { httpDetail, PermanentFailure, TemporaryFailure } from '../delivery-errors.js';
import { callService, retryAfterHeader } from '../service-http.js';
import type { ShipmentProvider, ShipmentRequest } from './shipment-provider.js';

/**
 * Trackify's HTTP API (CONTRACT.md): Serbia goes to TRACKIFY_RS_URL, every other market to
 * TRACKIFY_ME_URL; `Idempotency-Key` is the order number, so a retried call never makes a second parcel.
 */
@Injectable()
export class TrackifyProvider implements ShipmentProvider {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private base(market: MarketId): string | undefined {
    return (market === 'Serbia' ? this.config.trackify.rsUrl : this.config.trackify.meUrl)?.replace(/\/+$/, '');
  }

  unavailable(market: MarketId): string | null {
    return this.base(market) ? null : DELIVERY_REASONS.shipmentNoEndpoint;
  }

  async create(market: MarketId, apiKey: string, shipment: ShipmentRequest): Promise<string> {
    const base = this.base(market);
    if (!base) throw new PermanentFailure(DELIVERY_REASONS.shipmentNoEndpoint);
    const res = await callService(`${base}/v1/shipments`, {
      json: shipment,
      headers: { authorization: `Bearer ${apiKey}`, 'idempotency-key': shipment.reference },
      allowPrivate: this.config.outboundAllowPrivate,
      timeoutMs: this.config.integrationTimeoutMs,
    });
    if (res.status >= 200 && res.status < 300 && typeof res.json?.trackingId === 'string' && res.json.trackingId) return res.json.trackingId.slice(0, 100);
    if (res.status >= 200 && res.status < 300) throw new TemporaryFailure('odgovor bez trackingId');
    if (res.status === 429) throw new TemporaryFailure(httpDetail(429), retryAfterHeader(res.headers) ?? 30);
    if (res.status >= 500 || res.status === 409) throw new TemporaryFailure(httpDetail(res.status));
    if (res.status === 401 || res.status === 403) throw new PermanentFailure(DELIVERY_REASONS.shipmentUnauthorized);
    throw new PermanentFailure(DELIVERY_REASONS.shipmentRejected(String(res.json?.message ?? httpDetail(res.status)).slice(0, 200)));
  }

  /** `GET {base}/v1/shipments/{trackingId}`: the parcel's statuses so far (the pull fallback of the push). */
  async shipment(market: MarketId, apiKey: string, trackingId: string): Promise<{ status: string; at: string; note: string | null }[]> {
    const base = this.base(market);
    if (!base) throw new PermanentFailure(DELIVERY_REASONS.shipmentNoEndpoint);
    const res = await callService(`${base}/v1/shipments/${encodeURIComponent(trackingId)}`, {
      headers: { authorization: `Bearer ${apiKey}` },
      allowPrivate: this.config.outboundAllowPrivate,
      timeoutMs: this.config.integrationTimeoutMs,
    });
    if (res.status !== 200) throw new TemporaryFailure(httpDetail(res.status));
    const history: unknown = res.json?.history;
    if (!Array.isArray(history)) return [];
    return history.flatMap((h) =>
      h && typeof h === 'object' && typeof h.status === 'string' && typeof h.at === 'string' && isIsoDateTime(h.at)
        ? [{ status: h.status, at: h.at, note: typeof h.note === 'string' ? h.note.slice(0, 500) : null }]
        : [],
    );
  }

  async test(market: MarketId, apiKey: string): Promise<boolean> {
    const base = this.base(market);
    if (!base) return false;
    try {
      const res = await callService(`${base}/v1/account`, { headers: { authorization: `Bearer ${apiKey}` }, allowPrivate: this.config.outboundAllowPrivate, timeoutMs: this.config.integrationTimeoutMs });
      return res.status === 200;
    } catch {
      return false;
    }
  }
}
