import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { normalizeCustomUrl, WEBSITE_MESSAGES, type UpdateWebsiteRequest } from '@cod/contracts';
import { DataSource, QueryFailedError, Repository, type EntityManager } from 'typeorm';
import { ConflictError, ForbiddenError, NotFoundError } from '../../common/errors/domain-error.js';
import { DomainEvents } from '../events/index.js';
import type { User } from '../users/index.js';
import { OrderableSites } from './orderable-sites.cache.js';
import { Website } from './website.entity.js';

const UNIQUE_VIOLATION = '23505';

/** Storage and access rules of websites: owners see and change their own, admins everything. */
@Injectable()
export class WebsitesService {
  constructor(
    @InjectRepository(Website) private readonly repo: Repository<Website>,
    private readonly dataSource: DataSource,
    private readonly events: DomainEvents,
    private readonly orderable: OrderableSites,
  ) {}

  findByOwner(userId: number): Promise<Website[]> {
    return this.repo.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  count(): Promise<number> {
    return this.repo.count();
  }

  findAll(): Promise<Website[]> {
    return this.repo.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** A site the user may edit: the owner's or, for an admin, any. Others get 404 (no hint it exists). */
  async getEditable(user: User, id: number): Promise<Website> {
    const site = await this.repo.findOneBy({ id });
    if (!site || (user.role !== 'admin' && site.userId !== user.id)) throw new NotFoundError(WEBSITE_MESSAGES.websiteNotFound);
    return site;
  }

  async update(user: User, id: number, changes: UpdateWebsiteRequest): Promise<Website> {
    const site = await this.getEditable(user, id);
    const isAdmin = user.role === 'admin';
    if (!isAdmin && !site.editableByClient) throw new ForbiddenError(WEBSITE_MESSAGES.websiteLocked);
    const { editableByClient, ...rest } = changes;
    const patch: Partial<Website> = { ...(rest as Partial<Website>) };
    if (isAdmin && editableByClient !== undefined) patch.editableByClient = editableByClient;
    if (typeof patch.title === 'string') patch.title = patch.title.trim();
    const saved = await this.repo.save(Object.assign(site, patch));
    this.orderable.forget(saved.id);
    await this.events.publish('website.changed', { id: saved.id, customUrl: saved.customUrl, userId: saved.userId });
    return saved;
  }

  /** A published site by its address (case-insensitive), active only. */
  findPublic(customUrl: string): Promise<Website | null> {
    return this.repo
      .createQueryBuilder('w')
      .where('lower(w.custom_url) = :url AND w.is_active', { url: normalizeCustomUrl(customUrl) })
      .getOne();
  }

  /** Owner settings shown on the pages (the pixel) changed: every site of the owner is re-rendered. */
  async ownerPagesChanged(userId: number): Promise<void> {
    const sites = await this.repo.find({ where: { userId }, select: { id: true, customUrl: true } });
    // One notification carries them all (publish batches what arrives within a few milliseconds).
    await Promise.all(sites.map((site) => this.events.publish('website.changed', { id: site.id, customUrl: site.customUrl, userId })));
  }

  findById(id: number): Promise<Website | null> {
    return this.repo.findOneBy({ id });
  }

  findPublicList(limit = 200): Promise<Website[]> {
    return this.repo.find({ where: { isActive: true }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }

  async isCustomUrlTaken(customUrl: string): Promise<boolean> {
    return this.repo.createQueryBuilder('w').where('lower(w.custom_url) = :url', { url: normalizeCustomUrl(customUrl) }).getExists();
  }

  /** Saves a new site (and whatever `also` adds) in one transaction; a taken address is 409. */
  async insert(site: Partial<Website>, also?: (manager: EntityManager, saved: Website) => Promise<void>): Promise<Website> {
    try {
      const saved = await this.dataSource.transaction(async (manager) => {
        const saved = await manager.getRepository(Website).save(manager.getRepository(Website).create(site));
        if (also) await also(manager, saved);
        return saved;
      });
      await this.events.publish('website.changed', { id: saved.id, customUrl: saved.customUrl, userId: saved.userId });
      return saved;
    } catch (err) {
      if (err instanceof QueryFailedError && (err.driverError as { code?: string })?.code === UNIQUE_VIOLATION) {
        throw new ConflictError(WEBSITE_MESSAGES.customUrlTaken, 'customUrl');
      }
      throw err;
    }
  }
}
