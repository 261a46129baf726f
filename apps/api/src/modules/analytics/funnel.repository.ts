import type { DataSource } from 'typeorm';
import { minorAsMajor } from '../../database/table.js';

/** `params`: the site, the first and the last day (YYYY-MM-DD, both included), the sellers' time zone. */
export type FunnelParams = [number, string, string, string];

const inDays = (column: string) => `${column} >= ($2::date)::timestamp AT TIME ZONE $4 AND ${column} < ($3::date + 1)::timestamp AT TIME ZONE $4`;
const dayOf = (column: string) => `to_char((${column} AT TIME ZONE $4)::date, 'YYYY-MM-DD')`;

export interface RollupRow {
  day: string;
  source: string;
  campaign: string;
  arm: string;
  visitors: number;
  views: number;
  form_opens: number;
  checkout_starts: number;
  upsell_views: number;
  upsell_accepts: number;
}

/** The roll-up of a site's page events in the days (one row per day, source, campaign and arm). */
export function rollup(db: DataSource, [websiteId, from, to]: FunnelParams): Promise<RollupRow[]> {
  return db.query(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, source, campaign, arm, visitors, views, form_opens, checkout_starts, upsell_views, upsell_accepts
       FROM analytics_daily WHERE website_id = $1 AND day BETWEEN $2::date AND $3::date`,
    [websiteId, from, to],
  );
}

export interface OrderFunnelRow {
  day: string;
  source: string | null;
  campaign: string | null;
  orders: number;
  /** Not cancelled, with the upsells that joined these orders. */
  revenue: number;
}

/** A site's orders made in the days, per day and source, with their revenue (cancelled ones count as orders, not as revenue). */
export function ordersByDayAndSource(db: DataSource, params: FunnelParams, cancelled: string): Promise<OrderFunnelRow[]> {
  return db.query(
    `SELECT ${dayOf('o.created_at')} AS day, o.traffic_source AS source, nullif(o.traffic_campaign, '') AS campaign, count(*)::int AS orders,
            ${minorAsMajor(`coalesce(sum(o.total_price + coalesce(u.total, 0)) FILTER (WHERE o.status <> $5), 0)`)} AS revenue
       FROM orders o
       LEFT JOIN LATERAL (SELECT sum(x.total_price) AS total FROM upsell_orders x WHERE x.original_order_id = o.id AND x.status <> $5) u ON true
      WHERE o.website_id = $1 AND ${inDays('o.created_at')}
      GROUP BY 1, 2, 3`,
    [...params, cancelled],
  );
}

/** Upsell orders of a site made in the days. */
export async function upsellOrdersIn(db: DataSource, params: FunnelParams): Promise<number> {
  const [row] = await db.query(`SELECT count(*)::int AS n FROM upsell_orders x WHERE x.website_id = $1 AND ${inDays('x.created_at')}`, params);
  return row.n;
}

/** Orders of an experiment per arm. */
export function ordersPerArm(db: DataSource, experimentId: number): Promise<{ arm: string; orders: number }[]> {
  return db.query(`SELECT experiment_arm AS arm, count(*)::int AS orders FROM orders WHERE experiment_id = $1 GROUP BY 1`, [experimentId]);
}

/** Visitors per arm of a site between two days (the days of an experiment). */
export function visitorsPerArm(db: DataSource, websiteId: number, from: string, to: string): Promise<{ arm: string; visitors: number }[]> {
  return db.query(
    `SELECT arm, sum(arm_visitors)::int AS visitors FROM analytics_daily WHERE website_id = $1 AND day BETWEEN $2::date AND $3::date AND arm <> '' GROUP BY 1`,
    [websiteId, from, to],
  );
}
