import { Inject, Injectable } from '@nestjs/common';
import { INTEGRATION_CHANNEL, INTEGRATION_NAMES, type IntegrationName, type IntegrationsStatusResponse } from '@cod/contracts';
import { SqlPool } from '../../database/sql-pool.js';
import type { User } from '../users/index.js';
import { forgetIntegrationResult, integrationResults, recordIntegrationResult } from './deliveries.repository.js';
import { GoogleSheetsClient } from './sheets/google-sheets.client.js';
import { SHIPMENT_PROVIDER, type ShipmentProvider } from './shipments/shipment-provider.js';

/**
 * `GET /api/settings/integrations`: for each integration, whether the seller set it up, whether the platform
 * can run it, and its last real result — a delivery settled (kept by the ledger's settle statement) or a test
 * of the saved values. The screens say "connected" only after an "ok".
 */
@Injectable()
export class IntegrationsStatus {
  constructor(
    private readonly sql: SqlPool,
    private readonly sheets: GoogleSheetsClient,
    @Inject(SHIPMENT_PROVIDER) private readonly shipments: ShipmentProvider,
  ) {}

  async of(user: User): Promise<IntegrationsStatusResponse> {
    const results = new Map((await integrationResults(this.sql.pool, user.id)).map((r) => [r.channel, r]));
    const configured: Record<IntegrationName, boolean> = {
      telegram: Boolean(user.telegramBotId && user.telegramChatId),
      sheets: Boolean(user.googleSheetsId),
      capi: Boolean(user.facebookPixelId && user.facebookCapiToken),
      trackify: Boolean(user.trackifyApiKey || user.trackifyApiKeySrb),
    };
    const trackifyReady = (user.trackifyApiKeySrb ? !this.shipments.unavailable('Serbia') : false) || (user.trackifyApiKey ? !this.shipments.unavailable('Montenegro') : false);
    const serverReady: Record<IntegrationName, boolean> = {
      telegram: true,
      sheets: this.sheets.serviceAccountEmail !== null,
      capi: true,
      trackify: configured.trackify ? trackifyReady : !this.shipments.unavailable('Serbia') || !this.shipments.unavailable('Montenegro'),
    };
    return Object.fromEntries(
      INTEGRATION_NAMES.map((name) => {
        const last = results.get(INTEGRATION_CHANNEL[name]);
        return [name, { configured: configured[name], serverReady: serverReady[name], lastResult: last?.result ?? null, lastError: last?.error ?? null, at: last?.at ?? null }];
      }),
    ) as IntegrationsStatusResponse;
  }

  /** The seller saved other values: until they prove themselves, there is no result. */
  forget(userId: number, name: IntegrationName): Promise<void> {
    return forgetIntegrationResult(this.sql.pool, userId, INTEGRATION_CHANNEL[name]);
  }

  /** A test of the saved values is a real result too. */
  record(userId: number, name: IntegrationName, ok: boolean, error: string | null = null): Promise<void> {
    return recordIntegrationResult(this.sql.pool, userId, INTEGRATION_CHANNEL[name], ok, error);
  }
}
