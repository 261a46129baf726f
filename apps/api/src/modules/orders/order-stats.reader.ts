import { Injectable } from '@nestjs/common';
import { toEuro, type DashboardStatsResponse, type OrderStatus } from '@cod/contracts';
import { DataSource } from 'typeorm';

export type OrderStats = Pick<DashboardStatsResponse, 'totalOrders' | 'pendingOrders' | 'totalRevenue' | 'recentOrders'> & {
  ordersByWebsite: Map<number, number>;
};

const PENDING: OrderStatus = 'pending';
const CANCELLED: OrderStatus = 'cancelled';

/** Order figures of one seller, or of everyone (`userId` undefined): counts, this month's revenue, the latest orders. */
@Injectable()
export class OrderStatsReader {
  constructor(private readonly dataSource: DataSource) {}

  /** How many orders, and how many still pending. */
  async counts(userId?: number): Promise<{ totalOrders: number; pendingOrders: number }> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS "totalOrders", count(*) FILTER (WHERE o.status = $1)::int AS "pendingOrders"
         FROM orders o WHERE ($2::int IS NULL OR o.user_id = $2)`,
      [PENDING, userId ?? null],
    );
    return row;
  }

  async forUser(userId?: number): Promise<OrderStats> {
    const owner = userId ?? null;
    const [counts, revenueRows, recent, perSite] = await Promise.all([
      this.counts(userId),
      // This month's revenue of orders that were not cancelled, per currency, converted to euro for the card.
      this.dataSource.query(
        `SELECT o.currency, sum(o.total_price)::text AS sum FROM orders o
          WHERE ($1::int IS NULL OR o.user_id = $1) AND o.status <> $2 AND o.created_at >= date_trunc('month', now())
          GROUP BY o.currency`,
        [owner, CANCELLED],
      ) as Promise<{ currency: string; sum: string }[]>,
      this.dataSource.query(
        `SELECT o.id, o.order_id, o.first_name, o.last_name, coalesce(w.title, o.product_name, '') AS product_title, o.status, o.created_at
           FROM orders o LEFT JOIN websites w ON w.id = o.website_id
          WHERE ($1::int IS NULL OR o.user_id = $1)
          ORDER BY o.created_at DESC LIMIT 10`,
        [owner],
      ) as Promise<Record<string, unknown>[]>,
      this.dataSource.query(`SELECT o.website_id, count(*)::int AS n FROM orders o WHERE ($1::int IS NULL OR o.user_id = $1) GROUP BY o.website_id`, [
        owner,
      ]) as Promise<{ website_id: number; n: number }[]>,
    ]);
    return {
      ...counts,
      totalRevenue: Math.round(revenueRows.reduce((s, r) => s + toEuro(Number(r.sum), r.currency) * 100, 0)) / 100,
      recentOrders: recent.map((r) => ({
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
