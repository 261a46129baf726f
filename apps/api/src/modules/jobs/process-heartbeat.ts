import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { SqlPool } from '../../database/sql-pool.js';
import { beatProcess, forgetSilentProcesses, liveProcesses, unregisterProcess } from './api-processes.repository.js';

/** How often a process says it is alive. */
export const HEARTBEAT_MS = 5_000;
/** A process silent this long is dead: any other process takes its work over (jobs, deliveries being sent). */
export const DEAD_AFTER_SECONDS = 15;
/** A dead process's row is kept this long (what ran where can be read), then removed. */
const FORGET_AFTER_SECONDS = 3_600;

/**
 * This process in `api_processes`: registered at start, a heartbeat every HEARTBEAT_MS (with what else must be
 * kept fresh while it lives: the jobs it holds), removed at a graceful stop. A process killed with `kill -9`
 * simply stops beating.
 */
@Injectable()
export class ProcessHeartbeat implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Heartbeat');
  /** This process's id (a delivery being sent names it as its holder). */
  readonly id = randomUUID();
  private readonly host = os.hostname();
  private readonly beats: (() => Promise<unknown>)[] = [];
  private timer?: NodeJS.Timeout;
  private beating?: Promise<void>;

  constructor(private readonly sql: SqlPool) {}

  async onModuleInit() {
    await beatProcess(this.sql.pool, this.id, process.pid, this.host);
    this.timer = setInterval(() => void (this.beating ??= this.beat().finally(() => (this.beating = undefined))), HEARTBEAT_MS);
    this.timer.unref();
  }

  /** Work to do at each heartbeat while this process lives (e.g. keeping its held jobs from looking orphaned). */
  onBeat(work: () => Promise<unknown>) {
    this.beats.push(work);
  }

  private async beat() {
    try {
      await beatProcess(this.sql.pool, this.id, process.pid, this.host);
      await forgetSilentProcesses(this.sql.pool, FORGET_AFTER_SECONDS);
      for (const work of this.beats) await work();
    } catch (err) {
      this.logger.warn(`heartbeat failed: ${(err as Error).message}`);
    }
  }

  /** The processes alive now (a heartbeat within DEAD_AFTER_SECONDS), this one included. */
  live(): Promise<string[]> {
    return liveProcesses(this.sql.pool, DEAD_AFTER_SECONDS);
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.beating;
    await unregisterProcess(this.sql.pool, this.id).catch(() => undefined);
  }
}
