import { Injectable } from '@nestjs/common';
import {
  EDITOR_MESSAGES,
  normalizeCustomUrl,
  applyWebsiteChanges,
  normalizeWebsiteSave,
  parseImageList,
  sameVersionContent,
  storedEditableContent,
  storedPricesOf,
  UPDATE_MESSAGES,
  WEBSITE_MESSAGES,
  websiteVersionContent,
  type LegacyPrices,
  type UpdateWebsiteRequest,
  type WebsiteChanges,
  type WebsiteVersionContent,
  type WebsiteResponse,
  type WebsiteVersionItem,
} from '@cod/contracts';
import type { EntityManager } from 'typeorm';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../../common/errors/domain-error.js';
import { SqlPool } from '../../database/sql-pool.js';
import { isUniqueViolation } from '../../database/unique-violation.js';
import { DomainEvents, type DomainEvent, type EventClient } from '../events/index.js';
import { ImagesService } from '../images/index.js';
import type { User } from '../users/index.js';
import { OrderableSites } from './orderable-sites.cache.js';
import type { Website } from './website.entity.js';
import { toWebsiteResponse } from './website.mapper.js';
import { WebsiteVersionsRepository } from './website-versions.repository.js';
import { WebsitesRepository } from './websites.repository.js';

type ChangedSite = Pick<Website, 'id' | 'customUrl' | 'userId'>;
const siteChanges = (sites: ChangedSite[]): DomainEvent[] =>
  sites.map((site) => ({ name: 'website.changed', payload: { id: site.id, customUrl: site.customUrl, userId: site.userId } }));

/**
 * A kept version's content as changes of the site: its price fields (as the site answered them then) become
 * the stored offers again (contracts `storedPricesOf`), its editableContent is stored without quantityData.
 */
function versionChanges(site: Website, content: WebsiteVersionContent): Partial<Website> {
  const { currentPrice, originalPrice, priceAnchoring, quantityOffers, editableContent, ...rest } = content as WebsiteVersionContent & LegacyPrices;
  const out: Partial<Website> = { ...(rest as Partial<Website>) };
  const symbol = site.currencySymbol || site.currency;
  if (currentPrice !== undefined || priceAnchoring !== undefined || quantityOffers !== undefined || editableContent?.quantityData !== undefined) {
    const answered = toWebsiteResponse(site);
    out.offers = storedPricesOf(
      {
        currentPrice: currentPrice ?? answered.currentPrice,
        originalPrice: originalPrice !== undefined ? originalPrice : answered.originalPrice,
        priceAnchoring: priceAnchoring ?? answered.priceAnchoring,
        quantityOffers: quantityOffers ?? answered.quantityOffers,
        editableContent: editableContent ?? answered.editableContent,
      },
      site.currency,
      symbol,
    );
  }
  if (editableContent !== undefined) out.editableContent = storedEditableContent(editableContent);
  return out;
}

/** A new site's row: the price fields it was written with become its stored offers. */
function newSiteRow(site: Partial<Website> & LegacyPrices): Partial<Website> {
  const { currentPrice, originalPrice, priceAnchoring, quantityOffers, ...rest } = site;
  if (rest.offers || currentPrice === undefined) return { ...rest, editableContent: storedEditableContent(rest.editableContent) };
  const currency = rest.currency || 'RSD';
  const offers = storedPricesOf({ currentPrice, originalPrice, priceAnchoring, quantityOffers, editableContent: rest.editableContent }, currency, rest.currencySymbol || currency);
  return { ...rest, offers, editableContent: storedEditableContent(rest.editableContent) };
}

function assertWritable(user: User, site: Website) {
  if (user.role !== 'admin' && !site.editableByClient) throw new ForbiddenError(WEBSITE_MESSAGES.websiteLocked);
}

/** Storage and access rules of websites: owners see and change their own, admins everything. */
@Injectable()
export class WebsitesService {
  constructor(
    private readonly repo: WebsitesRepository,
    private readonly versionRows: WebsiteVersionsRepository,
    private readonly events: DomainEvents,
    private readonly sql: SqlPool,
    private readonly orderable: OrderableSites,
    private readonly images: ImagesService,
  ) {}

  findByOwner(userId: number): Promise<Website[]> {
    return this.repo.findByOwner(userId);
  }

  count(): Promise<number> {
    return this.repo.count();
  }

  findAll(): Promise<Website[]> {
    return this.repo.findAll();
  }

  /** A site the user may edit: the owner's or, for an admin, any. Others get 404 (no hint it exists). */
  async getEditable(user: User, id: number): Promise<Website> {
    const site = await this.repo.findById(id);
    if (!site || (user.role !== 'admin' && site.userId !== user.id)) throw new NotFoundError(WEBSITE_MESSAGES.websiteNotFound);
    return site;
  }

  /** A site the user may change: getEditable, and a site the admin locked (editableByClient false) is 403 to its owner. */
  async getWritable(user: User, id: number): Promise<Website> {
    const site = await this.getEditable(user, id);
    assertWritable(user, site);
    return site;
  }

  /**
   * PUT /api/websites/id/{id}: a validated body (any of spec 001 §7) normalised by the contracts'
   * normalizeWebsiteSave, new pictures imported first (a picture that cannot be imported refuses the
   * whole save), then one transaction keeps the previous content as a version and writes the new one.
   */
  async update(user: User, id: number, body: UpdateWebsiteRequest): Promise<Website> {
    const site = await this.getWritable(user, id);
    const images = body.images !== undefined ? await this.importImages(site, parseImageList(body.images)) : undefined;
    return this.write(user, id, (locked) => {
      const changes = normalizeWebsiteSave(toWebsiteResponse(locked), images ? { ...body, images } : body);
      return this.allowedChanges(user, changes);
    });
  }

  /** The preview's site: the body normalised and merged over the saved site as a save would, nothing written, nothing imported. */
  async draft(user: User, id: number, body: UpdateWebsiteRequest): Promise<WebsiteResponse> {
    const site = toWebsiteResponse(await this.getWritable(user, id));
    return applyWebsiteChanges(site, this.allowedChanges(user, normalizeWebsiteSave(site, body)));
  }

  /** GET …/versions: the saved versions, newest first (owner or admin). */
  async versions(user: User, id: number): Promise<WebsiteVersionItem[]> {
    await this.getEditable(user, id);
    return this.versionRows.list(id);
  }

  /** POST …/versions/{versionId}/restore: the version's content becomes the site's again (itself a save, so it keeps a version too). */
  async restore(user: User, id: number, versionId: number): Promise<Website> {
    await this.getWritable(user, id);
    return this.write(user, id, async (locked, m) => {
      const content = await this.versionRows.content(m, id, versionId);
      if (!content) throw new NotFoundError(EDITOR_MESSAGES.versionNotFound);
      // Only the content fields: a version never switches a site off or unlocks it.
      return versionChanges(locked, websiteVersionContent(content));
    });
  }

  /**
   * DELETE /api/websites/id/{id}: only a site without orders and upsell orders (else 409; switching it
   * off keeps its orders). Its versions go with it, and its upsell offers (by their foreign key). The row lock orders it with an
   * order being written for the site (the order's foreign key): that order either commits first and the
   * delete answers 409, or waits and is refused because its site is gone. No order outlives its site.
   */
  async remove(user: User, id: number): Promise<void> {
    await this.getWritable(user, id);
    const site = await this.repo.transaction(async (tx) => {
      const locked = await this.repo.lock(tx, id);
      if (!locked) throw new NotFoundError(WEBSITE_MESSAGES.websiteNotFound);
      if (await this.repo.hasOrders(tx, id)) throw new ConflictError(EDITOR_MESSAGES.websiteHasOrders);
      await this.versionRows.removeOf(tx, id);
      await this.repo.delete(tx, id);
      await this.announce(tx, [locked]);
      return locked;
    });
    this.changedHere([site]);
  }

  /**
   * One save: the site's row locked, the changes computed against it (a concurrent save is never
   * merged over stale content), the previous content kept as a version when the content changes,
   * then every process told at once.
   */
  private async write(user: User, id: number, changesOf: (locked: Website, m: EntityManager) => Partial<Website> | WebsiteChanges | Promise<Partial<Website> | WebsiteChanges>): Promise<Website> {
    const saved = await this.repo.transaction(async (tx) => {
      const locked = await this.repo.lock(tx, id);
      if (!locked) throw new NotFoundError(WEBSITE_MESSAGES.websiteNotFound);
      assertWritable(user, locked);
      const before = websiteVersionContent(toWebsiteResponse(locked));
      Object.assign(locked, await changesOf(locked, tx));
      if (!sameVersionContent(before, websiteVersionContent(toWebsiteResponse(locked)))) await this.versionRows.keep(tx, id, user.id, before);
      const saved = await this.repo.save(tx, locked);
      await this.announce(tx, [saved]);
      return saved;
    });
    this.changedHere([saved]);
    return saved;
  }

  /** editableByClient is the admin's switch: an owner's value is ignored. */
  private allowedChanges(user: User, changes: WebsiteChanges): WebsiteChanges {
    const { editableByClient, ...rest } = changes;
    return user.role === 'admin' && editableByClient !== undefined ? { ...rest, editableByClient } : rest;
  }

  /**
   * The pictures of a save as stored URLs: ours (and those the site already has) are kept, every other
   * one is fetched and re-encoded as the builder does. One that cannot be imported refuses the save
   * with a message naming it.
   */
  private async importImages(site: Website, urls: string[]): Promise<string[]> {
    const current = new Set(parseImageList(site.images));
    const isKept = (url: string) => current.has(url) || this.images.isOurs(url);
    const foreign = [...new Set(urls.filter((u) => !isKept(u)))];
    if (foreign.length === 0) return urls;
    const stored = new Map<string, string>();
    for (const r of await this.images.importAll(foreign)) {
      if (!r.url) throw InvalidInputError.field('images', UPDATE_MESSAGES.imageImport(r.source));
      stored.set(r.source, r.url);
    }
    return urls.map((u) => stored.get(u) ?? u);
  }

  /**
   * Tells every API process that sites changed (page caches, order pricing), on the change's transaction
   * (or a pool): the notification goes out when it commits.
   */
  private announce(client: EventClient, sites: ChangedSite[]): Promise<void> {
    return this.events.emit(client, siteChanges(sites));
  }

  /**
   * After the commit this process forgets the sites at once, so the saving user's next request sees the
   * change; the others forget them when the notification reaches them (milliseconds), and this one once
   * more then, which is harmless.
   */
  private changedHere(sites: ChangedSite[]) {
    for (const site of sites) this.orderable.forget(site.id);
    this.events.tellThisProcess(siteChanges(sites));
  }

  /** A live site (`liveSite`) by its address (case-insensitive). */
  findPublic(customUrl: string): Promise<Website | null> {
    return this.repo.findPublic(normalizeCustomUrl(customUrl));
  }

  /**
   * Owner settings shown on the pages (the pixel) or the owner's account status changed: every site of the
   * owner is rendered and read for orders again, in every process.
   */
  async ownerPagesChanged(userId: number): Promise<void> {
    const sites = (await this.repo.addressesOf(userId)).map((site) => ({ ...site, userId }));
    await this.announce(this.sql.pool, sites);
    this.changedHere(sites);
  }

  findById(id: number): Promise<Website | null> {
    return this.repo.findById(id);
  }

  /** Live sites (of one seller, when given), newest first. */
  findPublicList(limit = 200, userId?: number): Promise<Website[]> {
    return this.repo.findPublicList(limit, userId);
  }

  /** The site `/` shows on a seller's domain (CONTRACT): their most recently updated live site. */
  findHomeOf(userId: number): Promise<Website | null> {
    return this.repo.findHomeOf(userId);
  }

  async isCustomUrlTaken(customUrl: string): Promise<boolean> {
    return this.repo.isCustomUrlTaken(normalizeCustomUrl(customUrl));
  }

  /** Saves a new site (and whatever `also` adds) in one transaction; a taken address is 409. */
  async insert(site: Partial<Website> & LegacyPrices, also?: (manager: EntityManager, saved: Website) => Promise<void>): Promise<Website> {
    try {
      const saved = await this.repo.transaction(async (tx) => {
        const saved = await this.repo.insert(tx, newSiteRow(site));
        if (also) await also(tx, saved);
        await this.announce(tx, [saved]);
        return saved;
      });
      this.changedHere([saved]);
      return saved;
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new ConflictError(WEBSITE_MESSAGES.customUrlTaken, 'customUrl');
      }
      throw err;
    }
  }
}
