import { Injectable } from '@nestjs/common';
import {
  EXPERIMENT_MESSAGES,
  parseImageList,
  probabilityBBeatsA,
  ratio,
  SELLER_TIME_ZONE,
  updateWebsiteSchema,
  type CreateExperimentRequest,
  type ExperimentArmResult,
  type ExperimentChanges,
  type ExperimentResponse,
  type StopExperimentRequest,
} from '@cod/contracts';
import { DataSource } from 'typeorm';
import { ConflictError, InvalidInputError, NotFoundError } from '../../common/errors/domain-error.js';
import { validateBody } from '../../common/pipes/contract.pipe.js';
import { DomainEvents } from '../events/index.js';
import type { User } from '../users/index.js';
import { toWebsiteResponse, WebsitesService, type Website } from '../websites/index.js';
import { experimentsOf, insertExperiment, stopExperiment, type ExperimentRow } from './experiments.repository.js';
import { ordersPerArm, visitorsPerArm } from './funnel.repository.js';
import { armB, RunningExperiments } from './running-experiments.js';
import { sellerDay } from './seller-day.js';

const CHANGE_FIELDS = ['title', 'hook', 'images', 'quantityOffers', 'priceAnchoring', 'templateName'] as const;

/**
 * A/B tests of a site (CONTRACT "Experiments"): arm B is the site with a few changes (headline, hook,
 * pictures, offers, template); the pages show each visitor one arm, the orders are priced by it, and the
 * seller stops the test with a winner — B's changes are then saved to the site as a normal save (a version).
 */
@Injectable()
export class ExperimentsService {
  constructor(
    private readonly db: DataSource,
    private readonly websites: WebsitesService,
    private readonly running: RunningExperiments,
    private readonly events: DomainEvents,
  ) {}

  /** `body` passed createExperimentSchema (the controller's pipe); B's changes are checked here, against the site. */
  async create(user: User, websiteId: number, body: CreateExperimentRequest): Promise<ExperimentResponse> {
    const site = await this.websites.getWritable(user, websiteId);
    const name = body.name.trim();
    const split = body.split ?? 50;
    const changes = this.changesOf(site, body.changes);
    // B must be a page a save would accept (its prices derived the same way).
    armB(site, changes);
    const row = await insertExperiment(this.db, site.id, name, changes, split, SELLER_TIME_ZONE);
    if (!row) throw new ConflictError(EXPERIMENT_MESSAGES.alreadyRunning);
    await this.siteChanged(site);
    return this.withResults(row);
  }

  async list(user: User, websiteId: number): Promise<ExperimentResponse[]> {
    const site = await this.websites.getEditable(user, websiteId);
    return Promise.all((await experimentsOf(this.db, site.id, SELLER_TIME_ZONE)).map((row) => this.withResults(row)));
  }

  async stop(user: User, websiteId: number, experimentId: number, { winner }: StopExperimentRequest): Promise<ExperimentResponse> {
    const site = await this.websites.getWritable(user, websiteId);
    const row = (await experimentsOf(this.db, site.id, SELLER_TIME_ZONE)).find((e) => e.id === experimentId);
    if (!row) throw new NotFoundError(EXPERIMENT_MESSAGES.notFound);
    if (row.status !== 'running') throw new ConflictError(EXPERIMENT_MESSAGES.notRunning);
    // B wins: its changes become the site's content through the editor's own save (checked again, kept as a version).
    if (winner === 'b') await this.websites.update(user, site.id, row.changes as never);
    const stopped = await stopExperiment(this.db, site.id, experimentId, winner, SELLER_TIME_ZONE);
    if (!stopped) throw new ConflictError(EXPERIMENT_MESSAGES.notRunning);
    await this.siteChanged(site);
    return this.withResults(stopped);
  }

  /** The changes of arm B: only the fields a test may change, each checked as the editor's save checks it. */
  private changesOf(site: Website, sent: unknown): ExperimentChanges {
    if (!sent || typeof sent !== 'object' || Array.isArray(sent)) throw InvalidInputError.field('changes', EXPERIMENT_MESSAGES.noChanges);
    const picked: Record<string, unknown> = {};
    for (const f of CHANGE_FIELDS) if ((sent as Record<string, unknown>)[f] !== undefined) picked[f] = (sent as Record<string, unknown>)[f];
    if (!Object.keys(picked).length) throw InvalidInputError.field('changes', EXPERIMENT_MESSAGES.noChanges);
    // Offers sent with a price only keep the site's own text and badge.
    const offers = picked.quantityOffers as Record<string, Record<string, unknown>> | undefined;
    if (offers && typeof offers === 'object') {
      const saved = toWebsiteResponse(site).quantityOffers;
      for (const k of ['single', 'double', 'triple'] as const) {
        if (offers[k] && typeof offers[k] === 'object') offers[k] = { text: saved?.[k]?.text ?? '', badge: saved?.[k]?.badge ?? '', ...offers[k] };
      }
    }
    const checked = validateBody(updateWebsiteSchema, picked) as ExperimentChanges;
    // Pictures of B are the site's own (a test never imports new ones).
    if (checked.images) {
      const own = new Set(parseImageList(site.images));
      const images = parseImageList(checked.images);
      if (!images.length || images.some((u) => !own.has(u))) throw InvalidInputError.field('images', EXPERIMENT_MESSAGES.imagesOwn);
      checked.images = images;
    }
    return checked;
  }

  /** Pages and prices of the site change in every process. */
  private async siteChanged(site: Website) {
    this.running.forget(site.id);
    await this.websites.ownerPagesChanged(site.userId);
  }

  private async withResults(row: ExperimentRow): Promise<ExperimentResponse> {
    const [visitors, orders] = await Promise.all([visitorsPerArm(this.db, row.websiteId, row.firstDay, row.lastDay ?? sellerDay()), ordersPerArm(this.db, row.id)]);
    const arms: ExperimentArmResult[] = (['a', 'b'] as const).map((arm) => {
      const v = visitors.find((x) => x.arm === arm)?.visitors ?? 0;
      const o = orders.find((x) => x.arm === arm)?.orders ?? 0;
      return { arm, visitors: v, orders: o, conversionRate: ratio(o, v) };
    });
    const [a, b] = arms;
    return {
      id: row.id,
      websiteId: row.websiteId,
      name: row.name,
      changes: row.changes,
      split: row.split,
      status: row.status,
      winner: row.winner,
      createdAt: row.createdAt,
      stoppedAt: row.stoppedAt,
      arms,
      probabilityBBeatsA: a.visitors + b.visitors + a.orders + b.orders > 0 ? probabilityBBeatsA(a, b) : null,
    };
  }
}
