import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { User } from '../users/index.js';

/** What a valid login token resolves to. */
export interface AuthContext {
  user: User;
  sessionId: string;
}

export const CurrentAuth = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): AuthContext => ctx.switchToHttp().getRequest<Request>().user as AuthContext,
);

export const CurrentUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): User => (ctx.switchToHttp().getRequest<Request>().user as AuthContext).user,
);
