import type { Request } from 'express';

/** The caller's address (X-Forwarded-For only when TRUST_PROXY is set) and user agent, trimmed to fit. */
export function clientInfo(req: Request): { ip: string; userAgent: string | null } {
  const ip = (req.ip ?? req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '').slice(0, 64);
  const ua = req.get('user-agent');
  return { ip, userAgent: ua ? ua.slice(0, 512) : null };
}
