import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_MESSAGES,
  WEBHOOK_URL_MAX,
  type WebhookSecretResponse,
  type WebhookSettingsRequest,
  type WebhookSettingsResponse,
  type WebhookTestResponse,
} from '@cod/contracts';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { isBlockedAddress } from '../../../common/safe-fetch/index.js';
import { secretBox } from '../../../common/crypto/secret-box.js';
import { InvalidInputError, NotFoundError } from '../../../common/errors/domain-error.js';
import { gaugeOf } from '../../../common/metrics/metrics.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { SqlPool } from '../../../database/sql-pool.js';
import { sendWebhook } from './webhook-sender.js';
import { claimDue, endpointOf, lastDeliveries, markRetry, markSent, orderForWebhook, removeEndpoint, saveEndpoint, waitingCount } from './webhooks.repository.js';

const CONTROL = /[\u0000-\u001F\u007F-\u009F\s]/;
const POLL_MS = 1000;
const BATCH = 50;
// Longer than a batch can take (each send is cut at INTEGRATION_TIMEOUT_MS); a dead process's sends are taken over after it.
const LEASE_SECONDS = 20;
/** After try `attempt`: JOB_RETRY_DELAY_SECONDS (10 s by default), then doubling, at most an hour. */
export const webhookRetryDelay = (attempt: number, firstSeconds: number) => Math.min(firstSeconds * 2 ** (attempt - 1), 3600);

/**
 * The seller's outbound webhook: its settings, and the worker that sends what the `events` trigger queued
 * (webhook_deliveries, one per event log entry and endpoint, in the event's own transaction). Every process
 * runs the worker; SKIP LOCKED and a lease keep each send in one place, a process that dies mid-send leaves
 * its lease to run out and another sends again with the same `id`.
 */
@Injectable()
export class WebhooksService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Webhooks');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly sql: SqlPool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    gaugeOf('cod_webhook_backlog', 'Webhook deliveries waiting (to send or to retry)', [], async (set) => set({}, await waitingCount(this.sql.pool)));
  }

  onApplicationBootstrap() {
    // Polled, not woken by every order event: at thousands of orders a second that would be a claim per burst.
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown() {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  async settings(userId: number): Promise<WebhookSettingsResponse> {
    const endpoint = await endpointOf(this.sql.pool, userId);
    return {
      endpoint: endpoint ? { url: endpoint.url, events: endpoint.events, secret: secretBox().open(endpoint.secret) } : null,
      deliveries: await lastDeliveries(this.sql.pool, userId, 20),
    };
  }

  /** `body` passed webhookSettingsSchema (the controller's pipe); the address is checked against this server's rule for private ones. */
  async save(userId: number, body: WebhookSettingsRequest): Promise<WebhookSecretResponse> {
    const url = body.url.trim();
    if (!isWebhookUrl(url, this.config.outboundAllowPrivate)) throw InvalidInputError.field('url', WEBHOOK_MESSAGES.urlInvalid);
    const sealed = await saveEndpoint(this.sql.pool, userId, url, [...new Set(body.events)], secretBox().seal(`whsec_${randomBytes(24).toString('base64url')}`));
    return { secret: secretBox().open(sealed) };
  }

  async remove(userId: number): Promise<{ message: string }> {
    if (!(await removeEndpoint(this.sql.pool, userId))) throw new NotFoundError(WEBHOOK_MESSAGES.notSet);
    return { message: WEBHOOK_MESSAGES.removed };
  }

  /** A signed `webhook.test` delivery now (not queued, not retried), answered with what the seller's server said. */
  async test(userId: number): Promise<WebhookTestResponse> {
    const endpoint = await endpointOf(this.sql.pool, userId);
    if (!endpoint) throw new NotFoundError(WEBHOOK_MESSAGES.notSet);
    const answer = await sendWebhook(
      endpoint.url,
      secretBox().open(endpoint.secret),
      { id: `evt_test_${randomBytes(8).toString('hex')}`, type: 'webhook.test', createdAt: new Date().toISOString(), data: { message: 'Test webhook-a' } },
      { allowPrivate: this.config.outboundAllowPrivate, timeoutMs: this.config.integrationTimeoutMs },
    );
    return answer.ok ? { success: true, status: answer.status } : { success: false, ...(answer.status !== null ? { status: answer.status } : {}), error: WEBHOOK_MESSAGES.testFailed(answer.error) };
  }

  /** Runs a round now (or once more after the one running). */
  wake() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.round()
      .catch((err) => this.logger.warn(`webhook round: ${(err as Error).message}`))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Sends what is due, batch after batch. */
  async round(): Promise<void> {
    for (;;) {
      const due = await claimDue(this.sql.pool, BATCH, LEASE_SECONDS);
      if (!due.length) return;
      await Promise.all(
        due.map(async (d) => {
          const orderId = typeof d.event.orderId === 'string' ? d.event.orderId : null;
          const order = orderId ? await orderForWebhook(this.sql.pool, d.userId, orderId) : null;
          const answer = await sendWebhook(
            d.url,
            secretBox().open(d.secret),
            { id: `evt_${d.eventId}`, type: d.type, createdAt: d.createdAt, data: { ...d.event, order } },
            { allowPrivate: this.config.outboundAllowPrivate, timeoutMs: this.config.integrationTimeoutMs },
          );
          if (answer.ok) await markSent(this.sql.pool, d.eventId, d.userId, answer.status);
          else await markRetry(this.sql.pool, d.eventId, d.userId, answer.status, answer.error, webhookRetryDelay(d.attempts, this.config.jobRetryDelaySeconds), answer.permanent || d.attempts >= WEBHOOK_MAX_ATTEMPTS);
        }),
      );
      if (due.length < BATCH || this.stopped) return;
    }
  }
}

/** An http(s) address of at most 2 000 characters; plain http only where private addresses are allowed (tests, a LAN). */
export function isWebhookUrl(url: string, allowPrivate: boolean): boolean {
  if (!url || url.length > WEBHOOK_URL_MAX || CONTROL.test(url)) return false;
  try {
    const u = new URL(url);
    const host = u.hostname.replace(/^\[|\]$/g, '');
    // A private address written out is refused here; a name that resolves to one is refused at each send.
    const privateHost = host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && isBlockedAddress(host));
    return (u.protocol === 'https:' || (allowPrivate && u.protocol === 'http:')) && !u.username && !u.password && (allowPrivate || !privateHost);
  } catch {
    return false;
  }
}
