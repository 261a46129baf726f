import type { PublicOrder, ThankYouUpsellPageModel } from '@cod/contracts';
import { pageCommonFixture, PUBLIC_ASSETS_FIXTURE, publicOrderFixture, shopFixture, upsellProductFixture, websiteFixture } from '@cod/contracts/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillThankYouShell, renderPublicPage, renderThankYouShell } from '../../entry-server.js';

const site = websiteFixture();
const modelOf = (order: PublicOrder, over: Partial<ThankYouUpsellPageModel> = {}): ThankYouUpsellPageModel => ({
  ...pageCommonFixture({ canonicalUrl: `https://shop.example.rs/hvala/${site.id}/${order.orderId}`, shop: shopFixture() }),
  kind: 'thank-you-upsell',
  site,
  order,
  upsells: [upsellProductFixture(11), upsellProductFixture(12)],
  ...over,
});
const direct = (model: ThankYouUpsellPageModel) => renderPublicPage(model, PUBLIC_ASSETS_FIXTURE).html;

/** Orders of one site that share its shell: other numbers, quantities, totals and windows. */
const ORDERS = [
  publicOrderFixture(),
  publicOrderFixture({ orderId: 'NZZ9QW3RT5KLP', quantity: 1, totalPrice: 2990, upsellDelayedUntil: '2025-01-14T10:19:59.000Z' }),
  publicOrderFixture({ orderId: 'N4HB8CDXY2MN7', quantity: 3, totalPrice: 12345, upsellDelayedUntil: '2025-01-14T10:12:01.500Z' }),
];

describe('thank-you shells: one render per site, filled per order', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-14T10:12:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('gives, for every order, exactly the page a render of that order gives (offers and countdown shown)', () => {
    const shell = renderThankYouShell(modelOf(ORDERS[0]), PUBLIC_ASSETS_FIXTURE)!;
    expect(shell.slots).toEqual(expect.arrayContaining(['orderId', 'quantity', 'total', 'windowEnd', 'timeLeft']));
    for (const order of ORDERS) expect(fillThankYouShell(shell, order), order.orderId).toBe(direct(modelOf(order)));
    // The time left is the fill's own: eight minutes later the same shell says 0:00 less.
    vi.setSystemTime(new Date('2025-01-14T10:19:00.000Z'));
    expect(fillThankYouShell(shell, ORDERS[0])).toBe(direct(modelOf(ORDERS[0])));
    expect(fillThankYouShell(shell, ORDERS[0])).toContain('>1:00<');
  });

  it('the same for a closed window (no offers), a Bosnian order in KM (ijekavian) and a euro order', () => {
    const closed = (o: PublicOrder) => modelOf({ ...o, upsellDelayedUntil: '2025-01-14T10:00:00.000Z' }, { upsells: [] });
    const shell = renderThankYouShell(closed(ORDERS[0]), PUBLIC_ASSETS_FIXTURE)!;
    expect(shell.slots).not.toContain('timeLeft');
    for (const order of ORDERS) expect(fillThankYouShell(shell, { ...order, upsellDelayedUntil: '2025-01-14T10:00:00.000Z' })).toBe(direct(closed(order)));

    const bosnian = { ...site, targetMarket: 'Bosnia' as const, currency: 'BAM', currencySymbol: 'KM' };
    const inKm = (o: PublicOrder) => modelOf({ ...o, currency: 'BAM', currencySymbol: 'KM', totalPrice: o.totalPrice / 100 }, { site: bosnian });
    const km = renderThankYouShell(inKm(ORDERS[0]), PUBLIC_ASSETS_FIXTURE)!;
    for (const order of ORDERS) expect(fillThankYouShell(km, inKm(order).order)).toBe(direct(inKm(order)));
    expect(fillThankYouShell(km, inKm(ORDERS[2]).order)).toContain('123,45 KM');

    const inEuro = (o: PublicOrder) => modelOf({ ...o, currency: 'EUR', currencySymbol: '€', totalPrice: 24.9 * o.quantity });
    const euro = renderThankYouShell(inEuro(ORDERS[0]), PUBLIC_ASSETS_FIXTURE)!;
    for (const order of ORDERS) expect(fillThankYouShell(euro, inEuro(order).order)).toBe(direct(inEuro(order)));
  });

  it('no shell when a made-up value is also the page’s own text; no fill for an order number that is not plain', () => {
    // A seller's product named like the made-up total: the two probes cut the page in different places.
    const odd = modelOf(ORDERS[0], { site: { ...site, shortName: '9.183.746 RSD' } });
    expect(renderThankYouShell(odd, PUBLIC_ASSETS_FIXTURE)).toBeNull();
    const shell = renderThankYouShell(modelOf(ORDERS[0]), PUBLIC_ASSETS_FIXTURE)!;
    expect(fillThankYouShell(shell, { ...ORDERS[0], orderId: 'N<b>x</b>' })).toBeNull();
    expect(fillThankYouShell(shell, { ...ORDERS[0], upsellDelayedUntil: '"><script>' })).toBeNull();
  });
});
