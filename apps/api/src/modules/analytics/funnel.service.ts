import { Injectable } from '@nestjs/common';
import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  ANALYTICS_MESSAGES,
  currencyCode,
  DIRECT_SOURCE,
  ratio,
  roundMoney,
  SELLER_TIME_ZONE,
  type AnalyticsDay,
  type AnalyticsSourceRow,
  type WebsiteAnalyticsResponse,
} from '@cod/contracts';
import { DataSource } from 'typeorm';
import { InvalidInputError } from '../../common/errors/domain-error.js';
import type { User } from '../users/index.js';
import { WebsitesService } from '../websites/index.js';
import { ordersByDayAndSource, rollup, upsellOrdersIn, type FunnelParams } from './funnel.repository.js';
import { addDays, sellerDay } from './seller-day.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: unknown): v is string => typeof v === 'string' && DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** The days asked for: both given, or 30 days to today; `from` after `to` or more than 366 days is a 400. */
export function rangeOf(query: { from?: unknown; to?: unknown }, today = sellerDay()): { from: string; to: string } {
  const to = query.to === undefined || query.to === '' ? today : query.to;
  const from = query.from === undefined || query.from === '' ? (isDay(to) ? addDays(to, -(ANALYTICS_DEFAULT_DAYS - 1)) : undefined) : query.from;
  if (!isDay(from) || !isDay(to) || from > to || addDays(from, ANALYTICS_MAX_DAYS) <= to) throw new InvalidInputError(ANALYTICS_MESSAGES.badRange);
  return { from, to };
}

/** The seller's funnel of one site: visitors to orders, by day and by source (owner or admin). */
@Injectable()
export class FunnelService {
  constructor(
    private readonly db: DataSource,
    private readonly websites: WebsitesService,
  ) {}

  async ofWebsite(user: User, websiteId: number, query: { from?: unknown; to?: unknown }): Promise<WebsiteAnalyticsResponse> {
    const site = await this.websites.getEditable(user, websiteId);
    const { from, to } = rangeOf(query);
    const params: FunnelParams = [site.id, from, to, SELLER_TIME_ZONE];
    const [events, orders, upsellOrders] = await Promise.all([rollup(this.db, params), ordersByDayAndSource(this.db, params, 'cancelled'), upsellOrdersIn(this.db, params)]);
    const currency = currencyCode(site.currency) ?? 'RSD';
    const money = (n: number) => roundMoney(n, currency);

    const days = new Map<string, AnalyticsDay>();
    for (let d = from; d <= to; d = addDays(d, 1)) days.set(d, { day: d, visitors: 0, views: 0, formOpens: 0, orders: 0, revenue: 0 });
    const sources = new Map<string, AnalyticsSourceRow>();
    const sourceRow = (source: string | null, campaign: string | null) => {
      const s = source || DIRECT_SOURCE;
      const c = campaign || null;
      const key = JSON.stringify([s, c]);
      let row = sources.get(key);
      if (!row) sources.set(key, (row = { source: s, campaign: c, visitors: 0, orders: 0, conversionRate: 0, revenue: 0 }));
      return row;
    };

    let checkoutStarts = 0;
    let upsellViews = 0;
    for (const e of events) {
      const day = days.get(e.day)!;
      day.visitors += e.visitors;
      day.views += e.views;
      day.formOpens += e.form_opens;
      checkoutStarts += e.checkout_starts;
      upsellViews += e.upsell_views;
      sourceRow(e.source, e.campaign).visitors += e.visitors;
    }
    for (const o of orders) {
      const day = days.get(o.day);
      if (day) {
        day.orders += o.orders;
        day.revenue = money(day.revenue + o.revenue);
      }
      const row = sourceRow(o.source, o.campaign);
      row.orders += o.orders;
      row.revenue = money(row.revenue + o.revenue);
    }
    const byDay = [...days.values()];
    const bySource = [...sources.values()].map((r) => ({ ...r, conversionRate: ratio(r.orders, r.visitors) })).sort((a, b) => b.orders - a.orders || b.visitors - a.visitors);
    const sum = (f: (d: AnalyticsDay) => number) => byDay.reduce((n, d) => n + f(d), 0);
    const visitors = sum((d) => d.visitors);
    const orderCount = sum((d) => d.orders);
    // An upsell page seen is counted by the page; one taken is an upsell order (what the seller ships).
    const shown = Math.max(upsellViews, upsellOrders);
    return {
      websiteId: site.id,
      from,
      to,
      visitors,
      views: sum((d) => d.views),
      formOpens: sum((d) => d.formOpens),
      checkoutStarts,
      orders: orderCount,
      revenue: { currency, amount: money(sum((d) => d.revenue)) },
      conversionRate: ratio(orderCount, visitors),
      upsell: { shown, accepted: upsellOrders, takeRate: ratio(upsellOrders, shown) },
      byDay,
      bySource,
    };
  }
}
