import { Injectable } from '@nestjs/common';
import type pg from 'pg';
import { SqlPool } from '../../database/sql-pool.js';
import { claimFanouts, fanoutBacklog, postponeFanouts } from './order-fanout.repository.js';
import { gaugeOf } from '../../common/metrics/metrics.js';

/**
 * The orders' fan-out outbox (table `order_fanout`): a row per new order and upsell order, written with it
 * (OrderWriter, UpsellOrdersService); the deliveries' fan-out claims the rows in the transaction that opens
 * their deliveries, so each order is fanned out once, by one process, and never lost to a crash.
 */
@Injectable()
export class OrderFanoutOutbox {
  constructor(private readonly sql: SqlPool) {
    gaugeOf('cod_order_fanout_backlog', 'Orders whose deliveries are not opened yet (the fan-out outbox)', [], async (set) => set({}, await fanoutBacklog(this.sql.pool)));
  }

  /** Up to `limit` orders due for their fan-out (`only`: of these), claimed on the caller's transaction. */
  claim(client: pg.ClientBase, limit: number, only?: string[]): Promise<string[]> {
    return claimFanouts(client, limit, only);
  }

  /** These fan-outs failed: each is tried again after a growing wait. */
  postpone(orderIds: string[], error: string): Promise<void> {
    return postponeFanouts(this.sql.pool, orderIds, error);
  }
}
