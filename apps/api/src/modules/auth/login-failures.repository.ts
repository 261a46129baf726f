import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The failures of one address within a window: of one address-and-e-mail key (`pair`) and of the address; the seconds until each window has room again. */
export interface LoginFailureCounts {
  pair: number;
  address: number;
  pair_wait: number;
  address_wait: number;
}

/** The SQL of `login_failures` (unlogged: the throttle's counts, shared by every API process). */
@Injectable()
export class LoginFailuresRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** One index range (the address's failures of the window) answers both counts. */
  async counts(address: string, key: string, windowSeconds: number): Promise<LoginFailureCounts> {
    const [row] = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE key = $2)::int AS pair, count(*)::int AS address,
              extract(epoch FROM (min(at) FILTER (WHERE key = $2) + make_interval(secs => $3) - now()))::float AS pair_wait,
              extract(epoch FROM (min(at) + make_interval(secs => $3) - now()))::float AS address_wait
         FROM login_failures WHERE address = $1 AND at > now() - make_interval(secs => $3)`,
      [address, key, windowSeconds],
    );
    return row;
  }

  async insert(address: string, key: string): Promise<void> {
    await this.dataSource.query('INSERT INTO login_failures (address, key) VALUES ($1, $2)', [address, key]);
  }

  async removeKey(key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM login_failures WHERE key = $1', [key]);
  }

  async removeOlderThan(seconds: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_failures WHERE at < now() - make_interval(secs => $1)`, [seconds]);
  }
}
