import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { DELIVERY_REASONS } from '@cod/contracts';
import { SharedRateLimiter } from '../../../common/rate-limit/shared-rate-limiter.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { SqlPool } from '../../../database/sql-pool.js';
import type { OpeningSubject } from '../parcel.reader.js';
import type { User } from '../../users/index.js';
import { TemporaryFailure } from '../delivery-errors.js';
import type { ChannelHandler, ChannelResult, Delivery, HandedOver, Opening } from '../workers/channel-handler.js';
import { GoogleSheetsClient } from './google-sheets.client.js';
import { sheetRow } from './sheet-rows.js';

/**
 * The seller's spreadsheet: one row per order and per upsell. Rows waiting for the same sheet go in one
 * append (the consumer lingers a moment after a wake to gather them), and every append of every seller
 * counts against one shared budget, since one service account writes them all (Google: 60 per minute).
 */
@Injectable()
export class SheetsChannel implements ChannelHandler, OnModuleDestroy {
  readonly channel = 'sheets' as const;
  readonly consumer = { batchSize: 200, pollMs: 3000, lingerMs: 1000 };
  readonly repeatsAreVisible = true;
  private readonly writes: SharedRateLimiter;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly sheets: GoogleSheetsClient,
    sql: SqlPool,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.writes = new SharedRateLimiter(sql, 'sheets-writes', config.sheetsWritesPerMin);
    this.sweeper = setInterval(() => void this.writes.sweep(), 60_000);
    this.sweeper.unref();
  }

  onModuleDestroy() {
    clearInterval(this.sweeper);
  }

  opening(_subject: OpeningSubject, seller: User): Opening {
    return seller.googleSheetsId ? { state: 'waiting' } : null;
  }

  async deliver(deliveries: Delivery[], handedOver?: HandedOver): Promise<Map<string, ChannelResult>> {
    const results = new Map<string, ChannelResult>();
    const bySheet = new Map<string, Delivery[]>();
    for (const d of deliveries) {
      const sheetId = d.seller.googleSheetsId;
      if (!sheetId) results.set(d.subject.ref, { off: DELIVERY_REASONS.notConnected('Google Sheets') });
      else bySheet.set(sheetId, [...(bySheet.get(sheetId) ?? []), d]);
    }
    for (const [sheetId, group] of bySheet) {
      // Oldest first, as a seller reads a sheet.
      group.sort((a, b) => (a.subject.upsell?.createdAt ?? a.subject.parcel.order.createdAt).localeCompare(b.subject.upsell?.createdAt ?? b.subject.parcel.order.createdAt));
      let outcome: ChannelResult = { sent: true };
      const wait = await this.writes.hit('all');
      try {
        if (wait > 0) throw new TemporaryFailure('Google Sheets: ograničenje upisa', wait);
        await this.sheets.append(sheetId, group.map((d) => sheetRow(d.subject)));
        await handedOver?.(group.map((d) => d.subject.ref)).catch(() => undefined);
      } catch (err) {
        outcome = err as Error;
      }
      for (const d of group) results.set(d.subject.ref, outcome);
    }
    return results;
  }
}
