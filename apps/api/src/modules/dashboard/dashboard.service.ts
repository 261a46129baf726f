import { Injectable } from '@nestjs/common';
import { mainCurrencyOf, type ClientStats, type DashboardStatsResponse, type SyncDashboardResponse } from '@cod/contracts';
import { OrderStatsReader, type OrderStats } from '../orders/index.js';
import type { User } from '../users/index.js';
import { toWebsiteResponse, WebsitesService, type Website } from '../websites/index.js';

/** The seller's dashboard figures (spec 000 §3 client dashboard response and the further statistics shape). */
@Injectable()
export class DashboardService {
  constructor(
    private readonly websites: WebsitesService,
    private readonly orders: OrderStatsReader,
  ) {}

  async syncDashboard(user: User): Promise<SyncDashboardResponse> {
    const [sites, orders] = await Promise.all([this.websites.findByOwner(user.id), this.orders.forUser(user.id)]);
    return {
      user: { firstName: user.firstName, lastName: user.lastName },
      websites: sites.map(toWebsiteResponse),
      stats: clientStats(sites, orders),
      delivery: orders.delivery,
      timestamp: new Date().toISOString(),
    };
  }

  async stats(user: User): Promise<DashboardStatsResponse> {
    const [sites, orders] = await Promise.all([this.websites.findByOwner(user.id), this.orders.forUser(user.id)]);
    return {
      ...clientStats(sites, orders),
      recentOrders: orders.recentOrders,
      topPerformingWebsites: sites
        .map((s) => ({ id: s.id, title: s.title, customUrl: s.customUrl, orderCount: orders.ordersByWebsite.get(s.id) ?? 0 }))
        .sort((a, b) => b.orderCount - a.orderCount || b.id - a.id)
        .slice(0, 5),
    };
  }
}

/**
 * The figures of both answers. Revenue stays per currency (`revenue`); `totalRevenue` is the entry of the
 * seller's main currency (the market most of their sites sell in), never a conversion of the others.
 * Every field is sent (the contract's optional ones are optional only for older servers).
 */
function clientStats(sites: Pick<Website, 'isActive' | 'currency'>[], orders: OrderStats): Required<ClientStats> {
  const totalRevenueCurrency = mainCurrencyOf(sites.map((s) => s.currency));
  return {
    totalWebsites: sites.length,
    activeWebsites: sites.filter((s) => s.isActive).length,
    totalOrders: orders.totalOrders,
    pendingOrders: orders.pendingOrders,
    totalRevenue: orders.revenue.find((r) => r.currency === totalRevenueCurrency)?.amount ?? 0,
    totalRevenueCurrency,
    revenue: orders.revenue,
  };
}
