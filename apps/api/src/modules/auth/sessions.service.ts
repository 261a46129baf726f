import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { API_ERRORS, SESSION_TTL_DAYS } from '@cod/contracts';
import { randomUUID } from 'node:crypto';
import { IsNull, Not, Repository } from 'typeorm';
import type { AuthContext } from './current-user.decorator.js';
import { UnauthorizedError } from '../../common/errors/domain-error.js';
import { UsersService } from '../users/index.js';
import { Session } from './session.entity.js';

/** Server-side sessions: a token is only good while its session row is unrevoked and unexpired. */
@Injectable()
export class SessionsService {
  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    private readonly users: UsersService,
  ) {}

  async create(userId: number, ip: string | null, userAgent: string | null): Promise<Session> {
    const expiresAt = new Date(Date.now() + SESSION_TTL_DAYS * 86_400_000);
    return this.sessions.save(this.sessions.create({ id: randomUUID(), userId, expiresAt, revokedAt: null, ip, userAgent }));
  }

  /** The signed-in user of a token's session, or 401. Inactive users are refused here, on every call (one query). */
  async resolve(sessionId: string, userId: number): Promise<AuthContext> {
    const user = await this.users.findWithLiveSession(userId, sessionId);
    if (!user) throw new UnauthorizedError(API_ERRORS.sessionExpired);
    if (!user.isActive) throw new UnauthorizedError(API_ERRORS.accountInactive);
    return { user, sessionId };
  }

  /** Which of these sessions are still good (unrevoked, unexpired, their user active): for long-lived streams. */
  async alive(sessionIds: string[]): Promise<Set<string>> {
    if (!sessionIds.length) return new Set();
    const rows: { id: string }[] = await this.sessions.query(
      `SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = ANY($1::uuid[]) AND s.revoked_at IS NULL AND s.expires_at > now() AND u.is_active`,
      [sessionIds],
    );
    return new Set(rows.map((r) => r.id));
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
