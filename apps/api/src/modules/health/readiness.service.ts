import { Injectable, Logger } from '@nestjs/common';
import type { NotReadyReason } from '@cod/contracts';
import { DataSource } from 'typeorm';
import { MigrationState } from '../../database/database.module.js';
import { ping } from '../../database/ping.js';

/** How long `SELECT 1` may take before the process counts as not ready. */
export const READINESS_DB_TIMEOUT_MS = 2000;
/** A check's answer is reused this long, so a busy health checker costs one query per second. */
export const READINESS_CACHE_MS = 1000;

export type Readiness = { ready: true; database: 'ok'; migrations: 'done' } | { ready: false; reason: NotReadyReason };

/**
 * Whether this process should get traffic: migrations done and the database answering `SELECT 1`
 * within READINESS_DB_TIMEOUT_MS (on the main pool: a pool stuck for that long is not ready either).
 * One check at a time; its answer is cached for READINESS_CACHE_MS. A change of state is logged once.
 */
@Injectable()
export class ReadinessService {
  private readonly logger = new Logger('Readiness');
  private cached?: { at: number; answer: Readiness };
  private running?: Promise<Readiness>;
  private lastReady?: boolean;
  private shuttingDown = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly migrations: MigrationState,
  ) {}

  /** From now on the answer is 'shutting-down': the proxy stops sending while this process drains (see graceful-stop.ts). */
  shutDown() {
    this.shuttingDown = true;
    this.settle({ ready: false, reason: 'shutting-down' }, 'shutting down');
  }

  check(): Promise<Readiness> {
    if (this.shuttingDown) return Promise.resolve({ ready: false, reason: 'shutting-down' });
    const now = Date.now();
    if (this.cached && now - this.cached.at < READINESS_CACHE_MS) return Promise.resolve(this.cached.answer);
    return (this.running ??= this.probe().then((answer) => {
      this.cached = { at: Date.now(), answer };
      this.running = undefined;
      return answer;
    }));
  }

  private async probe(): Promise<Readiness> {
    if (!this.migrations.done) return this.settle({ ready: false, reason: 'migrations-pending' }, 'migrations are running');
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), READINESS_DB_TIMEOUT_MS)));
      const outcome = await Promise.race([ping(this.dataSource).then(() => 'ok' as const), timeout]);
      if (outcome === 'timeout') return this.settle({ ready: false, reason: 'database-timeout' }, `SELECT 1 took over ${READINESS_DB_TIMEOUT_MS} ms`);
      return this.settle({ ready: true, database: 'ok', migrations: 'done' });
    } catch (err) {
      return this.settle({ ready: false, reason: 'database-unreachable' }, `database unreachable: ${(err as Error)?.message ?? err}`);
    } finally {
      clearTimeout(timer);
    }
  }

  private settle(answer: Readiness, detail?: string): Readiness {
    if (answer.ready !== this.lastReady) {
      if (answer.ready) {
        if (this.lastReady === false) this.logger.log('Ready again');
      } else this.logger.warn(`Not ready: ${detail}`);
      this.lastReady = answer.ready;
    }
    return answer;
  }
}
