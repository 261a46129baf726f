import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { API, changePasswordSchema, loginSchema, routeOf, SESSION_COOKIE_NAME, type ChangePasswordRequest, type LoginRequest } from '@cod/contracts';
import type { Request, Response } from 'express';
import { CurrentAuth, type AuthContext } from './current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { clientInfo } from '../../common/http/client-info.js';
import { ContractPipe } from '../../common/pipes/contract.pipe.js';
import { toUserResponse } from '../users/index.js';
import { AuthService } from './auth.service.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { Scopes } from '../../common/decorators/scopes.decorator.js';

@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post(routeOf(API.auth.login))
  @HttpCode(200)
  async login(
    @Body(new ContractPipe(loginSchema)) body: LoginRequest,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const result = await this.auth.login(body, clientInfo(req));
    setSessionCookie(req, res, result.token);
    return result;
  }

  @Public()
  @Post(routeOf(API.auth.logout))
  @HttpCode(200)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
    const cookie = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE_NAME];
    const result = await this.auth.logout(bearer ?? cookie ?? null);
    clearSessionCookie(req, res);
    return result;
  }

  @Get(routeOf(API.auth.me))
  @Scopes('any')
  me(@CurrentAuth() auth: AuthContext) {
    return toUserResponse(auth.user, 'self');
  }

  @Post(routeOf(API.auth.changePassword))
  @HttpCode(200)
  changePassword(
    @CurrentAuth() auth: AuthContext,
    @Body(new ContractPipe(changePasswordSchema)) body: ChangePasswordRequest,
  ) {
    return this.auth.changePassword(auth, body);
  }
}
