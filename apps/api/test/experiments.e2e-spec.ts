import { API, EXPERIMENT_MESSAGES, type ExperimentResponse, type WebsiteResponse } from '@cod/contracts';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, baseUrl, call, createWebsite, customerIp, expectError, newClient, sql, STORED_IMAGE } from './helpers.js';

/*
 * A/B tests (CONTRACT "Funnel and experiments"): arm B is the site with a few changes; the server picks a
 * visitor's arm on their first page, keeps it in a first-party cookie, serves each arm as a cached page,
 * prices orders by the arm, counts each arm's visitors and orders, and applies the winner when stopped.
 */

const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const B_TITLE = 'Lampa koja štedi struju od prvog dana';
const B_CHANGES = {
  title: B_TITLE,
  hook: 'Nova varijanta uvoda za test',
  quantityOffers: { single: { price: 2490 }, double: { price: 4490 }, triple: { price: 5990 } },
};

let admin: string;
let seller: Awaited<ReturnType<typeof newClient>>;
let site: WebsiteResponse;
let cookieName: string;

const page = (cookie?: string) =>
  fetch(`${baseUrl()}/${site.customUrl}`, { headers: { 'user-agent': CHROME, ...(cookie ? { cookie } : {}) } }).then(async (r) => ({ status: r.status, headers: r.headers, html: await r.text() }));
const armOfCookie = (setCookie: string | null) => /cod_ab_\d+=(a|b)/.exec(setCookie ?? '')?.[1];
const experiments = (token = seller.token) => call<ExperimentResponse[]>('GET', API.analytics.experiments(site.id), { token });

async function order(opts: { cookie?: string; experimentArm?: string }) {
  const res = await call('POST', API.orders.root, {
    body: {
      websiteId: site.id,
      quantity: 1,
      customerData: { name: 'Marija Ilić', phone: '065 987 6543', address: 'Vojvode Stepe 20', city: 'Beograd', postalCode: '11000' },
      ...(opts.experimentArm ? { experimentArm: opts.experimentArm } : {}),
    },
    headers: { 'x-forwarded-for': customerIp(), ...(opts.cookie ? { cookie: opts.cookie } : {}) },
  });
  expect(res.status).toBe(201);
  const [row] = await sql(`SELECT total_price::float8 / 100 AS total, experiment_arm, experiment_id FROM orders WHERE order_id = $1`, [res.body.orderId]);
  return row as { total: number; experiment_arm: string | null; experiment_id: number | null };
}

beforeAll(async () => {
  admin = await adminToken();
  seller = await newClient(admin);
  site = (await createWebsite(seller.token, { customUrl: `ab-${randomUUID().slice(0, 8)}`, currentPrice: 2990, images: [STORED_IMAGE] })).website;
  cookieName = `cod_ab_${site.id}`;
});

describe('POST /api/websites/id/{id}/experiments', () => {
  it('checks the test (name, changes, split, own pictures), owner only, one running test per site', async () => {
    const post = (body: unknown, token = seller.token) => call<ExperimentResponse>('POST', API.analytics.experiments(site.id), { token, body });
    expectError(await post({ changes: B_CHANGES }), 400, EXPERIMENT_MESSAGES.nameRequired);
    expectError(await post({ name: 'x'.repeat(101), changes: B_CHANGES }), 400, EXPERIMENT_MESSAGES.nameTooLong);
    expectError(await post({ name: 'Naslov', changes: {} }), 400, EXPERIMENT_MESSAGES.noChanges);
    expectError(await post({ name: 'Naslov', changes: { unknown: 1 } }), 400, EXPERIMENT_MESSAGES.noChanges);
    expectError(await post({ name: 'Naslov', changes: B_CHANGES, split: 0 }), 400, EXPERIMENT_MESSAGES.splitInvalid);
    expectError(await post({ name: 'Naslov', changes: B_CHANGES, split: 50.5 }), 400, EXPERIMENT_MESSAGES.splitInvalid);
    expectError(await post({ name: 'Naslov', changes: { images: ['https://evil.example/x.jpg'] } }), 400, EXPERIMENT_MESSAGES.imagesOwn);
    expectError(await post({ name: 'Naslov', changes: { templateName: 'Nepostojeći' } }), 400);
    const stranger = await newClient(admin);
    expectError(await post({ name: 'Naslov', changes: B_CHANGES }, stranger.token), 404);
    expectError(await experiments(stranger.token), 404);

    const created = await post({ name: 'Naslov i cena', changes: B_CHANGES, split: 50 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ websiteId: site.id, name: 'Naslov i cena', split: 50, status: 'running', winner: null, probabilityBBeatsA: null });
    expect(created.body.arms).toEqual([
      { arm: 'a', visitors: 0, orders: 0, conversionRate: 0 },
      { arm: 'b', visitors: 0, orders: 0, conversionRate: 0 },
    ]);
    expectError(await post({ name: 'Drugi', changes: B_CHANGES }), 409, EXPERIMENT_MESSAGES.alreadyRunning);
  });
});

describe('the arms on the page', () => {
  it('a first visit gets an arm in a first-party cookie; the arm sticks; each arm is its own page, both cached', async () => {
    const first = await page();
    const arm = armOfCookie(first.headers.get('set-cookie'));
    expect(arm).toMatch(/^[ab]$/);
    expect(first.headers.get('set-cookie')).toMatch(new RegExp(`^${cookieName}=[ab]; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly$`));
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('vary')).toContain('Cookie');

    const a = await page(`${cookieName}=a`);
    const b = await page(`other=1; ${cookieName}=b`);
    expect(a.headers.get('set-cookie')).toBeNull();
    expect(b.headers.get('set-cookie')).toBeNull();
    expect(b.html).toContain(B_TITLE);
    expect(b.html).toContain('2.490');
    expect(a.html).not.toContain(B_TITLE);
    expect(a.html).toContain('2.990');
    expect(b.html).toContain('"experimentArm":"b"');
    expect(a.html).toContain('"experimentArm":"a"');
    for (let i = 0; i < 10; i++) expect((await page(`${cookieName}=b`)).headers.get('etag')).toBe(b.headers.get('etag'));

    // Both arms come from the page cache: a change written behind the server's back does not show.
    await sql(`UPDATE websites SET hook = 'promenjeno mimo servera' WHERE id = $1`, [site.id]);
    expect((await page(`${cookieName}=a`)).html).toBe(a.html);
    expect((await page(`${cookieName}=b`)).html).toBe(b.html);
  });

  it('splits new visitors about 50/50 over 1 000 first visits', async () => {
    let bs = 0;
    for (let i = 0; i < 1000; i += 50) {
      const arms = await Promise.all(Array.from({ length: 50 }, () => page().then((p) => armOfCookie(p.headers.get('set-cookie')))));
      expect(arms.every((x) => x === 'a' || x === 'b')).toBe(true);
      bs += arms.filter((x) => x === 'b').length;
    }
    // 50 % of 1 000 with a standard deviation of 15.8: 430–570 is 4.4 deviations.
    expect(bs).toBeGreaterThan(430);
    expect(bs).toBeLessThan(570);
  });
});

describe('orders and results per arm', () => {
  it('an order is priced by the arm its buyer saw (cookie, else the body) and records it; the results count each arm', async () => {
    const [test] = (await experiments()).body;
    const onB = await order({ cookie: `${cookieName}=b` });
    expect(onB).toEqual({ total: 2490, experiment_arm: 'b', experiment_id: test.id });
    expect(await order({ experimentArm: 'b' })).toEqual({ total: 2490, experiment_arm: 'b', experiment_id: test.id });
    expect(await order({ cookie: `${cookieName}=a` })).toEqual({ total: 2990, experiment_arm: 'a', experiment_id: test.id });
    // A price sent by the browser is never trusted; no arm named: the site's own price, outside the test.
    expect(await order({})).toEqual({ total: 2990, experiment_arm: null, experiment_id: null });

    // Visitors of each arm (their page's beacons carry the arm).
    const beacon = (arm: string | undefined, ip = customerIp()) =>
      fetch(baseUrl() + API.public.track, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'user-agent': CHROME, 'x-forwarded-for': ip },
        body: JSON.stringify({ w: site.id, e: 'view', ...(arm ? { x: arm } : {}) }),
      });
    // One of B's visitors had seen the page earlier today, before the test (no arm): still one of B's.
    const earlier = customerIp();
    await beacon(undefined, earlier);
    await new Promise((r) => setTimeout(r, 1200));
    await Promise.all([...Array.from({ length: 6 }, () => beacon('a')), ...Array.from({ length: 3 }, () => beacon('b')), beacon('b', earlier)]);
    const deadline = Date.now() + 10_000;
    let now = test;
    while (Date.now() < deadline) {
      now = (await experiments()).body[0];
      if (now.arms[0].visitors + now.arms[1].visitors >= 10) break;
      await new Promise((r) => setTimeout(r, 150));
    }
    expect(now.arms).toEqual([
      { arm: 'a', visitors: 6, orders: 1, conversionRate: 1 / 6 },
      { arm: 'b', visitors: 4, orders: 2, conversionRate: 2 / 4 },
    ]);
    expect(now.probabilityBBeatsA).toBeGreaterThan(0.5);
    expect(now.probabilityBBeatsA).toBeLessThan(1);
  });

  it('stop: B wins and its changes are saved to the site as a version; the page is one page again; a stopped test cannot stop again', async () => {
    const [test] = (await experiments()).body;
    const stop = (winner: unknown) => call<ExperimentResponse>('POST', API.analytics.stopExperiment(site.id, test.id), { token: seller.token, body: { winner } });
    expectError(await stop('c'), 400, EXPERIMENT_MESSAGES.winnerInvalid);
    const versionsBefore = (await call('GET', API.websites.versions(site.id), { token: seller.token })).body.length;
    const stopped = await stop('b');
    expect(stopped.status).toBe(200);
    expect(stopped.body).toMatchObject({ status: 'stopped', winner: 'b' });
    const saved = (await call<WebsiteResponse>('GET', API.websites.byId(site.id), { token: seller.token })).body;
    expect(saved.title).toBe(B_TITLE);
    expect(saved.quantityOffers.single.price).toBe(2490);
    expect((await call('GET', API.websites.versions(site.id), { token: seller.token })).body.length).toBe(versionsBefore + 1);
    const after = await page();
    expect(after.headers.get('set-cookie')).toBeNull();
    expect(after.html).toContain(B_TITLE);
    expect(after.headers.get('cache-control')).toMatch(/^public/);
    expect(await order({ cookie: `${cookieName}=b` })).toMatchObject({ total: 2490, experiment_arm: null });
    expectError(await stop('a'), 409, EXPERIMENT_MESSAGES.notRunning);
    // A new test may start once the last one stopped.
    expect((await call('POST', API.analytics.experiments(site.id), { token: seller.token, body: { name: 'Šablon', changes: { templateName: 'Sales Template' } } })).status).toBe(201);
  });
});
