import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. Runs off the event loop.
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  // Verified against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password.
  private dummy?: Promise<string>;

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(hashed: string | undefined, password: string): Promise<boolean> {
    const target = hashed ?? (await (this.dummy ??= hash('not-a-real-password', OPTIONS)));
    try {
      return (await verify(target, password)) && hashed !== undefined;
    } catch {
      return false;
    }
  }
}
