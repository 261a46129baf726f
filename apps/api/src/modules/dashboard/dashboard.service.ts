import { Injectable } from '@nestjs/common';
import type { DashboardStatsResponse, SyncDashboardResponse } from '@cod/contracts';
import { OrderStatsReader } from '../orders/index.js';
import type { User } from '../users/index.js';
import { toWebsiteResponse, WebsitesService } from '../websites/index.js';

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
      stats: {
        totalWebsites: sites.length,
        activeWebsites: sites.filter((s) => s.isActive).length,
        totalOrders: orders.totalOrders,
        pendingOrders: orders.pendingOrders,
        totalRevenue: orders.totalRevenue,
      },
      timestamp: new Date().toISOString(),
    };
  }

  async stats(user: User): Promise<DashboardStatsResponse> {
    const [sites, orders] = await Promise.all([this.websites.findByOwner(user.id), this.orders.forUser(user.id)]);
    return {
      totalWebsites: sites.length,
      activeWebsites: sites.filter((s) => s.isActive).length,
      totalOrders: orders.totalOrders,
      pendingOrders: orders.pendingOrders,
      totalRevenue: orders.totalRevenue,
      recentOrders: orders.recentOrders,
      topPerformingWebsites: sites
        .map((s) => ({ id: s.id, title: s.title, customUrl: s.customUrl, orderCount: orders.ordersByWebsite.get(s.id) ?? 0 }))
        .sort((a, b) => b.orderCount - a.orderCount || b.id - a.id)
        .slice(0, 5),
    };
  }
}
