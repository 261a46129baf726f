import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { API_ERRORS } from '@cod/contracts';
import { DataSource } from 'typeorm';
import { RateLimitedError } from '../../common/errors/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

const WINDOW_SECONDS = 60;

/**
 * Failed sign-ins per minute for one address and e-mail (RATE_LIMIT_LOGIN_PER_MIN). Kept in
 * PostgreSQL so every API process counts the same failures. Past the limit, every attempt for
 * that pair, right or wrong, gets 429 until the window has room again.
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

  key(ip: string, email: string) {
    return `${ip}|${email.trim().toLowerCase()}`.slice(0, 400);
  }

  /** Throws 429 (with Retry-After seconds) when the pair used up its failures. */
  async assertAllowed(key: string): Promise<void> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS n, extract(epoch FROM (min(at) + make_interval(secs => $2) - now()))::float AS wait
         FROM login_failures WHERE key = $1 AND at > now() - make_interval(secs => $2)`,
      [key, WINDOW_SECONDS],
    );
    if (row.n >= this.config.rateLimit.loginPerMin) {
      const retryAfter = Math.max(1, Math.ceil(row.wait));
      throw new RateLimitedError(API_ERRORS.tooManyLoginAttempts, retryAfter);
    }
  }

  async recordFailure(key: string): Promise<void> {
    await this.dataSource.query('INSERT INTO login_failures (key) VALUES ($1)', [key]);
  }

  async clear(key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM login_failures WHERE key = $1', [key]);
  }

  private async removeOld() {
    await this.dataSource
      .query(`DELETE FROM login_failures WHERE at < now() - make_interval(secs => $1)`, [WINDOW_SECONDS * 2])
      .catch(() => undefined);
  }
}
