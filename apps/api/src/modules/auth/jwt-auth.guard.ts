import { Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { API_ERRORS } from '@cod/contracts';
import { DomainError, UnauthorizedError } from '../../common/errors/domain-error.js';
import { IS_PUBLIC } from '../../common/decorators/public.decorator.js';
import type { Request } from 'express';
import { ApiTokensService, isApiToken } from './api-tokens.service.js';

/**
 * Global guard: every route needs a valid, unrevoked login token (bearer header or session cookie) or a
 * live personal API token (`Bearer cod_…`), unless marked @Public().
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: ApiTokensService,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    // A personal API token (cod_…): its owner, limited to its scopes (ScopesGuard).
    if (bearer && isApiToken(bearer)) {
      req.user = await this.tokens.resolve(bearer);
      return true;
    }
    return (await super.canActivate(context)) as boolean;
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
