import { Injectable } from '@nestjs/common';
import { API_ERRORS, SESSION_TTL_DAYS } from '@cod/contracts';
import { randomUUID } from 'node:crypto';
import type { AuthContext } from './current-user.decorator.js';
import { UnauthorizedError } from '../../common/errors/domain-error.js';
import { UsersService } from '../users/index.js';
import type { Session } from './session.entity.js';
import { SessionsRepository } from './sessions.repository.js';

/** Which sessions a revocation ended: `sessionId` alone, else every one of the user's but `exceptSessionId`. */
export interface RevokedSessions {
  userId: number;
  sessionId?: string;
  exceptSessionId?: string;
}

/** Server-side sessions: a token is only good while its session row is unrevoked and unexpired. */
@Injectable()
export class SessionsService {
  private readonly revokedListeners = new Set<(revoked: RevokedSessions) => Promise<void>>();

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly users: UsersService,
  ) {}

  async create(userId: number, ip: string | null, userAgent: string | null): Promise<Session> {
    const expiresAt = new Date(Date.now() + SESSION_TTL_DAYS * 86_400_000);
    return this.sessions.insert({ id: randomUUID(), userId, expiresAt, revokedAt: null, ip, userAgent });
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
    return new Set(await this.sessions.alive(sessionIds));
  }

  /**
   * Told of every revocation made in this process. The events module publishes it to every process,
   * which ends the event streams of those sessions (it cannot be called from here: events depends on auth).
   */
  onRevoked(listener: (revoked: RevokedSessions) => Promise<void>): () => void {
    this.revokedListeners.add(listener);
    return () => this.revokedListeners.delete(listener);
  }

  /**
   * Ends sessions: one (a sign-out), or every one of a user's but `exceptSessionId` (deactivation, a
   * password change or reset, deletion). The one way sessions end, so every process hears of it.
   */
  async revoke(which: RevokedSessions): Promise<void> {
    await this.sessions.revoke(which.userId, which.sessionId, which.exceptSessionId);
    await Promise.all([...this.revokedListeners].map((listener) => listener(which)));
  }
}
