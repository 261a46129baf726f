import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, Repository } from 'typeorm';
import { Session } from './session.entity.js';

/** The SQL of `sessions`: the TypeORM entity is used here only. */
@Injectable()
export class SessionsRepository {
  constructor(@InjectRepository(Session) private readonly sessions: Repository<Session>) {}

  insert(session: Pick<Session, 'id' | 'userId' | 'expiresAt' | 'revokedAt' | 'ip' | 'userAgent'>): Promise<Session> {
    return this.sessions.save(this.sessions.create(session));
  }

  /** Which of these sessions are still good (unrevoked, unexpired, their user active). */
  async alive(sessionIds: string[]): Promise<string[]> {
    const rows: { id: string }[] = await this.sessions.query(
      `SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = ANY($1::uuid[]) AND s.revoked_at IS NULL AND s.expires_at > now() AND u.is_active`,
      [sessionIds],
    );
    return rows.map((r) => r.id);
  }

  /** Revokes the user's unrevoked sessions: `sessionId` alone, else every one but `exceptSessionId`. */
  async revoke(userId: number, sessionId?: string, exceptSessionId?: string): Promise<void> {
    const only = sessionId ? { id: sessionId } : exceptSessionId ? { id: Not(exceptSessionId) } : {};
    await this.sessions.update({ userId, revokedAt: IsNull(), ...only }, { revokedAt: new Date() });
  }
}
