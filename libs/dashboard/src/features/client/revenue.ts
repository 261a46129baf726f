import { mainCurrencyOf, type ClientStats, type CurrencyCode, type CurrencyRevenue, type WebsiteResponse } from '@cod/contracts';
import { currencySymbol, revenueText } from '../orders/chart/chart-model.js';

export interface RevenueLine {
  currency: string;
  text: string;
}

/**
 * The lines of the 'Prihod ovog meseca' card: one per currency with revenue ('12.450 RSD', '89,00 KM',
 * '45,00 €'), never converted or summed; '0' in the seller's main currency when there is none.
 *
 * An older server sends no `revenue`: its `totalRevenue` was everything converted to
 * euro, and is shown as such.
 */
export function revenueLines(stats: Partial<ClientStats> | null | undefined, websites: readonly Pick<WebsiteResponse, 'currency'>[] = []): RevenueLine[] {
  const list: CurrencyRevenue[] = Array.isArray(stats?.revenue)
    ? stats.revenue.filter((r) => r && typeof r.currency === 'string' && Number(r.amount) > 0)
    : Number(stats?.totalRevenue) > 0
      ? [{ currency: stats?.totalRevenueCurrency ?? 'EUR', amount: Number(stats?.totalRevenue) }]
      : [];
  if (list.length) return list.map((r) => ({ currency: r.currency, text: revenueText(Number(r.amount), r.currency) }));
  const main: CurrencyCode = stats?.totalRevenueCurrency ?? mainCurrencyOf(websites.map((w) => w.currency));
  return [{ currency: main, text: `0 ${currencySymbol(main)}` }];
}
