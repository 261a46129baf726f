import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  applyWebsiteChanges,
  EXPERIMENT_COOKIE,
  isExperimentArm,
  normalizeWebsiteSave,
  SELLER_TIME_ZONE,
  type ExperimentArm,
  type ExperimentChanges,
  type StoredPrices,
  type UpdateWebsiteRequest,
  type WebsiteResponse,
} from '@cod/contracts';
import { DataSource } from 'typeorm';
import { cookieOf } from '../../common/http/cookies.js';
import { DomainEvents } from '../events/index.js';
import { toWebsiteResponse, WebsitesService, type Website } from '../websites/index.js';
import { runningExperiment } from './experiments.repository.js';

const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

/** A site's running A/B test as the pages and the orders use it: B's page and B's prices. */
export interface RunningTest {
  id: number;
  websiteId: number;
  /** Percent of new visitors shown B. */
  split: number;
  /** The site as arm B shows it (the site with the test's changes, priced by them). */
  b: WebsiteResponse;
  /** What an order placed on B costs. */
  bOffers: StoredPrices;
}

/** The save body of a test's changes: what normalizeWebsiteSave takes. */
export const changesBody = (changes: ExperimentChanges): UpdateWebsiteRequest => ({ ...changes }) as UpdateWebsiteRequest;

/** Arm B of a site: its changes over the saved site, priced as a save of them would be. */
export function armB(site: Website, changes: ExperimentChanges): { b: WebsiteResponse; bOffers: StoredPrices } {
  const base = toWebsiteResponse(site);
  const normalized = normalizeWebsiteSave(base, changesBody(changes));
  return { b: applyWebsiteChanges(base, normalized), bOffers: normalized.offers ?? site.offers };
}

/** The arm a request is in: its cookie for the site, else the arm the order's body names. */
export function armOf(cookieHeader: string | undefined, websiteId: number, sent?: unknown): ExperimentArm | null {
  const fromCookie = cookieOf(cookieHeader, EXPERIMENT_COOKIE(websiteId));
  return isExperimentArm(fromCookie) ? fromCookie : isExperimentArm(sent) ? sent : null;
}

/** A new visitor's arm: B for `split` percent. */
export const pickArm = (split: number, random = Math.random()): ExperimentArm => (random * 100 < split ? 'b' : 'a');

/**
 * The running tests, kept in memory per site (each page view and order asks): read once per 30 s, and
 * dropped in every process when the site changes (a test started or stopped emits `website.changed`).
 */
@Injectable()
export class RunningExperiments implements OnModuleInit {
  private readonly cache = new Map<number, { at: number; value: Promise<RunningTest | null> }>();

  constructor(
    private readonly db: DataSource,
    private readonly websites: WebsitesService,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit() {
    this.events.on('website.changed', ({ id }) => this.cache.delete(id));
  }

  forget(websiteId: number) {
    this.cache.delete(websiteId);
  }

  of(websiteId: number): Promise<RunningTest | null> {
    const kept = this.cache.get(websiteId);
    if (kept && Date.now() - kept.at < TTL_MS) return kept.value;
    const value = this.load(websiteId);
    value.catch(() => this.cache.delete(websiteId));
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    this.cache.set(websiteId, { at: Date.now(), value });
    return value;
  }

  private async load(websiteId: number): Promise<RunningTest | null> {
    const test = await runningExperiment(this.db, websiteId, SELLER_TIME_ZONE);
    if (!test) return null;
    const site = await this.websites.findById(websiteId);
    if (!site) return null;
    return { id: test.id, websiteId, split: test.split, ...armB(site, test.changes) };
  }
}
