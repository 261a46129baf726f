import { API, roundMoney, type ClientStats, type CreateOrderResponse, type CurrencyRevenue, type WebsiteResponse } from '@cod/contracts';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, call, createWebsite, customerIp, newClient, sql } from './helpers.js';

/*
 * The dashboard's revenue is per currency (RSD, KM, €) and true — orders not cancelled
 * plus their upsells, this Belgrade month, each currency summed on its own and never converted.
 */

let admin: string;
let owner: Awaited<ReturnType<typeof newClient>>;
const shop = () => inject('shopUrl');

const created = (token: string, targetMarket: string, extra: Record<string, unknown> = {}) =>
  createWebsite(token, { customUrl: `prihod-${randomUUID().slice(0, 8)}`, currentPrice: targetMarket === 'Serbia' ? 2990 : 29.99, targetMarket, ...extra });
const site = async (token: string, targetMarket: string): Promise<WebsiteResponse> => (await created(token, targetMarket)).website;

async function order(websiteId: number, quantity: 1 | 2 | 3): Promise<CreateOrderResponse['order']> {
  const res = await call<CreateOrderResponse>('POST', '/api/orders', {
    body: {
      websiteId,
      quantity,
      customerData: { name: 'Jovana Jovanović', phone: '+381 64 123 4567', address: 'Bulevar kralja Aleksandra 73', city: 'Beograd', postalCode: '11000' },
    },
    headers: { 'x-forwarded-for': customerIp() },
  });
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.order;
}

async function upsell(originalOrderId: string, websiteId: number, upsellProductId: number): Promise<{ totalPrice: number; currency: string }> {
  const res = await call('POST', '/api/upsell/order', { body: { originalOrderId, upsellProductId, websiteId }, headers: { 'x-forwarded-for': customerIp() } });
  if (res.status !== 201) throw new Error(`upsell failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.upsellOrder;
}

const cancel = async (orderId: string) => expect((await call('PUT', API.orders.one(orderId), { token: admin, body: { status: 'cancelled' } })).status).toBe(200);

const stats = async (token: string) => {
  const sync = await call('GET', API.sync.dashboard, { token });
  const further = await call('GET', API.dashboard.stats, { token });
  expect(sync.status).toBe(200);
  expect(further.status).toBe(200);
  return { sync: sync.body.stats as ClientStats, further: further.body as ClientStats };
};

/** Moves an order to `offset` from the start of this month in Belgrade (e.g. '-1 minute', '+1 minute'). */
const moveToMonthStart = (orderId: string, offset: string) =>
  sql(`UPDATE orders SET created_at = (date_trunc('month', now() AT TIME ZONE 'Europe/Belgrade') AT TIME ZONE 'Europe/Belgrade') + $2::interval WHERE order_id = $1`, [
    orderId,
    offset,
  ]);

beforeAll(async () => {
  admin = await adminToken();
  owner = await newClient(admin);
});

describe('revenue per currency on GET /api/sync/dashboard and GET /api/dashboard/stats', () => {
  it('no websites, no orders: no revenue, 0 in dinars (the default market)', async () => {
    const { sync, further } = await stats(owner.token);
    for (const s of [sync, further]) expect(s).toMatchObject({ totalRevenue: 0, totalRevenueCurrency: 'RSD', revenue: [] });
  });

  it('orders in RSD, KM and EUR with upsells: exact sums per currency, cancelled and last month left out, nothing converted', async () => {
    const rs = await created(owner.token, 'Serbia', { upsellProductLinks: [`${shop()}/p/jastuk`, `${shop()}/p/punjac`] });
    const me = await created(owner.token, 'Montenegro', { upsellProductLinks: [`${shop()}/p/jastuk`] });
    const [serbia, montenegro] = [rs.website, me.website];
    const montenegro2 = await site(owner.token, 'Montenegro');
    const bosnia = await site(owner.token, 'Bosnia');
    const [jastuk, punjac] = rs.upsellProducts.map((u) => u.id);
    const [jastukMe] = me.upsellProducts.map((u) => u.id);

    // Counted: dinars (two orders, two upsells on the first), euro (two sites, one upsell), marks.
    const rsd1 = await order(serbia.id, 1);
    const rsd2 = await order(serbia.id, 2);
    const up1 = await upsell(rsd1.orderId, serbia.id, jastuk);
    const up2 = await upsell(rsd1.orderId, serbia.id, punjac);
    const eur1 = await order(montenegro.id, 3);
    const eur2 = await order(montenegro2.id, 1);
    const upEur = await upsell(eur1.orderId, montenegro.id, jastukMe);
    const km1 = await order(bosnia.id, 2);
    expect([rsd1.currency, eur1.currency, km1.currency, up1.currency, upEur.currency]).toEqual(['RSD', 'EUR', 'KM', 'RSD', 'EUR']);

    // Left out: a cancelled order with its upsell, and an order of last month (Belgrade time).
    const cancelled = await order(serbia.id, 3);
    await upsell(cancelled.orderId, serbia.id, jastuk);
    await cancel(cancelled.orderId);
    const lastMonth = await order(montenegro.id, 2);
    await moveToMonthStart(lastMonth.orderId, '-1 minute');
    // Counted: the first minute of the month in Belgrade (still the previous month in UTC).
    const firstMinute = await order(bosnia.id, 1);
    await moveToMonthStart(firstMinute.orderId, '1 minute');

    // Another seller's orders are theirs.
    const other = await newClient(admin);
    await order((await site(other.token, 'Serbia')).id, 3);

    const rsd = rsd1.totalPrice + rsd2.totalPrice + up1.totalPrice + up2.totalPrice;
    const eur = roundMoney(eur1.totalPrice + eur2.totalPrice + upEur.totalPrice, 'EUR');
    const km = roundMoney(km1.totalPrice + firstMinute.totalPrice, 'KM');
    expect(rsd1.totalPrice).toBe(serbia.quantityOffers.single.price);
    expect(eur1.totalPrice).toBe(montenegro.quantityOffers.triple.price);
    expect(up1.totalPrice).toBeGreaterThan(0);
    expect(upEur.totalPrice).toBeGreaterThan(0);

    const expected: CurrencyRevenue[] = [
      { currency: 'RSD', amount: rsd },
      { currency: 'BAM', amount: km },
      { currency: 'EUR', amount: eur },
    ];
    const { sync, further } = await stats(owner.token);
    for (const s of [sync, further]) {
      expect(s.revenue).toEqual(expected);
      // Two of four sites sell in euro: euro is the main currency, and totalRevenue is its own sum — no dinars or marks converted into it.
      expect(s.totalRevenueCurrency).toBe('EUR');
      expect(s.totalRevenue).toBe(eur);
      expect(s.totalOrders).toBe(8);
    }

    // The same orders, read straight from the tables (minor units: para).
    const [db] = await sql(
      `SELECT ((SELECT sum(total_price) FROM orders WHERE user_id = $1 AND currency = 'RSD' AND status <> 'cancelled')
            + (SELECT sum(u.total_price) FROM upsell_orders u JOIN orders o ON o.id = u.original_order_id WHERE u.user_id = $1 AND u.currency = 'RSD' AND o.status <> 'cancelled')) / 100.0 AS rsd`,
      [owner.user.id],
    );
    expect(Number(db.rsd)).toBe(rsd);

    // The other seller sees only theirs, in dinars.
    const theirs = await stats(other.token);
    expect(theirs.sync.revenue).toEqual([{ currency: 'RSD', amount: expect.any(Number) }]);
    expect(theirs.sync.totalRevenueCurrency).toBe('RSD');
    expect(theirs.sync.totalRevenue).toBe(theirs.sync.revenue![0].amount);

    // Cancelling an order takes it and its upsells out.
    await cancel(rsd1.orderId);
    const after = (await stats(owner.token)).sync;
    expect(after.revenue).toEqual([{ currency: 'RSD', amount: rsd2.totalPrice }, expected[1], expected[2]]);
  });
});
