import { SESSION_COOKIE_NAME, SESSION_TTL_DAYS } from '@cod/contracts';
import type { CookieOptions, Request, Response } from 'express';

const options = (req: Request): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: req.secure,
  path: '/',
});

export function setSessionCookie(req: Request, res: Response, token: string) {
  res.cookie(SESSION_COOKIE_NAME, token, { ...options(req), maxAge: SESSION_TTL_DAYS * 86_400_000 });
}

export function clearSessionCookie(req: Request, res: Response) {
  res.clearCookie(SESSION_COOKIE_NAME, options(req));
}
