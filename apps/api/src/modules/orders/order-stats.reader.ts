import { Injectable, Logger } from '@nestjs/common';
import {
  addMinor,
  asMinor,
  currencyCode,
  fromMinor,
  ORDER_STATS_DAYS,
  REVENUE_CURRENCIES,
  roundMinor,
  SELLER_TIME_ZONE,
  type CurrencyCode,
  type CurrencyRevenue,
  type Minor,
  type DashboardStatsResponse,
  type OrderDailyStats,
  type OrderStatus,
  type WebsiteDelivery,
} from '@cod/contracts';
import { DataSource } from 'typeorm';
import { dailyOrders, latestOrders, monthRevenueByCurrency, orderCounts, ordersPerWebsite, type DailyParams } from './orders.repository.js';
import { dailyUpsells } from './upsell-orders.repository.js';

export type OrderStats = Pick<DashboardStatsResponse, 'totalOrders' | 'pendingOrders' | 'recentOrders'> & {
  /** This month's revenue per currency (monthRevenue). */
  revenue: CurrencyRevenue[];
  ordersByWebsite: Map<number, number>;
  /** Websites with orders, with how their parcels ended. */
  delivery: WebsiteDelivery[];
};

const PENDING: OrderStatus = 'pending';
const CANCELLED: OrderStatus = 'cancelled';

/** Order figures of one seller, or of everyone (`userId` undefined): counts, this month's revenue, the latest orders. */
@Injectable()
export class OrderStatsReader {
  private readonly logger = new Logger(OrderStatsReader.name);

  constructor(private readonly dataSource: DataSource) {}

  /** How many orders, and how many still pending. */
  async counts(userId?: number): Promise<{ totalOrders: number; pendingOrders: number }> {
    return orderCounts(this.dataSource, PENDING, userId ?? null);
  }

  /**
   * This month's revenue (the Europe/Belgrade calendar month) per currency, never converted: orders not
   * cancelled, plus the upsell orders added to them (counted in the month the upsell was made, like the
   * chart's days). Summed exactly in integer minor units, in market order, only currencies with revenue.
   */
  async monthRevenue(userId?: number): Promise<CurrencyRevenue[]> {
    const rows = await monthRevenueByCurrency(this.dataSource, userId ?? null, CANCELLED, SELLER_TIME_ZONE);
    const sums = new Map<CurrencyCode, Minor>();
    for (const r of rows) {
      const code = currencyCode(r.currency);
      // Every order takes its site's market currency; anything else cannot be shown as one of the three.
      if (!code) {
        this.logger.warn(`Revenue in an unknown currency left out of the dashboard: ${JSON.stringify(r.currency)} ${fromMinor(asMinor(Number(r.amount)))}`);
        continue;
      }
      // 'KM' and 'BAM' (or '€' and 'EUR') are one currency: added in minor units, then rounded to money (cents, whole dinars).
      sums.set(code, roundMinor(addMinor(sums.get(code) ?? asMinor(0), asMinor(Number(r.amount))), code));
    }
    return REVENUE_CURRENCIES.filter((c) => (sums.get(c) ?? 0) > 0).map((currency) => ({ currency, amount: fromMinor(sums.get(currency)!) }));
  }

  async forUser(userId?: number): Promise<OrderStats> {
    const owner = userId ?? null;
    const [counts, revenue, recent, perSite] = await Promise.all([
      this.counts(userId),
      this.monthRevenue(userId),
      latestOrders(this.dataSource, owner),
      ordersPerWebsite(this.dataSource, owner),
    ]);
    return {
      ...counts,
      revenue,
      recentOrders: recent.map((r) => ({
        id: r.id as number,
        orderId: r.order_id as string,
        customerName: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(),
        productTitle: r.product_title as string,
        status: r.status as string,
        createdAt: new Date(r.created_at as string).toISOString(),
      })),
      ordersByWebsite: new Map(perSite.map((r) => [r.website_id, r.n])),
      delivery: perSite
        .filter((r) => r.website_id !== null)
        .map((r) => ({ websiteId: r.website_id, orders: r.n, shipped: r.shipped, delivered: r.delivered, refused: r.refused })),
    };
  }

  /**
   * Orders and revenue per Belgrade day for the last `days` days, per currency: every order counts, the
   * revenue leaves cancelled orders out and adds the upsells that ride in the same parcels.
   */
  async daily(userId: number | null, days = ORDER_STATS_DAYS): Promise<OrderDailyStats> {
    const dates = lastDays(days);
    const params: DailyParams = [userId, SELLER_TIME_ZONE, dates[0], CANCELLED];
    const [orders, upsells] = await Promise.all([dailyOrders(this.dataSource, params), dailyUpsells(this.dataSource, params)]);
    const byDay = new Map(dates.map((date) => [date, { date, orders: 0, revenue: {} as Record<string, number> }]));
    const currencies = new Set<string>();
    for (const r of [...orders, ...upsells.map((u) => ({ ...u, orders: 0 }))]) {
      const entry = byDay.get(r.day);
      if (!entry) continue;
      entry.orders += r.orders;
      currencies.add(r.currency);
      entry.revenue[r.currency] = Math.round(((entry.revenue[r.currency] ?? 0) + r.revenue) * 100) / 100;
    }
    return { days: [...byDay.values()], currencies: [...currencies].sort() };
  }
}

/** The last `n` Belgrade dates, oldest first ('YYYY-MM-DD'). */
function lastDays(n: number, now = new Date()): string[] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: SELLER_TIME_ZONE }).format(now);
  const [y, m, d] = today.split('-').map(Number);
  return Array.from({ length: n }, (_, i) => new Date(Date.UTC(y, m - 1, d - (n - 1 - i))).toISOString().slice(0, 10));
}
