import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ROOT_ADMIN_ID } from '@cod/contracts';
import { randomBytes } from 'node:crypto';
import { jsonLogLine } from '../../common/app-logger.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PasswordHasher } from './password-hasher.js';
import { UsersRepository } from './users.repository.js';
import { normalizeEmail } from './users.service.js';

/**
 * Creates the first admin (user id 1) when the users table is empty: ADMIN_EMAIL / ADMIN_PASSWORD,
 * or a random password printed once. Safe when several processes boot together.
 */
@Injectable()
export class AdminSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Setup');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async onApplicationBootstrap() {
    if (!(await this.users.isEmpty())) return;
    const generated = !this.config.adminPassword;
    const password = this.config.adminPassword ?? randomBytes(12).toString('base64url');
    const email = normalizeEmail(this.config.adminEmail);
    if (!(await this.users.insertFirstAdmin(ROOT_ADMIN_ID, email, await this.hasher.hash(password)))) return;
    const shown = generated ? password : '(the value of ADMIN_PASSWORD)';

    const banner = [
      '',
      '  First admin account created (user id 1):',
      `    e-mail:   ${email}`,
      `    password: ${shown}`,
      generated ? '  This password is shown only now. Change it under Podešavanja → Sigurnost.' : '',
      '',
    ].filter((l, i, a) => l !== '' || i === 0 || i === a.length - 1);
    // Printed to stdout (not only the log) so it is visible whatever LOG_LEVEL says; with JSON logs as one JSON line.
    if (this.config.logFormat === 'json') {
      const note = generated ? 'First admin account created (user id 1); this password is shown only now' : 'First admin account created (user id 1)';
      process.stdout.write(jsonLogLine('log', 'Setup', note, { email, password: shown }));
    } else process.stdout.write(banner.join('\n') + '\n');
    this.logger.log(`Seeded the first admin ${email}`);
  }
}
