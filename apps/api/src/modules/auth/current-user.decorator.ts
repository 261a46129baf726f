import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { ApiScope } from '@cod/contracts';
import type { User } from '../users/index.js';

/** What a valid login token resolves to. */
export interface AuthContext {
  user: User;
  sessionId: string;
  /** Set for a personal API token: what it may do (a session may do everything its role may). */
  scopes?: readonly ApiScope[];
}

export const CurrentAuth = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): AuthContext => ctx.switchToHttp().getRequest<Request>().user as AuthContext,
);

export const CurrentUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): User => (ctx.switchToHttp().getRequest<Request>().user as AuthContext).user,
);
