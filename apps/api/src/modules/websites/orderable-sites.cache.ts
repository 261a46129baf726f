import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { MarketId, QuantityOffers, TemplateName } from '@cod/contracts';
import { DataSource } from 'typeorm';
import { DomainEvents } from '../../common/events/domain-events.js';

/** What pricing and checking an order needs of its website. */
export interface OrderSite {
  id: number;
  userId: number;
  productId: string;
  title: string;
  isActive: boolean;
  quantityOffers: QuantityOffers;
  currency: string;
  currencySymbol: string;
  targetMarket: MarketId;
  templateName: TemplateName;
}

const TTL_MS = 30_000;

/** Websites as the order path reads them: cached briefly, dropped at once when a site changes. */
@Injectable()
export class OrderSitesCache implements OnModuleInit {
  private readonly cache = new Map<number, { site: OrderSite | null; at: number }>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit() {
    this.events.on('website.changed', ({ id }) => this.cache.delete(id));
  }

  async get(id: number): Promise<OrderSite | null> {
    const hit = this.cache.get(id);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.site;
    const [row] = await this.dataSource.query(
      `SELECT id, user_id, product_id, title, is_active, quantity_offers, currency, currency_symbol, target_market, template_name
         FROM websites WHERE id = $1`,
      [id],
    );
    const site: OrderSite | null = row
      ? {
          id: row.id,
          userId: row.user_id,
          productId: row.product_id,
          title: row.title,
          isActive: row.is_active,
          quantityOffers: row.quantity_offers,
          currency: row.currency,
          currencySymbol: row.currency_symbol,
          targetMarket: row.target_market,
          templateName: row.template_name,
        }
      : null;
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(id, { site, at: Date.now() });
    return site;
  }
}
