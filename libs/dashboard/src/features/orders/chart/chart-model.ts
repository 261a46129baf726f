import { formatMoney, MARKETS, plural, type OrderDailyStats } from '@cod/contracts';

const LOCALE = 'sr-Latn-RS';

/** The symbol a currency code is shown with (RSD, KM, €). */
export const currencySymbol = (currency: string) => MARKETS.find((m) => m.currency === currency)?.currencySymbol ?? currency;

export const revenueText = (amount: number, currency: string) => `${formatMoney(amount, currency)} ${currencySymbol(currency)}`;

const dayDate = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, (m || 1) - 1, d || 1));
};

/** '5. mar' — the axis label of a day (the server's days are calendar days, shown as such). */
export const shortDay = (day: string) => dayDate(day).toLocaleDateString(LOCALE, { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** 'utorak, 5. mart 2025.' — the table's label of a day. */
export const longDay = (day: string) =>
  dayDate(day).toLocaleDateString(LOCALE, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export const ordersCountText = (n: number) => `${n.toLocaleString(LOCALE)} ${plural(n, 'narudžbina', 'narudžbine', 'narudžbina')}`;

export interface ChartModel {
  days: string[];
  labels: string[];
  orders: number[];
  /** Revenue per day in each currency. */
  revenue: Record<string, number[]>;
  currencies: string[];
  totalOrders: number;
  totalRevenue: Record<string, number>;
}

/** GET /api/orders/stats as the chart and its table read it (defensive: missing figures are 0). */
export function chartModel(stats: OrderDailyStats | null | undefined): ChartModel {
  const days = Array.isArray(stats?.days) ? stats.days : [];
  const fromDays = days.flatMap((d) => Object.keys(d.revenue ?? {}));
  const currencies = [...new Set([...(Array.isArray(stats?.currencies) ? stats.currencies : []), ...fromDays])];
  const revenue: Record<string, number[]> = {};
  const totalRevenue: Record<string, number> = {};
  for (const c of currencies) {
    revenue[c] = days.map((d) => Number(d.revenue?.[c]) || 0);
    totalRevenue[c] = revenue[c].reduce((a, b) => a + b, 0);
  }
  const orders = days.map((d) => Number(d.orders) || 0);
  return {
    days: days.map((d) => d.date),
    labels: days.map((d) => shortDay(d.date)),
    orders,
    revenue,
    currencies,
    totalOrders: orders.reduce((a, b) => a + b, 0),
    totalRevenue,
  };
}
