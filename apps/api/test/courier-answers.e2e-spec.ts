import {
  API,
  deliveryRate,
  SHIPMENT_MESSAGES,
  SHIPMENT_REASONS,
  type OrderListItem,
  type TrackifyWebhookSettings,
  type WebsiteResponse,
} from '@cod/contracts';
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourierStatusService } from '../src/modules/deliveries/shipments/courier-status.service.js';
import { startIntegrationFakes, type IntegrationFakes } from './fakes/integrations/index.mjs';
import { OwnServers } from './own-servers.js';
import { ADMIN, call, createWebsite, customerIp, expectError, login, newClient, scratchDatabase, sql, useServer } from './helpers.js';

/** The courier's answer (CONTRACT "…and the courier's answer"): signed pushes, the pull fallback, the buyer's history, the automatic block. */

let fakes: IntegrationFakes;
let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
const own = new OwnServers('cod-courier');
let base: string;
let server: Awaited<ReturnType<OwnServers['start']>>;
let admin: string;
let seller: Awaited<ReturnType<typeof newClient>>;
let site: WebsiteResponse;
let hook: TrackifyWebhookSettings;
let rsKey: string;

const sign = (secret: string, raw: string) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
async function push(userId: number, body: unknown, secret = hook.secret, signature?: string) {
  const raw = JSON.stringify(body);
  const res = await fetch(base + API.webhooks.trackify(userId), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-trackify-signature': signature ?? sign(secret, raw) },
    body: raw,
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

/** An order of the seller whose parcel has the tracking number `trackingId` (as if the shipment job had run). */
async function shippedOrder(trackingId: string, phone = '064 555 1234', websiteId = site.id) {
  const res = await call('POST', API.orders.root, {
    body: { websiteId, quantity: 1, customerData: { name: 'Milica Jovanović', phone, address: 'Cara Dušana 5', city: 'Novi Sad', postalCode: '21000' } },
    headers: { 'x-forwarded-for': customerIp() },
  });
  expect(res.status).toBe(201);
  await sql(`UPDATE orders SET tracking_id = $2 WHERE order_id = $1`, [res.body.orderId, trackingId]);
  return res.body.orderId as string;
}
const listed = async (orderId: string) => (await call<OrderListItem[]>('GET', `${API.orders.my}?q=${orderId}`, { token: seller.token })).body.find((o) => o.orderId === orderId)!;

beforeAll(async () => {
  fakes = await startIntegrationFakes();
  scratch = await scratchDatabase('cod_courier');
  server = await own.start({
    ...fakes.env,
    DATABASE_URL: scratch.url,
    JWT_SECRET: 'courier-tests-jwt-secret-0123456789abcdef0123',
    SECRETS_KEY: 'courier-tests-secrets-key-0123456789abcdef01',
    OUTBOUND_ALLOW_PRIVATE: '1',
    TRUST_PROXY: '1',
    RATE_LIMIT_ORDERS_PER_MIN: '100000',
    SHIPMENT_PULL_MINUTES: '0',
    PUBLIC_BASE_URL: 'https://platforma-test.rs',
    INTEGRATION_TIMEOUT_MS: '1500',
  });
  base = `http://127.0.0.1:${server.port}`;
  useServer(base, scratch.url);
  admin = (await login(ADMIN.email, ADMIN.password)).token;
  seller = await newClient(admin);
  rsKey = `rs-${randomUUID()}`;
  fakes.trackifyRs.keys.add(rsKey);
  expect((await call('PATCH', API.userSettings.trackifyKeys, { token: seller.token, body: { trackifyApiKeySrb: rsKey } })).status).toBe(200);
  site = (await createWebsite(seller.token, { customUrl: `kurir-${randomUUID().slice(0, 8)}` })).website;
  hook = (await call<TrackifyWebhookSettings>('GET', API.userSettings.trackifyWebhook, { token: seller.token })).body;
}, 90_000);

afterAll(async () => {
  await own.stopAll();
  await fakes?.close();
  await scratch?.drop();
}, 60_000);

describe('the webhook address and secret', () => {
  it('GET gives the seller’s own address and a secret that stays; rotate makes a new one and the old one stops working', async () => {
    expect(hook.url).toBe(`https://platforma-test.rs/api/webhooks/trackify/${seller.user.id}`);
    expect(hook.secret).toMatch(/^whsec_[\w-]{32}$/);
    expect((await call<TrackifyWebhookSettings>('GET', API.userSettings.trackifyWebhook, { token: seller.token })).body).toEqual(hook);
    expectError(await call('GET', API.userSettings.trackifyWebhook), 401);
    // Sealed at rest.
    const [{ secret }] = await sql('SELECT secret FROM trackify_webhook_secrets WHERE user_id = $1', [seller.user.id]);
    expect(secret).not.toContain(hook.secret);

    const other = await newClient(admin);
    const old = (await call<TrackifyWebhookSettings>('GET', API.userSettings.trackifyWebhook, { token: other.token })).body;
    const rotated = (await call<TrackifyWebhookSettings>('POST', API.userSettings.trackifyWebhookRotate, { token: other.token })).body;
    expect(rotated.secret).not.toBe(old.secret);
    const body = { trackingId: 'NEMA-1', status: 'in_transit', at: new Date().toISOString() };
    expect((await push(other.user.id, body, old.secret)).status).toBe(401);
    expect((await push(other.user.id, body, rotated.secret)).status).toBe(404);
  });
});

describe('POST /api/webhooks/trackify/{userId}', () => {
  it('refuses a push without the seller’s signature (401), another seller’s secret, a bad body (400) and an unknown parcel (404)', async () => {
    const orderId = await shippedOrder(`TRK-SIG-${randomUUID().slice(0, 6)}`);
    const [{ tracking_id: trackingId }] = await sql('SELECT tracking_id FROM orders WHERE order_id = $1', [orderId]);
    const body = { trackingId, reference: orderId, status: 'picked_up', at: '2026-11-20T08:00:00Z', note: null };
    expectError(await push(seller.user.id, body, 'whsec_pogresan'), 401, SHIPMENT_MESSAGES.badSignature);
    expectError(await push(seller.user.id, body, hook.secret, 'sha256=abc'), 401, SHIPMENT_MESSAGES.badSignature);
    expectError(await push(seller.user.id, body, hook.secret, ''), 401, SHIPMENT_MESSAGES.badSignature);
    expectError(await push(2147483647, body), 401, SHIPMENT_MESSAGES.badSignature);
    // A valid signature of another body: the raw bytes are what is signed.
    const res = await fetch(base + API.webhooks.trackify(seller.user.id), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-trackify-signature': sign(hook.secret, JSON.stringify(body)) },
      body: JSON.stringify({ ...body, status: 'delivered' }),
    });
    expect(res.status).toBe(401);
    expectError(await push(seller.user.id, { ...body, status: 'lost' }), 400, SHIPMENT_MESSAGES.invalidPush);
    expectError(await push(seller.user.id, { ...body, at: '2026-02-30T08:00:00Z' }), 400, SHIPMENT_MESSAGES.invalidPush);
    expectError(await push(seller.user.id, { ...body, trackingId: 'TRK-NEMA' }), 404, SHIPMENT_MESSAGES.unknownShipment);
    expect((await listed(orderId)).shipment).toEqual({ trackingId, status: null, history: [] });
  });

  it('statuses build the timeline; a repeat changes nothing; delivered completes the order; an older status never overwrites a newer one', async () => {
    const trackingId = `TRK-OK-${randomUUID().slice(0, 6)}`;
    const orderId = await shippedOrder(trackingId, '065 100 2000');
    const steps = [
      { status: 'picked_up', at: '2026-11-20T08:00:00.000Z', note: null },
      { status: 'out_for_delivery', at: '2026-11-21T07:30:00.000Z', note: 'Kurir Novi Sad 3' },
    ];
    for (const s of steps) expect((await push(seller.user.id, { trackingId, reference: orderId, ...s })).body).toEqual({ ok: true, duplicate: false });
    expect((await push(seller.user.id, { trackingId, reference: orderId, ...steps[1] })).body).toEqual({ ok: true, duplicate: true });
    // Late and out of order: kept in the timeline, not as the parcel's status.
    expect((await push(seller.user.id, { trackingId, status: 'in_transit', at: '2026-11-20T18:00:00.000Z' })).status).toBe(200);
    let order = await listed(orderId);
    expect(order.shipment).toEqual({
      trackingId,
      status: 'out_for_delivery',
      history: [steps[0], { status: 'in_transit', at: '2026-11-20T18:00:00.000Z', note: null }, steps[1]],
    });
    expect(order.status).toBe('pending');

    expect((await push(seller.user.id, { trackingId, status: 'delivered', at: '2026-11-21T12:00:00.000Z' })).status).toBe(200);
    order = await listed(orderId);
    expect(order.status).toBe('completed');
    expect(order.shipment?.status).toBe('delivered');
    expect(order.statusHistory.at(-1)).toMatchObject({ from: 'pending', to: 'completed', by: null, reason: SHIPMENT_REASONS.delivered });
    expect(order.customerHistory).toEqual({ orders: 1, delivered: 1, refused: 0 });
    expect((await sql('SELECT count(*)::int AS n FROM shipment_events e JOIN orders o ON o.id = e.order_id WHERE o.order_id = $1', [orderId]))[0].n).toBe(4);
  });

  it('refused and returned cancel the order with the reason; the buyer’s history counts them; the automatic block puts the phone on the blocklist at the threshold', async () => {
    expect((await call('PUT', API.shopProfile.profile, { token: seller.token, body: { autoBlockAfterRefusals: 2 } })).status).toBe(200);
    const phone = '066 777 8899';
    const first = await shippedOrder(`TRK-R1-${randomUUID().slice(0, 6)}`, phone);
    const second = await shippedOrder(`TRK-R2-${randomUUID().slice(0, 6)}`, phone);
    const trackingOf = async (o: string) => (await sql('SELECT tracking_id FROM orders WHERE order_id = $1', [o]))[0].tracking_id as string;

    await push(seller.user.id, { trackingId: await trackingOf(first), status: 'refused', at: '2026-11-22T10:00:00Z', note: 'Kupac nije hteo da preuzme' });
    let order = await listed(first);
    expect(order.status).toBe('cancelled');
    expect(order.statusHistory.at(-1)?.reason).toBe(SHIPMENT_REASONS.refused('Kupac nije hteo da preuzme'));
    expect((await listed(second)).customerHistory).toEqual({ orders: 2, delivered: 0, refused: 1 });
    expect(order.blocked.phone).toBe(false);

    await push(seller.user.id, { trackingId: await trackingOf(second), status: 'returned', at: '2026-11-23T10:00:00Z' });
    order = await listed(second);
    expect(order.status).toBe('cancelled');
    expect(order.statusHistory.at(-1)?.reason).toBe(SHIPMENT_REASONS.returned(null));
    expect(order.customerHistory).toEqual({ orders: 2, delivered: 0, refused: 2 });
    expect(order.blocked.phone).toBe(true);
    const blocks = (await call('GET', API.orders.blocks, { token: seller.token })).body as { kind: string; value: string }[];
    expect(blocks).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'phone', value: '+381667778899' })]));
    // The blocked buyer's next order is refused.
    const again = await call('POST', API.orders.root, {
      body: { websiteId: site.id, quantity: 1, customerData: { name: 'Milica Jovanović', phone, address: 'Cara Dušana 5', city: 'Novi Sad', postalCode: '21000' } },
      headers: { 'x-forwarded-for': customerIp() },
    });
    expect(again.status).toBeGreaterThanOrEqual(400);

    expectError(await call('PUT', API.shopProfile.profile, { token: seller.token, body: { autoBlockAfterRefusals: -1 } }), 400);
    expectError(await call('PUT', API.shopProfile.profile, { token: seller.token, body: { autoBlockAfterRefusals: 21 } }), 400);
    expect((await call('GET', API.shopProfile.profile, { token: seller.token })).body.autoBlockAfterRefusals).toBe(2);
  });
});

describe('the delivery rate per website on the dashboard', () => {
  it('GET /api/sync/dashboard counts each site’s parcels as the courier reported them', async () => {
    const other = (await createWebsite(seller.token, { customUrl: `dostava-${randomUUID().slice(0, 8)}` })).website;
    const tag = randomUUID().slice(0, 6);
    await shippedOrder(`TRK-D1-${tag}`, '064 100 2001', other.id);
    await shippedOrder(`TRK-D2-${tag}`, '064 100 2002', other.id);
    await shippedOrder(`TRK-D3-${tag}`, '064 100 2003', other.id);
    await shippedOrder(`TRK-D4-${tag}`, '064 100 2004', other.id);
    const unshipped = await call('POST', API.orders.root, {
      body: { websiteId: other.id, quantity: 1, customerData: { name: 'Ana Petrović', phone: '064 100 2005', address: 'Njegoševa 1', city: 'Beograd', postalCode: '11000' } },
      headers: { 'x-forwarded-for': customerIp() },
    });
    expect(unshipped.status).toBe(201);
    expect((await push(seller.user.id, { trackingId: `TRK-D1-${tag}`, status: 'delivered', at: '2026-11-24T09:00:00Z' })).status).toBe(200);
    expect((await push(seller.user.id, { trackingId: `TRK-D2-${tag}`, status: 'delivered', at: '2026-11-24T09:00:00Z' })).status).toBe(200);
    expect((await push(seller.user.id, { trackingId: `TRK-D3-${tag}`, status: 'refused', at: '2026-11-24T09:00:00Z' })).status).toBe(200);
    expect((await push(seller.user.id, { trackingId: `TRK-D4-${tag}`, status: 'in_transit', at: '2026-11-24T09:00:00Z' })).status).toBe(200);

    const dash = await call('GET', API.sync.dashboard, { token: seller.token });
    expect(dash.status).toBe(200);
    expect(dash.body.delivery.find((d: { websiteId: number }) => d.websiteId === other.id)).toEqual({ websiteId: other.id, orders: 5, shipped: 4, delivered: 2, refused: 1 });
    expect(deliveryRate({ delivered: 2, refused: 1 })).toBe(67);
    // Only the seller's own sites.
    const stranger = await newClient(admin);
    expect((await call('GET', API.sync.dashboard, { token: stranger.token })).body.delivery).toEqual([]);
  });
});

describe('the pull fallback (GET {base}/v1/shipments/{trackingId})', () => {
  it('asks the courier about open parcels with the seller’s key and stores what it missed, once', async () => {
    const trackingId = `TRK-PULL-${randomUUID().slice(0, 6)}`;
    const orderId = await shippedOrder(trackingId, '062 333 4444');
    fakes.trackifyRs.report(trackingId, 'picked_up', null, '2026-11-24T08:00:00.000Z');
    fakes.trackifyRs.report(trackingId, 'delivered', 'Predato kupcu', '2026-11-25T09:00:00.000Z');
    const courier = server.app.get(CourierStatusService);
    expect(await courier.pullOnce()).toBeGreaterThanOrEqual(2);
    const order = await listed(orderId);
    expect(order.shipment?.history.map((h) => h.status)).toEqual(['picked_up', 'delivered']);
    expect(order.status).toBe('completed');
    const asked = fakes.trackifyRs.requests.filter((r) => r.method === 'GET' && r.path === `/v1/shipments/${trackingId}`);
    expect(asked[0].headers.authorization).toBe(`Bearer ${rsKey}`);
    // A final parcel is not asked about again, and nothing is stored twice.
    const before = asked.length;
    await courier.pullOnce();
    expect(fakes.trackifyRs.requests.filter((r) => r.method === 'GET' && r.path === `/v1/shipments/${trackingId}`)).toHaveLength(before);
  });
});
