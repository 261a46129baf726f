import { formatMoney } from '@cod/contracts';

/*
 * Serbian number and word forms shared by the server-rendered pages and the islands (no React, no DOM).
 */

/** A price with Serbian number formatting and the currency symbol: '4.990 RSD', '49,99 €'. */
export const priceText = (amount: number, currency: string, symbol: string) =>
  `${formatMoney(Number(amount) || 0, currency || 'RSD')} ${symbol || currency || 'RSD'}`;

/** Serbian thousands separator for decorative counts: 15.000 */
export const count = (n: number) => formatMoney(n, 'RSD');

/** Serbian noun form after a number: 1 komad, 2 komada, 5 komada, 11 komada, 21 komad. */
export function plural(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}
