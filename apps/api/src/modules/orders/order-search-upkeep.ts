import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { whileHoldingLock } from '../../database/advisory-lock.js';
import { SqlPool } from '../../database/sql-pool.js';
import { DomainEvents } from '../events/index.js';
import { cleanPendingSearch } from './order-list.repository.js';

/** How often the search index's pending list is emptied while orders come in. */
const EVERY_MS = 1000;

/**
 * Empties the search index's pending list every second while orders come in (from any process; one process
 * at a time does it). Left to itself, GIN empties the list when it passes its 16 MB limit, in the statement
 * of the order batch that passed it: under a burst (≈ 20 000 orders) every order waited 350–460 ms, three
 * times in 25 s; and until then each search of the console read the whole list.
 */
@Injectable()
export class OrderSearchUpkeep implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('OrderSearch');
  private timer?: NodeJS.Timeout;
  private due = false;
  private running?: Promise<void>;
  private off = false;

  constructor(
    private readonly sql: SqlPool,
    private readonly events: DomainEvents,
  ) {}

  onApplicationBootstrap() {
    this.events.on('order.created', () => (this.due = true));
    this.timer = setInterval(() => this.tick(), EVERY_MS).unref();
  }

  async beforeApplicationShutdown() {
    clearInterval(this.timer);
    await this.running;
  }

  private tick() {
    if (!this.due || this.running || this.off) return;
    this.due = false;
    this.running = whileHoldingLock(this.sql.pool, 'cod:order-search-upkeep', (client) => cleanPendingSearch(client))
      .then((pages) => {
        // No trigram index (pg_trgm missing): nothing to keep.
        if (pages === null) this.off = true;
      })
      .catch((err: Error) => this.logger.warn(`The search index's pending list was not emptied: ${err.message}`))
      .finally(() => (this.running = undefined));
  }
}
