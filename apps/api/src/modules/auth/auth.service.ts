import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { API_ERRORS, API_SUCCESS, type ChangePasswordRequest, type LoginRequest, type LoginResponse, type MessageResponse } from '@cod/contracts';
import { InvalidInputError, UnauthorizedError } from '../../common/errors/domain-error.js';
import type { AuthContext } from './current-user.decorator.js';
import { PasswordHasher, toUserResponse, UsersService } from '../users/index.js';
import type { TokenPayload } from './jwt.strategy.js';
import { LoginThrottle } from './login-throttle.service.js';
import { SessionsService } from './sessions.service.js';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottle,
    private readonly jwt: JwtService,
  ) {}

  async login(body: LoginRequest, client: ClientInfo): Promise<LoginResponse> {
    const attempt = this.throttle.attempt(client.ip, body.email);
    await this.throttle.assertAllowed(attempt);
    const user = await this.users.findForLogin(body.email);
    const ok = await this.hasher.verify(user?.password, body.password);
    if (!user || !ok) {
      await this.throttle.recordFailure(attempt);
      throw new UnauthorizedError(API_ERRORS.invalidCredentials);
    }
    await this.throttle.clear(attempt);
    // Only someone who knows the password learns that the account is deactivated.
    if (!user.isActive) throw new UnauthorizedError(API_ERRORS.accountInactive);
    const session = await this.sessions.create(user.id, client.ip, client.userAgent);
    const payload: TokenPayload = { sub: user.id, sid: session.id };
    const token = await this.jwt.signAsync(payload);
    const { password: _hash, ...plain } = user;
    return { user: toUserResponse(plain as typeof user, 'self'), token };
  }

  /** Revokes the session behind a token if the token is genuine; any other token is ignored. */
  async logout(token: string | null): Promise<MessageResponse> {
    if (token) {
      const payload = await this.jwt.verifyAsync<TokenPayload>(token).catch(() => null);
      if (payload?.sid) await this.sessions.revoke({ userId: Number(payload.sub), sessionId: String(payload.sid) });
    }
    return { message: API_SUCCESS.loggedOut };
  }

  async changePassword(auth: AuthContext, body: ChangePasswordRequest): Promise<MessageResponse> {
    const hash = await this.users.passwordHashOf(auth.user.id);
    if (!(await this.hasher.verify(hash, body.currentPassword))) {
      throw InvalidInputError.field('currentPassword', API_ERRORS.wrongCurrentPassword);
    }
    await this.users.setPassword(auth.user.id, body.newPassword);
    // Other devices signed in with the old password are signed out; this one stays.
    await this.sessions.revoke({ userId: auth.user.id, exceptSessionId: auth.sessionId });
    return { message: API_SUCCESS.passwordChanged };
  }
}
