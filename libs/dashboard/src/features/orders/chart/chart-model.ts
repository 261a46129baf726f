import { currencyCode, formatMoney, MARKETS, ORDER_STATS_DAYS, plural, REVENUE_CURRENCIES, roundMoney, type OrderDailyStats } from '@cod/contracts';

const LOCALE = 'sr-Latn-RS';

/** The symbol a currency is shown with (RSD, KM, €), written as a site ('KM') or as its code ('BAM'). */
export const currencySymbol = (currency: string) => {
  const code = currencyCode(currency);
  return MARKETS.find((m) => m.currency === currency || (code !== null && currencyCode(m.currency) === code))?.currencySymbol ?? currency;
};

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

/** The chart legend's texts. */
export const LEGEND_TEXTS = {
  label: 'Legenda grafikona',
  /** Above the legend's figures when no day is pointed at: they are the whole period's. */
  period: `Ukupno za poslednjih ${ORDER_STATS_DAYS} dana`,
} as const;

export interface LegendItem {
  key: string;
  label: string;
  value: string;
  /** Drawn in the chart (orders, the chosen currency's revenue); the other currencies are figures only. */
  drawn: boolean;
}

/**
 * The legend's figures: the pointed day's (`index`), or the period's totals when none is pointed at.
 * Orders, then revenue per currency, each in its own currency (never summed across currencies).
 * `drawnCurrency` is the one whose line the chart shows.
 */
export function legendItems(
  model: ChartModel,
  index: number | null,
  drawnCurrency: string,
  labels: { orders: string; revenue: (symbol: string) => string },
): { title: string; items: LegendItem[] } {
  const day = index !== null && index >= 0 && index < model.days.length ? index : null;
  const orders = day === null ? model.totalOrders : model.orders[day];
  const currencies = model.currencies.length ? model.currencies : [drawnCurrency];
  return {
    title: day === null ? LEGEND_TEXTS.period : longDay(model.days[day]),
    items: [
      { key: 'orders', label: labels.orders, value: orders.toLocaleString(LOCALE), drawn: true },
      ...currencies.map((c) => ({
        key: `revenue-${c}`,
        label: labels.revenue(currencySymbol(c)),
        value: revenueText(day === null ? (model.totalRevenue[c] ?? 0) : (model.revenue[c]?.[day] ?? 0), c),
        drawn: c === drawnCurrency,
      })),
    ],
  };
}

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
  // In market order (RSD, KM, €), like the dashboard's revenue card; others after them as they came.
  const rank = (c: string) => {
    const i = REVENUE_CURRENCIES.indexOf(currencyCode(c) as never);
    return i < 0 ? REVENUE_CURRENCIES.length : i;
  };
  const currencies = [...new Set([...(Array.isArray(stats?.currencies) ? stats.currencies : []), ...fromDays])].sort((a, b) => rank(a) - rank(b));
  const revenue: Record<string, number[]> = {};
  const totalRevenue: Record<string, number> = {};
  for (const c of currencies) {
    revenue[c] = days.map((d) => Number(d.revenue?.[c]) || 0);
    // Rounded to money: euro cents added as floats drift (0.1 + 0.2).
    totalRevenue[c] = roundMoney(revenue[c].reduce((a, b) => a + b, 0), c);
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
