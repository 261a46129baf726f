import type { Request } from 'express';
import type { IncomingHttpHeaders } from 'node:http';

/** The caller's address (X-Forwarded-For only when TRUST_PROXY is set) and user agent, trimmed to fit. */
export function clientInfo(req: Request): { ip: string; userAgent: string | null } {
  const ip = (req.ip ?? req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '').slice(0, 64);
  const ua = req.get('user-agent');
  return { ip, userAgent: ua ? ua.slice(0, 512) : null };
}

/** The caller's address from raw headers, as Express's req.ip computes it (X-Forwarded-For only when trusted). */
export function clientIpOf(headers: IncomingHttpHeaders, socketAddress: string | undefined, trustProxy: boolean): string {
  const forwarded = trustProxy ? String(headers['x-forwarded-for'] ?? '').split(',')[0].trim() : '';
  return (forwarded || socketAddress || 'unknown').replace(/^::ffff:/, '').slice(0, 64);
}
