import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { MarketId, StoredPrices, TemplateName } from '@cod/contracts';
import { DataSource, Repository, type EntityManager } from 'typeorm';
import { liveSite, sellerActive } from './live-site.js';
import { Website } from './website.entity.js';

/** What pricing and checking an order needs of its website. */
export interface OrderableSite {
  id: number;
  userId: number;
  productId: string;
  title: string;
  /** Takes orders: switched on and its seller's account active (`liveSite`). */
  isActive: boolean;
  /** Its seller's account is active: false hides every page of theirs, thank-you pages of their orders included. */
  sellerActive: boolean;
  /** The site's stored offers (minor units): an order's total is `offerTotal` of them. */
  offers: StoredPrices;
  currency: string;
  currencySymbol: string;
  targetMarket: MarketId;
  templateName: TemplateName;
}

/** The SQL of `websites`: the TypeORM entity is used here only. Writes take the transaction (`tx`) of `transaction`. */
@Injectable()
export class WebsitesRepository {
  constructor(
    @InjectRepository(Website) private readonly repo: Repository<Website>,
    private readonly dataSource: DataSource,
  ) {}

  /** Runs `work` in one transaction; what it changes of other tables goes through their repositories with the same `tx`. */
  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  findByOwner(userId: number): Promise<Website[]> {
    return this.repo.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  count(): Promise<number> {
    return this.repo.count();
  }

  findAll(): Promise<Website[]> {
    return this.repo.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  findById(id: number): Promise<Website | null> {
    return this.repo.findOneBy({ id });
  }

  /** The address and id of each of the owner's sites. */
  addressesOf(userId: number): Promise<Pick<Website, 'id' | 'customUrl'>[]> {
    return this.repo.find({ where: { userId }, select: { id: true, customUrl: true } });
  }

  /** A live site by its address, already normalised (lower-case). */
  findPublic(url: string): Promise<Website | null> {
    return this.repo.createQueryBuilder('w').where(`lower(w.custom_url) = :url AND ${liveSite('w')}`, { url }).getOne();
  }

  /** Live sites (of one seller, when given), newest first. */
  findPublicList(limit: number, userId?: number): Promise<Website[]> {
    const q = this.repo.createQueryBuilder('w').where(liveSite('w'));
    if (userId !== undefined) q.andWhere('w.user_id = :userId', { userId });
    return q.orderBy('w.createdAt', 'DESC').addOrderBy('w.id', 'DESC').limit(limit).getMany();
  }

  /** The seller's most recently updated live site. */
  findHomeOf(userId: number): Promise<Website | null> {
    return this.repo
      .createQueryBuilder('w')
      .where(`w.user_id = :userId AND ${liveSite('w')}`, { userId })
      .orderBy('w.updatedAt', 'DESC')
      .addOrderBy('w.id', 'DESC')
      .getOne();
  }

  /** `url` already normalised (lower-case). */
  isCustomUrlTaken(url: string): Promise<boolean> {
    return this.repo.createQueryBuilder('w').where('lower(w.custom_url) = :url', { url }).getExists();
  }

  async orderable(id: number): Promise<OrderableSite | null> {
    const [row] = await this.dataSource.query(
      `SELECT w.id, w.user_id AS "userId", w.product_id AS "productId", w.title, ${liveSite('w')} AS "isActive", ${sellerActive('w')} AS "sellerActive",
              w.offers, w.currency, w.currency_symbol AS "currencySymbol", w.target_market AS "targetMarket",
              w.template_name AS "templateName"
         FROM websites w WHERE w.id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** The site's row, locked until `tx` ends (a save, a delete and an order for the site are ordered by it). */
  lock(tx: EntityManager, id: number): Promise<Website | null> {
    return tx.getRepository(Website).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  save(tx: EntityManager, site: Website): Promise<Website> {
    return tx.getRepository(Website).save(site);
  }

  /** Throws the driver's unique violation when the address is taken. */
  insert(tx: EntityManager, site: Partial<Website>): Promise<Website> {
    const repo = tx.getRepository(Website);
    return repo.save(repo.create(site));
  }

  /** The site has orders or upsell orders (they keep it: a site with orders is only switched off). */
  async hasOrders(tx: EntityManager, id: number): Promise<boolean> {
    const [{ sold }] = await tx.query(
      `SELECT EXISTS (SELECT 1 FROM orders WHERE website_id = $1) OR EXISTS (SELECT 1 FROM upsell_orders WHERE website_id = $1) AS sold`,
      [id],
    );
    return sold;
  }

  /** Its upsell offers go with it: their foreign key deletes them (ON DELETE CASCADE). */
  async delete(tx: EntityManager, id: number): Promise<void> {
    await tx.query(`DELETE FROM websites WHERE id = $1`, [id]);
  }
}
