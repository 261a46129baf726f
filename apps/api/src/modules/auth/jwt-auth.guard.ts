import { Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { API_ERRORS } from '@cod/contracts';
import { DomainError, UnauthorizedError } from '../../common/errors/domain-error.js';
import { IS_PUBLIC } from '../../common/decorators/public.decorator.js';

/**
 * Global guard: every route needs a valid, unrevoked login token (bearer header or session cookie)
 * unless marked @Public().
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    return super.canActivate(context);
  }

  override handleRequest<T>(err: unknown, user: T, info: unknown): T {
    if (err instanceof DomainError) throw err;
    if (err || !user) {
      const noToken = info instanceof Error && /No auth token/i.test(info.message);
      throw new UnauthorizedError(noToken ? API_ERRORS.notSignedIn : API_ERRORS.sessionExpired);
    }
    return user;
  }
}
