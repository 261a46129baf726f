import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { webhookSignature } from './webhook-sender.js';
import { isWebhookUrl, webhookRetryDelay } from './webhooks.service.js';

describe('webhook addresses', () => {
  it('https only, no credentials; private addresses written out refused unless allowed (then plain http too)', () => {
    expect(isWebhookUrl('https://moj-sistem.rs/cod', false)).toBe(true);
    expect(isWebhookUrl('http://moj-sistem.rs/cod', false)).toBe(false);
    for (const url of ['https://127.0.0.1/x', 'https://10.0.0.5/x', 'https://[::1]/x', 'https://localhost/x', 'https://192.168.1.1/x', 'https://169.254.169.254/latest'])
      expect(isWebhookUrl(url, false), url).toBe(false);
    expect(isWebhookUrl('http://127.0.0.1:8080/x', true)).toBe(true);
    expect(isWebhookUrl('https://a:b@moj-sistem.rs/', true)).toBe(false);
    expect(isWebhookUrl(`https://x.rs/${'a'.repeat(2000)}`, true)).toBe(false);
  });
});

describe('signature and retries', () => {
  it('signs "t.body" with HMAC-SHA256 (Stripe scheme)', () => {
    expect(webhookSignature('whsec_k', '{"a":1}', 1_700_000_000)).toBe(`t=1700000000,v1=${createHmac('sha256', 'whsec_k').update('1700000000.{"a":1}').digest('hex')}`);
  });

  it('first retry after the base delay (within 30 s), then doubling up to an hour', () => {
    expect([1, 2, 3, 4].map((a) => webhookRetryDelay(a, 10))).toEqual([10, 20, 40, 80]);
    expect(webhookRetryDelay(20, 10)).toBe(3600);
  });
});
