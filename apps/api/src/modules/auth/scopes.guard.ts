import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { API_TOKEN_MESSAGES, type ApiScope } from '@cod/contracts';
import type { Request } from 'express';
import { ForbiddenError } from '../../common/errors/domain-error.js';
import { SCOPES_KEY } from '../../common/decorators/scopes.decorator.js';
import type { AuthContext } from './current-user.decorator.js';

/** Global guard after sign-in: a personal API token calls only routes marked @Scopes() with one of its scopes. */
@Injectable()
export class ScopesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const auth = context.switchToHttp().getRequest<Request>().user as AuthContext | undefined;
    if (!auth?.scopes) return true;
    const needed = this.reflector.getAllAndOverride<(ApiScope | 'any')[]>(SCOPES_KEY, [context.getHandler(), context.getClass()]) ?? [];
    if (needed.includes('any') || needed.some((s) => auth.scopes!.includes(s as ApiScope))) return true;
    throw new ForbiddenError(API_TOKEN_MESSAGES.outOfScope);
  }
}
