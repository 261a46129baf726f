import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { SharedRateLimiter } from '../../common/rate-limit/shared-rate-limiter.js';
import { SqlPool } from '../../database/sql-pool.js';

/**
 * Copy calls of one user per minute (comments and rewrites together): each may cost a model call, and
 * the editor makes one when it opens and one per 'Prepiši'. Counted in PostgreSQL for every API process.
 */
export const EDITOR_COPY_PER_MIN = 30;

@Injectable()
export class EditorCopyLimits implements OnModuleDestroy {
  readonly perUser: SharedRateLimiter;
  private readonly sweeper: NodeJS.Timeout;

  constructor(sql: SqlPool) {
    this.perUser = new SharedRateLimiter(sql, 'editor-copy', EDITOR_COPY_PER_MIN);
    this.sweeper = setInterval(() => void this.perUser.sweep(), 60_000);
    this.sweeper.unref();
  }

  onModuleDestroy() {
    clearInterval(this.sweeper);
  }
}
