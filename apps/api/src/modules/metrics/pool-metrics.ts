import { Injectable } from '@nestjs/common';
import type pg from 'pg';
import { DataSource } from 'typeorm';
import { gaugeOf } from '../../common/metrics/metrics.js';
import { SqlPool } from '../../database/sql-pool.js';

/** The connections of this process's two database pools: the hot path's and TypeORM's. */
@Injectable()
export class PoolMetrics {
  constructor(sql: SqlPool, dataSource: DataSource) {
    const pools: [string, () => pg.Pool | undefined][] = [
      ['hot', () => sql.pool],
      ['typeorm', () => (dataSource.driver as unknown as { master?: pg.Pool }).master],
    ];
    gaugeOf('cod_db_pool_connections', 'Database connections by pool and state (total, idle, waiting clients)', ['pool', 'state'], (set) => {
      for (const [name, poolOf] of pools) {
        const pool = poolOf();
        if (!pool) continue;
        set({ pool: name, state: 'total' }, pool.totalCount);
        set({ pool: name, state: 'idle' }, pool.idleCount);
        set({ pool: name, state: 'waiting' }, pool.waitingCount);
      }
    });
  }
}
