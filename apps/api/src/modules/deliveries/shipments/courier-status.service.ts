import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  API,
  isShipmentStatus,
  marketOfCurrency,
  SHIPMENT_MESSAGES,
  trackifyPushSchema,
  validate,
  type TrackifyPush,
  type TrackifyWebhookSettings, type TrackifyPushAnswer } from '@cod/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { InvalidInputError, NotFoundError, UnauthorizedError } from '../../../common/errors/domain-error.js';
import { PublicUrl } from '../../../config/public-url.js';
import { whileHoldingLock } from '../../../database/advisory-lock.js';
import { SqlPool } from '../../../database/sql-pool.js';
import { OrderBlocksService, OrderProgress } from '../../orders/index.js';
import { ShopProfileService } from '../../shop-profile/index.js';
import { UsersService } from '../../users/index.js';
import { shipmentKeyOf } from './shipment.channel.js';
import { SHIPMENT_PROVIDER, type ShipmentProvider } from './shipment-provider.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { TrackifyWebhookSecrets } from './trackify-webhook-secrets.repository.js';

/** How many open parcels one pull round asks the courier about. */
const PULL_BATCH = 200;

/**
 * The courier's answer (CONTRACT "Orders run by the seller, and the courier's answer"): statuses Trackify
 * pushes, signed with the seller's secret, and the same statuses asked for on a schedule for parcels still on
 * their way (in case a push never came). Each status is stored once, whichever way it came (OrderProgress);
 * a refusal may put the buyer's phone on the seller's blocklist (`autoBlockAfterRefusals`).
 */
@Injectable()
export class CourierStatusService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('CourierStatus');
  private timer?: NodeJS.Timeout;
  private pulling?: Promise<unknown>;

  constructor(
    private readonly sql: SqlPool,
    private readonly secrets: TrackifyWebhookSecrets,
    private readonly progress: OrderProgress,
    private readonly blocks: OrderBlocksService,
    private readonly profiles: ShopProfileService,
    private readonly users: UsersService,
    @Inject(SHIPMENT_PROVIDER) private readonly trackify: ShipmentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly publicUrl: PublicUrl,
  ) {}

  /** Every SHIPMENT_PULL_MINUTES, one process (an advisory lock) asks about the open parcels. */
  onApplicationBootstrap() {
    const minutes = this.config.shipmentPullMinutes;
    if (!minutes) return;
    this.timer = setInterval(() => void (this.pulling ??= this.pullOnce().finally(() => (this.pulling = undefined))), minutes * 60_000);
    this.timer.unref();
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.pulling;
  }

  /** One round, unless another process runs one now. */
  async pullOnce(): Promise<number> {
    try {
      return (await whileHoldingLock(this.sql.pool, 'cod:shipment-pull', () => this.pullOpen())) ?? 0;
    } catch (err) {
      this.logger.warn(`asking the courier failed: ${(err as Error).message}`);
      return 0;
    }
  }

  async settings(userId: number): Promise<TrackifyWebhookSettings> {
    return { url: this.urlOf(userId), secret: await this.secrets.ensure(userId) };
  }

  async rotate(userId: number): Promise<TrackifyWebhookSettings> {
    return { url: this.urlOf(userId), secret: await this.secrets.rotate(userId) };
  }

  /** A push: 401 without the seller's valid signature of the raw body; a repeat changes nothing. */
  async receivePush(userId: number, rawBody: Buffer | undefined, signature: string | undefined, body: unknown): Promise<TrackifyPushAnswer> {
    const secret = Number.isSafeInteger(userId) && userId > 0 ? await this.secrets.find(userId) : undefined;
    if (!secret || !rawBody || !validSignature(secret, rawBody, signature)) throw new UnauthorizedError(SHIPMENT_MESSAGES.badSignature);
    const check = validate(trackifyPushSchema, body);
    if (!check.ok) throw new InvalidInputError(check.firstError ?? SHIPMENT_MESSAGES.invalidPush);
    const push = body as TrackifyPush;
    const outcome = await this.record(userId, push.trackingId.trim(), push.status, push.at, push.note?.trim() || null, 'push');
    if (outcome === 'unknown') throw new NotFoundError(SHIPMENT_MESSAGES.unknownShipment);
    return { ok: true, duplicate: outcome === 'repeat' };
  }

  /** Asks the courier about parcels still on their way; returns how many new statuses came back. */
  async pullOpen(): Promise<number> {
    let stored = 0;
    const open = await this.progress.openShipments(this.sql.pool, PULL_BATCH);
    for (const parcel of open) {
      const seller = await this.users.findById(parcel.userId);
      const market = marketOfCurrency(parcel.currency);
      const key = seller ? shipmentKeyOf(seller, market) : null;
      if (!key || this.trackify.unavailable(market)) continue;
      try {
        const answer = await this.trackify.shipment(market, key, parcel.trackingId);
        for (const step of answer) {
          if ((await this.record(parcel.userId, parcel.trackingId, step.status, step.at, step.note, 'pull')) === 'stored') stored++;
        }
      } catch (err) {
        this.logger.warn(`Trackify ${parcel.trackingId}: ${(err as Error).message}`);
      }
    }
    return stored;
  }

  private async record(userId: number, trackingId: string, status: string, at: string, note: string | null, source: 'push' | 'pull') {
    // A status this product does not know (the pull may bring one): kept nowhere, counted as nothing new.
    if (!isShipmentStatus(status)) return 'ignored' as const;
    const outcome = await this.sql.transaction((client) => this.progress.recordCourierStatus(client, { userId, trackingId, status, at, note, source }));
    if (outcome.kind !== 'stored') return outcome.kind;
    if (outcome.refused) {
      const threshold = (await this.profiles.profileOf(userId))?.autoBlockAfterRefusals ?? 0;
      if (threshold > 0 && outcome.refusals >= threshold) await this.blocks.blockPhoneOfOrder(userId, outcome.orderId);
    }
    return 'stored' as const;
  }

  private urlOf(userId: number): string {
    return `${this.publicUrl.base()}${API.webhooks.trackify(userId)}`;
  }
}

/** `sha256=<hex HMAC-SHA256 of the raw body>`, compared in constant time. */
function validSignature(secret: string, raw: Buffer, header: string | undefined): boolean {
  const m = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!m) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(m[1], 'hex'));
}
