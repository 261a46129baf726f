import { API, ANALYTICS_MESSAGES, type OrderListItem, type WebsiteAnalyticsResponse, type WebsiteResponse } from '@cod/contracts';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, baseUrl, call, createWebsite, customerIp, expectError, newClient, sql } from './helpers.js';

/*
 * The funnel (CONTRACT "Funnel and experiments"): a scripted set of visitors sends the page's beacons; the
 * seller reads exact counts back — distinct visitors per day, repeats and bots not counted, sources and
 * campaigns from the landing tags, orders attributed by the source they carry, the upsell take rate.
 */

const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let admin: string;
let seller: Awaited<ReturnType<typeof newClient>>;
let site: WebsiteResponse;
let upsellId: number;

interface Visitor {
  ip: string;
  ua: string;
}
const person = (ua = CHROME): Visitor => ({ ip: customerIp(), ua });

/** One beacon as navigator.sendBeacon sends it: text/plain, no cookie. */
async function beacon(v: Visitor, body: Record<string, unknown>, contentType = 'text/plain;charset=UTF-8') {
  const res = await fetch(baseUrl() + API.public.track, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-for': v.ip, ...(v.ua ? { 'user-agent': v.ua } : {}) },
    body: JSON.stringify(body),
  });
  return res.status;
}

async function order(v: Visitor, source?: Record<string, string>) {
  const res = await call('POST', API.orders.root, {
    body: {
      websiteId: site.id,
      quantity: 1,
      customerData: { name: 'Jelena Marković', phone: '064 222 3344', address: 'Bulevar oslobođenja 10', city: 'Novi Sad', postalCode: '21000' },
      ...(source ? { source } : {}),
    },
    headers: { 'x-forwarded-for': v.ip, 'user-agent': v.ua },
  });
  expect(res.status).toBe(201);
  return res.body.orderId as string;
}

const funnel = (token = seller.token, query = '') => call<WebsiteAnalyticsResponse>('GET', API.analytics.website(site.id) + query, { token });

/** The events are written in batches (ANALYTICS_FLUSH_MS): asks until the counts are there. */
async function funnelOnce(until: (f: WebsiteAnalyticsResponse) => boolean): Promise<WebsiteAnalyticsResponse> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await funnel();
    expect(res.status).toBe(200);
    if (until(res.body) || Date.now() > deadline) return res.body;
    await new Promise((r) => setTimeout(r, 150));
  }
}

beforeAll(async () => {
  admin = await adminToken();
  seller = await newClient(admin);
  const created = await createWebsite(seller.token, { customUrl: `lijevak-${randomUUID().slice(0, 8)}`, upsellProductLinks: [`${inject('shopUrl')}/p/jastuk`] });
  site = created.website;
  upsellId = created.upsellProducts[0].id;
});

describe('POST /api/t and GET /api/analytics/websites/{id}', () => {
  it('counts distinct visitors, repeats, bots, steps, sources, orders and upsells exactly', async () => {
    const fb1 = person();
    const fb2 = person(IPHONE);
    const google = person();
    const direct1 = person(IPHONE);
    const direct2 = person();
    const fbTags = { source: 'facebook', medium: 'cpc', campaign: 'jesen-1' };

    // Five people see the page; one of them comes back twice.
    for (const v of [fb1, fb2]) expect(await beacon(v, { w: site.id, e: 'view', p: `/${site.customUrl}`, u: fbTags })).toBe(204);
    expect(await beacon(google, { w: site.id, e: 'view', r: 'https://www.google.com/search?q=lampa' })).toBe(204);
    expect(await beacon(direct1, { w: site.id, e: 'view' })).toBe(204);
    expect(await beacon(direct2, { w: site.id, e: 'view' }, 'application/json')).toBe(204);
    expect(await beacon(direct2, { w: site.id, e: 'view' })).toBe(204);
    expect(await beacon(direct2, { w: site.id, e: 'view' })).toBe(204);
    // Bots and scripts are not people: answered the same, never counted.
    for (const ua of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'facebookexternalhit/1.1', 'curl/8.5.0', ''])
      expect(await beacon({ ip: customerIp(), ua }, { w: site.id, e: 'view' })).toBe(204);
    // Steps: three open the form, two start to order, both Facebook visitors order.
    for (const v of [fb1, fb2]) expect(await beacon(v, { w: site.id, e: 'form_open', u: fbTags })).toBe(204);
    expect(await beacon(direct1, { w: site.id, e: 'form_open' })).toBe(204);
    for (const v of [fb1, fb2]) expect(await beacon(v, { w: site.id, e: 'checkout_start', u: fbTags })).toBe(204);
    const first = await order(fb1, { ...fbTags, fbclid: 'IwAR0abc' });
    await order(fb2, fbTags);
    // A direct order without a counted visit (a blocked beacon) still counts as an order.
    await order(person());
    // Two thank-you pages show offers; one buyer takes one.
    for (const v of [fb1, fb2]) expect(await beacon(v, { w: site.id, e: 'upsell_view', u: fbTags })).toBe(204);
    expect((await call('POST', API.upsells.order, { body: { originalOrderId: first, upsellProductId: upsellId, websiteId: site.id }, headers: { 'x-forwarded-for': fb1.ip } })).status).toBe(201);

    const f = await funnelOnce((x) => x.visitors >= 5 && x.views >= 7 && x.upsell.shown >= 2);
    expect(f).toMatchObject({ websiteId: site.id, visitors: 5, views: 7, formOpens: 3, checkoutStarts: 2, orders: 3, conversionRate: 3 / 5 });
    expect(f.upsell).toEqual({ shown: 2, accepted: 1, takeRate: 0.5 });
    expect(f.revenue.currency).toBe('RSD');
    expect(f.revenue.amount).toBeGreaterThan(0);
    const today = f.byDay.at(-1)!;
    expect(today).toMatchObject({ visitors: 5, views: 7, formOpens: 3, orders: 3, revenue: f.revenue.amount });
    expect(f.byDay).toHaveLength(30);
    expect(f.byDay.slice(0, -1).every((d) => d.visitors === 0 && d.orders === 0)).toBe(true);
    const rows = Object.fromEntries(f.bySource.map((r) => [`${r.source}|${r.campaign}`, r]));
    expect(rows['facebook|jesen-1']).toMatchObject({ visitors: 2, orders: 2, conversionRate: 1 });
    expect(rows['google.com|null']).toMatchObject({ visitors: 1, orders: 0, conversionRate: 0 });
    expect(rows['(direct)|null']).toMatchObject({ visitors: 2, orders: 1, conversionRate: 0.5 });
    expect(f.bySource[0].source).toBe('facebook');

    // The order keeps where its buyer came from; nothing personal about visitors is stored.
    const listed = (await call<OrderListItem[]>('GET', `${API.orders.my}?q=${first}`, { token: seller.token })).body.find((o) => o.orderId === first)!;
    expect(listed.source).toEqual({ ...fbTags, fbclid: 'IwAR0abc' });
    const stored = await sql(`SELECT * FROM analytics_events WHERE website_id = $1`, [site.id]);
    expect(stored.length).toBe(7 + 3 + 2 + 2);
    expect(JSON.stringify(stored)).not.toContain(fb1.ip);
    expect(JSON.stringify(stored)).not.toContain('Pixel 8');
    expect(new Set(stored.map((e) => e.visitor)).size).toBe(5);
    // Each day's raw events have a partition of their own, made ahead (the default one only catches strays).
    const [{ partitions }] = await sql(
      `SELECT array_agg(c.relname::text ORDER BY c.relname) AS partitions FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent WHERE p.relname = 'analytics_events'`,
    );
    const belgradeToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade' }).format(new Date());
    const dayAfter = (n: number) => new Date(Date.parse(`${belgradeToday}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
    expect(partitions).toEqual(expect.arrayContaining([0, 1, 2, 3].map((n) => `analytics_events_${dayAfter(n)}`)));
    const [{ strays }] = await sql(`SELECT count(*)::int AS strays FROM analytics_events_default WHERE website_id = $1`, [site.id]);
    expect(strays).toBe(0);

    // The sales page's "visitors now" is the same count.
    expect((await call('GET', API.public.proof(site.id))).body.visitorsNow).toBe(5);
  });

  it('owner or admin only; a bad range is a 400 in Serbian; the range is the days asked for', async () => {
    const stranger = await newClient(admin);
    expectError(await funnel(stranger.token), 404);
    expectError(await call('GET', API.analytics.website(site.id)), 401);
    expect((await funnel(admin)).status).toBe(200);
    for (const q of ['?from=2026-13-01', '?from=2026-11-20&to=2026-11-01', '?from=2024-01-01&to=2026-01-01', '?from=yesterday'])
      expectError(await funnel(seller.token, q), 400, ANALYTICS_MESSAGES.badRange);
    const week = await funnel(seller.token, '?from=2026-01-01&to=2026-01-07');
    expect(week.body.byDay.map((d) => d.day)).toEqual(['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04', '2026-01-05', '2026-01-06', '2026-01-07']);
    expect(week.body).toMatchObject({ visitors: 0, orders: 0, conversionRate: 0, upsell: { shown: 0, accepted: 0, takeRate: 0 } });
  });

  it('refuses what is not a beacon (400), a body over 2 KB (413), and drops events of a site that is not live', async () => {
    const v = person();
    expect(await beacon(v, { w: site.id, e: 'click' })).toBe(400);
    expect(await beacon(v, { w: 'x', e: 'view' })).toBe(400);
    expect((await fetch(baseUrl() + API.public.track, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'not json' })).status).toBe(400);
    expect((await fetch(baseUrl() + API.public.track, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ w: site.id, e: 'view', p: 'x'.repeat(3000) }) })).status).toBe(413);
    expect(await beacon(v, { w: 2_000_000_000, e: 'view' })).toBe(204);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await sql(`SELECT count(*)::int AS n FROM analytics_events WHERE website_id = 2000000000`))[0].n).toBe(0);
  });

  it('an order with a source that is not an object is a 400; long tags are cut to their column', async () => {
    const bad = await call('POST', API.orders.root, {
      body: { websiteId: site.id, quantity: 1, customerData: { name: 'Ana Anić', phone: '064 111 2233', address: 'Ulica 1', city: 'Niš' }, source: 'facebook' },
      headers: { 'x-forwarded-for': customerIp() },
    });
    expectError(bad, 400);
    const id = await order(person(), { source: 'x'.repeat(500), campaign: 'c'.repeat(150) });
    const [row] = await sql(`SELECT traffic_source, traffic_campaign FROM orders WHERE order_id = $1`, [id]);
    expect(row.traffic_source).toHaveLength(100);
    expect(row.traffic_campaign).toHaveLength(100);
  });
});
