import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { API_ERRORS, SESSION_TTL_DAYS } from '@cod/contracts';
import { randomUUID } from 'node:crypto';
import { IsNull, Not, Repository } from 'typeorm';
import type { AuthContext } from '../../common/decorators/current-user.decorator.js';
import { User } from '../users/user.entity.js';
import { Session } from './session.entity.js';

/** Server-side sessions: a token is only good while its session row is unrevoked and unexpired. */
@Injectable()
export class SessionsService {
  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  async create(userId: number, ip: string | null, userAgent: string | null): Promise<Session> {
    const expiresAt = new Date(Date.now() + SESSION_TTL_DAYS * 86_400_000);
    return this.sessions.save(this.sessions.create({ id: randomUUID(), userId, expiresAt, revokedAt: null, ip, userAgent }));
  }

  /** The signed-in user of a token's session, or 401. Inactive users are refused here, on every call. */
  async resolve(sessionId: string, userId: number): Promise<AuthContext> {
    const session = await this.sessions.findOneBy({ id: sessionId, userId, revokedAt: IsNull() });
    if (!session || session.expiresAt.getTime() <= Date.now()) throw new UnauthorizedException(API_ERRORS.sessionExpired);
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw new UnauthorizedException(API_ERRORS.sessionExpired);
    if (!user.isActive) throw new UnauthorizedException(API_ERRORS.accountInactive);
    return { user, sessionId };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Ends every session of a user, except one (the caller's, when they change their own password). */
  async revokeAllOf(userId: number, exceptSessionId?: string): Promise<void> {
    await this.sessions.update(
      { userId, revokedAt: IsNull(), ...(exceptSessionId ? { id: Not(exceptSessionId) } : {}) },
      { revokedAt: new Date() },
    );
  }
}
