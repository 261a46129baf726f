import { Controller, Get, Req, Res } from '@nestjs/common';
import { API, routeOf } from '@cod/contracts';
import type { Request, Response } from 'express';
import { CurrentAuth, type AuthContext } from '../auth/index.js';
import { EventStream } from './event-stream.js';

const lastEventIdOf = (req: Request): number | null => {
  const raw = req.get('last-event-id') ?? (typeof req.query.lastEventId === 'string' ? req.query.lastEventId : undefined);
  return raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
};

@Controller()
export class EventsController {
  constructor(private readonly stream: EventStream) {}

  /** GET /api/events: Server-Sent Events of the signed-in user's websites (an admin: all), CONTRACT.md. */
  @Get(routeOf(API.events))
  events(@CurrentAuth() auth: AuthContext, @Req() req: Request, @Res() res: Response) {
    const userId = auth.user.role === 'admin' ? null : auth.user.id;
    return this.stream.open(res, { userId, accountId: auth.user.id, sessionId: auth.sessionId }, lastEventIdOf(req));
  }
}
