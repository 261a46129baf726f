import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { SESSION_COOKIE_NAME } from '@cod/contracts';
import type { Request } from 'express';
import { createSecretKey } from 'node:crypto';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { AuthContext } from './current-user.decorator.js';
import { SessionsService } from './sessions.service.js';

export interface TokenPayload {
  sub: number;
  sid: string;
}

const fromCookie = (req: Request): string | null => {
  const value = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE_NAME];
  return typeof value === 'string' && value ? value : null;
};

/** Accepts `Authorization: Bearer <token>` or the httpOnly session cookie; the session must be alive. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([ExtractJwt.fromAuthHeaderAsBearerToken(), fromCookie]),
      // A KeyObject (passed through to jsonwebtoken, which takes one; the typings say string | Buffer):
      // given a string, jsonwebtoken first tries it as a public key and throws, on every request.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret!, 'utf8')) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  validate(payload: TokenPayload): Promise<AuthContext> {
    return this.sessions.resolve(String(payload.sid), Number(payload.sub));
  }
}
