import { Injectable } from '@nestjs/common';
import { toEuro, type DashboardStatsResponse } from '@cod/contracts';
import { DataSource } from 'typeorm';
import { tableExists } from '../../database/table-exists.js';

type OrderStats = Pick<DashboardStatsResponse, 'totalOrders' | 'pendingOrders' | 'totalRevenue' | 'recentOrders'> & {
  ordersByWebsite: Map<number, number>;
};

const EMPTY: OrderStats = { totalOrders: 0, pendingOrders: 0, totalRevenue: 0, recentOrders: [], ordersByWebsite: new Map() };

/**
 * Order figures of one seller (or of everyone for `userId` undefined). Orders arrive with the
 * public order pages (issue 4): until that table exists every figure is 0.
 */
@Injectable()
export class OrderStatsReader {
  constructor(private readonly dataSource: DataSource) {}

  async forUser(userId?: number): Promise<OrderStats> {
    if (!(await tableExists(this.dataSource, 'orders'))) return EMPTY;
    const where = userId === undefined ? '' : 'WHERE o.user_id = $1';
    const params = userId === undefined ? [] : [userId];
    const [counts] = await this.dataSource.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE o.status = 'pending')::int AS pending FROM orders o ${where}`,
      params,
    );
    // This month's revenue of orders that were not cancelled, per currency, converted to euro for the card.
    const revenueRows: { currency: string; sum: string }[] = await this.dataSource.query(
      `SELECT o.currency, sum(o.total_price)::text AS sum FROM orders o
       ${where ? `${where} AND` : 'WHERE'} o.status <> 'cancelled' AND o.created_at >= date_trunc('month', now())
       GROUP BY o.currency`,
      params,
    );
    const recent = await this.dataSource.query(
      `SELECT o.id, o.order_id, o.first_name, o.last_name, coalesce(w.title, o.product_name, '') AS product_title, o.status, o.created_at
         FROM orders o LEFT JOIN websites w ON w.id = o.website_id ${where}
        ORDER BY o.created_at DESC LIMIT 10`,
      params,
    );
    const perSite: { website_id: number; n: number }[] = await this.dataSource.query(
      `SELECT o.website_id, count(*)::int AS n FROM orders o ${where} GROUP BY o.website_id`,
      params,
    );
    return {
      totalOrders: counts.total,
      pendingOrders: counts.pending,
      totalRevenue: Math.round(revenueRows.reduce((s, r) => s + toEuro(Number(r.sum), r.currency) * 100, 0)) / 100,
      recentOrders: recent.map((r: Record<string, unknown>) => ({
        id: r.id as number,
        orderId: r.order_id as string,
        customerName: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(),
        productTitle: r.product_title as string,
        status: r.status as string,
        createdAt: new Date(r.created_at as string).toISOString(),
      })),
      ordersByWebsite: new Map(perSite.map((r) => [r.website_id, r.n])),
    };
  }
}
