import { ForbiddenException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { API_ERRORS } from '@cod/contracts';
import type { Request } from 'express';
import type { AuthContext } from '../decorators/current-user.decorator.js';
import { ROLES_KEY, type RolesMetadata } from '../decorators/roles.decorator.js';

/** Global guard after sign-in: routes marked @Roles() answer 403 to other roles. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const meta = this.reflector.getAllAndOverride<RolesMetadata>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (!meta) return true;
    const auth = context.switchToHttp().getRequest<Request>().user as AuthContext | undefined;
    if (auth && meta.roles.includes(auth.user.role)) return true;
    throw new ForbiddenException(meta.message ?? API_ERRORS.forbidden);
  }
}
