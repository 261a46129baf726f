import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { API_ERRORS } from '@cod/contracts';
import type { Request } from 'express';
import { ForbiddenError } from '../../common/errors/domain-error.js';
import type { AuthContext } from './current-user.decorator.js';
import { ROLES_KEY, type RolesMetadata } from '../../common/decorators/roles.decorator.js';

/** Global guard after sign-in: routes marked @Roles() answer 403 to other roles. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const meta = this.reflector.getAllAndOverride<RolesMetadata>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (!meta) return true;
    const auth = context.switchToHttp().getRequest<Request>().user as AuthContext | undefined;
    if (auth && meta.roles.includes(auth.user.role)) return true;
    throw new ForbiddenError(meta.message ?? API_ERRORS.forbidden);
  }
}
