import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { API_ERRORS } from '@cod/contracts';
import { RateLimitedError } from '../../common/errors/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { LoginFailuresRepository } from './login-failures.repository.js';

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
    private readonly failures: LoginFailuresRepository,
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
    const row = await this.failures.counts(address, key, WINDOW_SECONDS);
    const waits: number[] = [];
    if (row.pair >= this.config.rateLimit.loginPerMin) waits.push(row.pair_wait);
    if (row.address >= this.config.rateLimit.loginPerAddressPerMin) waits.push(row.address_wait);
    if (waits.length) throw new RateLimitedError(API_ERRORS.tooManyLoginAttempts, Math.max(1, Math.ceil(Math.max(...waits))));
  }

  async recordFailure({ address, key }: LoginAttempt): Promise<void> {
    await this.failures.insert(address, key);
  }

  /**
   * A successful sign-in forgets the failures of its own e-mail from that address only: the address's
   * failures with other e-mails still count, or signing in to an account of one's own would reset a spray.
   */
  async clear({ key }: LoginAttempt): Promise<void> {
    await this.failures.removeKey(key);
  }

  private async removeOld() {
    await this.failures.removeOlderThan(WINDOW_SECONDS * 2).catch(() => undefined);
  }
}
