import { formatMoney } from '@cod/contracts';

/*
 * Serbian number and word forms shared by the server-rendered pages and the islands (no React, no DOM).
 */

/** A price with Serbian number formatting and the currency symbol: '4.990 RSD', '49,99 €'. */
export const priceText = (amount: number, currency: string, symbol: string) =>
  `${formatMoney(Number(amount) || 0, currency || 'RSD')} ${symbol || currency || 'RSD'}`;

/** A count with the Serbian thousands separator: 15.000 */
export const count = (n: number) => formatMoney(n, 'RSD');

export { plural } from '@cod/contracts';
