import { WEBHOOK_SIGNATURE_HEADER, type WebhookBody } from '@cod/contracts';
import { createHmac } from 'node:crypto';
import { safeFetch, SafeFetchError } from '../../../common/safe-fetch/index.js';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` (Stripe's scheme: the time is signed with the body against replays). */
export function webhookSignature(secret: string, body: string, at = Math.floor(Date.now() / 1000)): string {
  return `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`;
}

/** `permanent`: no retry can succeed (the address is private or not one). */
export type WebhookAnswer = { ok: true; status: number } | { ok: false; status: number | null; error: string; permanent?: boolean };

/** One signed POST to the seller's address (private addresses refused unless OUTBOUND_ALLOW_PRIVATE; no redirects). */
export async function sendWebhook(url: string, secret: string, body: WebhookBody, options: { allowPrivate: boolean; timeoutMs: number }): Promise<WebhookAnswer> {
  const text = JSON.stringify(body);
  try {
    const res = await safeFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: webhookSignature(secret, text), 'user-agent': 'cod-webhooks/1' },
      body: text,
      accept: '*/*',
      timeoutMs: options.timeoutMs,
      maxBytes: 64 * 1024,
      maxRedirects: 0,
      allowPrivate: options.allowPrivate,
    });
    return res.status >= 200 && res.status < 300 ? { ok: true, status: res.status } : { ok: false, status: res.status, error: `HTTP ${res.status}` };
  } catch (err) {
    if (!(err instanceof SafeFetchError)) return { ok: false, status: null, error: (err as Error).message };
    return { ok: false, status: null, error: `${err.code}: ${err.message}`, permanent: err.code === 'blocked_address' || err.code === 'invalid_url' };
  }
}
