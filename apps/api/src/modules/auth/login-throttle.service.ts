import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { API_ERRORS } from '@cod/contracts';
import { DataSource } from 'typeorm';
import { RateLimitedError } from '../../common/errors/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

const WINDOW_SECONDS = 60;

/** One sign-in attempt as the throttle counts it: its address, and the address with the e-mail. */
export interface LoginAttempt {
  address: string;
  key: string;
}

/**
 * Failed sign-ins per minute for one address and e-mail (RATE_LIMIT_LOGIN_PER_MIN), and for one address
 * over all e-mails (RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MIN: password spraying). Kept in PostgreSQL so every
 * API process counts the same failures. Past either limit, every attempt it covers, right or wrong, gets
 * 429 until the window has room again; the check comes before the password is hashed.
 */
@Injectable()
export class LoginThrottle implements OnModuleDestroy {
  private readonly sweep: NodeJS.Timeout;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.sweep = setInterval(() => void this.removeOld(), 5 * 60_000);
    this.sweep.unref();
  }

  onModuleDestroy() {
    clearInterval(this.sweep);
  }

  attempt(ip: string, email: string): LoginAttempt {
    return { address: ip.slice(0, 64), key: `${ip}|${email.trim().toLowerCase()}`.slice(0, 400) };
  }

  /** Throws 429 (with Retry-After seconds) when the pair or the address used up its failures. */
  async assertAllowed({ address, key }: LoginAttempt): Promise<void> {
    // One index range (the address's failures of the window) answers both counts.
    const [row] = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE key = $2)::int AS pair, count(*)::int AS address,
              extract(epoch FROM (min(at) FILTER (WHERE key = $2) + make_interval(secs => $3) - now()))::float AS pair_wait,
              extract(epoch FROM (min(at) + make_interval(secs => $3) - now()))::float AS address_wait
         FROM login_failures WHERE address = $1 AND at > now() - make_interval(secs => $3)`,
      [address, key, WINDOW_SECONDS],
    );
    const waits: number[] = [];
    if (row.pair >= this.config.rateLimit.loginPerMin) waits.push(row.pair_wait);
    if (row.address >= this.config.rateLimit.loginPerAddressPerMin) waits.push(row.address_wait);
    if (waits.length) throw new RateLimitedError(API_ERRORS.tooManyLoginAttempts, Math.max(1, Math.ceil(Math.max(...waits))));
  }

  async recordFailure({ address, key }: LoginAttempt): Promise<void> {
    await this.dataSource.query('INSERT INTO login_failures (address, key) VALUES ($1, $2)', [address, key]);
  }

  /**
   * A successful sign-in forgets the failures of its own e-mail from that address only: the address's
   * failures with other e-mails still count, or signing in to an account of one's own would reset a spray.
   */
  async clear({ key }: LoginAttempt): Promise<void> {
    await this.dataSource.query('DELETE FROM login_failures WHERE key = $1', [key]);
  }

  private async removeOld() {
    await this.dataSource
      .query(`DELETE FROM login_failures WHERE at < now() - make_interval(secs => $1)`, [WINDOW_SECONDS * 2])
      .catch(() => undefined);
  }
}
