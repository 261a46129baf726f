import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { MarketId, QuantityOffers, TemplateName } from '@cod/contracts';
import { DataSource } from 'typeorm';
import { DomainEvents } from '../events/index.js';
import { liveSite, sellerActive } from './live-site.js';

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
  quantityOffers: QuantityOffers;
  currency: string;
  currencySymbol: string;
  targetMarket: MarketId;
  templateName: TemplateName;
}

const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

/**
 * Websites as the order path reads them (several orders a second on one site during a campaign):
 * kept briefly in memory, dropped at once when a site (or its seller's account status) changes in any process.
 */
@Injectable()
export class OrderableSites implements OnModuleInit {
  private readonly cache = new Map<number, { site: OrderableSite | null; at: number }>();
  /** Bumped by every change notice: a read that was under way when its site changed is not kept. */
  private generation = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit() {
    this.events.on('website.changed', ({ id }) => this.forget(id));
  }

  /** Drops a site at once (the process that changed it does not wait for the notification). */
  forget(id: number) {
    this.generation++;
    this.cache.delete(id);
  }

  async get(id: number): Promise<OrderableSite | null> {
    const hit = this.cache.get(id);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.site;
    const generation = this.generation;
    const [row] = await this.dataSource.query(
      `SELECT w.id, w.user_id AS "userId", w.product_id AS "productId", w.title, ${liveSite('w')} AS "isActive", ${sellerActive('w')} AS "sellerActive",
              w.quantity_offers AS "quantityOffers", w.currency, w.currency_symbol AS "currencySymbol", w.target_market AS "targetMarket",
              w.template_name AS "templateName"
         FROM websites w WHERE w.id = $1`,
      [id],
    );
    const site: OrderableSite | null = row ?? null;
    if (generation !== this.generation) return site;
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    this.cache.set(id, { site, at: Date.now() });
    return site;
  }
}
