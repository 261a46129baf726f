import { convertPrice, formatMoney, type CreateOrderResponse, type UpsellProductResponse } from '@cod/contracts';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, call, createWebsite, customerIp, newClient, sql, baseUrl } from './helpers.js';

let owner: Awaited<ReturnType<typeof newClient>>;
const shop = () => inject('shopUrl');
const xff = () => ({ 'x-forwarded-for': customerIp() });

beforeAll(async () => {
  owner = await newClient(await adminToken());
});

/** A site of `market` offering the fake shop's pillow (1 990 RSD on its page) and charger (24,90 € on its page). */
async function siteWithUpsells(market: { targetMarket: string; currency: string; currencySymbol: string; currentPrice: number }) {
  return createWebsite(owner.token, {
    customUrl: `valuta-${randomUUID().slice(0, 8)}`,
    productLink: `${shop()}/p/masazer`,
    productName: 'Masažer za vrat Relax',
    templateName: 'Sales Template',
    upsellProductLinks: [`${shop()}/p/jastuk`, `${shop()}/p/punjac`],
    ...market,
  });
}

describe('upsell prices in the site currency', () => {
  it('an upsell priced in dinars on its page is stored and shown in € on a Montenegrin site, at a price point', async () => {
    const { website, upsellProducts } = await siteWithUpsells({ targetMarket: 'Montenegro', currency: 'EUR', currencySymbol: '€', currentPrice: 29.9 });
    const [pillow, charger] = upsellProducts as UpsellProductResponse[];
    // 1 990 RSD / 117,2 = 16,98 € → 16,90 €; the charger's page is already in euro.
    expect(pillow.discountPrice).toBe(16.9);
    expect(pillow.discountPrice).toBe(convertPrice(1990, 'RSD', 'EUR'));
    // Its page's old price (2 990 RSD), converted the same way.
    expect(pillow.originalPrice).toBe(convertPrice(2990, 'RSD', 'EUR'));
    expect(pillow.originalPrice).toBeLessThan(30);
    expect(pillow.savings).toBeCloseTo(pillow.originalPrice - pillow.discountPrice, 2);
    expect(charger.discountPrice).toBe(24.9);
    // The charger's page shows no old price: none is made up.
    expect(charger.originalPrice).toBe(24.9);
    expect(charger.savings).toBe(0);
    expect(charger.urgentDescription).not.toMatch(/umesto|Uštedite/i);
    const [row] = await sql<{ discount_price: string }>('SELECT discount_price FROM upsell_products WHERE id = $1', [pillow.id]);
    // Stored in minor units (cents).
    expect(Number(row.discount_price)).toBe(1690);
    // The copy names the converted price, never 1.990 €.
    expect(pillow.urgentDescription).not.toMatch(/1\.990/);

    const order = await call<CreateOrderResponse>('POST', '/api/orders', {
      headers: xff(),
      body: { websiteId: website.id, quantity: 1, customerData: { name: 'Marko Vuković', phone: '067123456', address: 'Njegoševa 5', city: 'Podgorica' } },
    });
    expect(order.status).toBe(201);
    const res = await fetch(baseUrl() + order.body.redirectUrl, { headers: xff() });
    const html = await res.text();
    expect(html).toContain(`${formatMoney(16.9, 'EUR')} €`);
    expect(html).not.toContain('1.990,00 €');
    expect(html).not.toContain('1.990 €');
  });

  it('on a Bosnian site the dinar price becomes marks, and on a Serbian one the euro price becomes dinars', async () => {
    const bosnia = await siteWithUpsells({ targetMarket: 'Bosnia', currency: 'KM', currencySymbol: 'KM', currentPrice: 59.9 });
    // 1 990 RSD = 33,21 KM → 32,90 KM; 24,90 € = 48,70 KM → 48,90 KM.
    expect(bosnia.upsellProducts.map((u) => u.discountPrice)).toEqual([32.9, 48.9]);
    const serbia = await siteWithUpsells({ targetMarket: 'Serbia', currency: 'RSD', currencySymbol: 'RSD', currentPrice: 2990 });
    // 24,90 € = 2 918 RSD → 2 890 RSD.
    expect(serbia.upsellProducts.map((u) => u.discountPrice)).toEqual([1990, 2890]);
  });
});
