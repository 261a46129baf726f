import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DOMAIN_RECORD_GRACE_DAYS, domainTxtValue } from '@cod/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { JobsService, QUEUES } from '../jobs/index.js';
import { DnsLookup } from './dns-lookup.js';
import { txtVerified } from './dns-report.js';
import { DomainsRepository, type DomainRow } from './domains.repository.js';
import { DomainsService } from './domains.service.js';

/** Every day at 04:17 Belgrade time, once for all processes (pg-boss schedule). */
const DAILY = '17 4 * * *';
const PARALLEL = 8;
const DAY_MS = 86_400_000;

export interface RecheckResult {
  checked: number;
  /** The TXT record is gone (marked now, or still missing). */
  missing: number;
  /** Missing longer than the grace period: no longer verified. */
  unverified: number;
  /** The DNS servers did not answer: nothing changed for these. */
  unanswered: number;
}

/**
 * The daily re-check of verified domains: a domain whose TXT record is gone is marked
 * (`record_missing_since`, shown to the seller on /domain and /domains) and keeps being served; missing for
 * DOMAIN_RECORD_GRACE_DAYS it is unverified (no certificate, no pages), which also frees the host for
 * whoever proves it next. A record that comes back clears the mark. A DNS failure changes nothing.
 */
@Injectable()
export class DomainRecheck implements OnApplicationBootstrap {
  private readonly logger = new Logger('DomainRecheck');

  constructor(
    private readonly rows: DomainsRepository,
    private readonly dns: DnsLookup,
    private readonly domains: DomainsService,
    private readonly jobs: JobsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap() {
    await this.jobs.schedule(QUEUES.domainRecheck, DAILY);
    this.jobs.consume<object>(QUEUES.domainRecheck, { batchSize: 1, pollMs: 60_000 }, async (jobs) => {
      for (const job of jobs) {
        try {
          const r = await this.recheckAll();
          this.logger.log(`checked ${r.checked}: ${r.missing} missing, ${r.unverified} unverified, ${r.unanswered} unanswered`);
          await this.jobs.complete(QUEUES.domainRecheck, [job.id]);
        } catch (err) {
          await this.jobs.fail(QUEUES.domainRecheck, [job.id], (err as Error).message);
        }
      }
    });
  }

  async recheckAll(now = new Date()): Promise<RecheckResult> {
    const rows = await this.rows.verified();
    const result: RecheckResult = { checked: 0, missing: 0, unverified: 0, unanswered: 0 };
    let next = 0;
    const worker = async () => {
      while (next < rows.length) await this.recheck(rows[next++], now, result);
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, rows.length) }, worker));
    return result;
  }

  private async recheck(row: DomainRow, now: Date, result: RecheckResult) {
    const txt = await txtVerified(this.dns, row.host, domainTxtValue(this.config.domainTxtPrefix, row.verificationToken));
    result.checked++;
    if (txt.ok) {
      await this.rows.recordFound(row.id, now);
      return;
    }
    if (txt.failures.length) {
      result.unanswered++;
      await this.rows.checked(row.id, now);
      return;
    }
    result.missing++;
    const since = row.recordMissingSince ? new Date(row.recordMissingSince) : null;
    if (since && now.getTime() - since.getTime() >= DOMAIN_RECORD_GRACE_DAYS * DAY_MS) {
      result.unverified++;
      await this.domains.unverify(row.id, row.userId, row.host);
      return;
    }
    await this.rows.recordMissing(row.id, now);
  }
}
