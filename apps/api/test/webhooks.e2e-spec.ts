import { API, WEBHOOK_MESSAGES, type WebhookBody, type WebhookSettingsResponse } from '@cod/contracts';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createWebsite, customerIp, expectError, newClient, sql } from './helpers.js';

/*
 * Outbound webhooks (CONTRACT "Operations through the API") against a local receiver: signed with the
 * endpoint's secret (Stripe-style t=…,v1=…), retried with the same id after a failure, one per event.
 */

interface Received {
  body: WebhookBody<{ orderId?: string; order?: { orderId: string; status: string; trackingId: string | null } | null; shipmentStatus?: string }>;
  raw: string;
  signature: string;
}
const received: Received[] = [];
/** What the receiver answers next (then 200 again). */
let answers: number[] = [];
let receiver: http.Server;
let receiverUrl: string;

let seller: Awaited<ReturnType<typeof newClient>>;
let websiteId: number;
let secret: string;

/** The receiver's check of a signature, as the README's snippet does it. */
function verified(secretKey: string, header: string, raw: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const expected = createHmac('sha256', secretKey).update(`${parts.t}.${raw}`).digest('hex');
  return Math.abs(Date.now() / 1000 - Number(parts.t)) < 300 && timingSafeEqual(Buffer.from(expected), Buffer.from(parts.v1 ?? ''.padEnd(64)));
}

async function order() {
  const res = await call('POST', API.orders.root, {
    body: { websiteId, quantity: 1, customerData: { name: 'Stefan Jovanović', phone: '064 909 1010', address: 'Karađorđeva 9', city: 'Kragujevac' } },
    headers: { 'x-forwarded-for': customerIp() },
  });
  expect(res.status).toBe(201);
  return res.body.orderId as string;
}

async function until<T>(what: () => T | undefined, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const got = what();
    if (got !== undefined) return got;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      received.push({ body: JSON.parse(raw), raw, signature: String(req.headers['x-cod-signature'] ?? '') });
      res.writeHead(answers.shift() ?? 200).end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/cod-webhook`;
  seller = await newClient(await adminToken());
  websiteId = (await createWebsite(seller.token, { customUrl: `webhuk-${randomUUID().slice(0, 8)}` })).website.id;
});

afterAll(() => new Promise<void>((r) => receiver.close(() => r())));

describe('PUT/GET /api/settings/webhooks', () => {
  it('checks the address and events; answers a secret that stays when the endpoint changes', async () => {
    const put = (body: unknown, token = seller.token) => call('PUT', API.userSettings.webhooks, { token, body });
    expectError(await put({ url: 'ftp://x.rs/hook', events: ['order.created'] }), 400, WEBHOOK_MESSAGES.urlInvalid);
    expectError(await put({ url: 'https://user:pass@x.rs/hook', events: ['order.created'] }), 400, WEBHOOK_MESSAGES.urlInvalid);
    expectError(await put({ url: 'not a url', events: ['order.created'] }), 400, WEBHOOK_MESSAGES.urlInvalid);
    expectError(await put({ url: receiverUrl, events: [] }), 400, WEBHOOK_MESSAGES.eventsInvalid);
    expectError(await put({ url: receiverUrl, events: ['order.deleted'] }), 400, WEBHOOK_MESSAGES.eventsInvalid);
    expectError(await call('POST', API.userSettings.webhooksTest, { token: seller.token }), 404, WEBHOOK_MESSAGES.notSet);

    const first = await put({ url: receiverUrl, events: ['order.created'] });
    expect(first.status).toBe(200);
    secret = first.body.secret;
    expect(secret).toMatch(/^whsec_[\w-]{32}$/);
    const again = await put({ url: receiverUrl, events: ['order.created', 'order.updated', 'shipment.updated'] });
    expect(again.body.secret).toBe(secret);
    const got = (await call<WebhookSettingsResponse>('GET', API.userSettings.webhooks, { token: seller.token })).body;
    expect(got.endpoint).toEqual({ url: receiverUrl, events: ['order.created', 'order.updated', 'shipment.updated'], secret });
    // Sealed at rest.
    const [row] = await sql(`SELECT secret FROM webhook_endpoints WHERE user_id = $1`, [seller.user.id]);
    expect(row.secret).not.toContain(secret);
  });

  it('the test button sends a signed webhook.test now and says what the server answered', async () => {
    received.length = 0;
    const ok = await call('POST', API.userSettings.webhooksTest, { token: seller.token });
    expect(ok.body).toEqual({ success: true, status: 200 });
    expect(received[0].body.type).toBe('webhook.test');
    expect(verified(secret, received[0].signature, received[0].raw)).toBe(true);
    answers = [503];
    const failed = await call('POST', API.userSettings.webhooksTest, { token: seller.token });
    expect(failed.body).toEqual({ success: false, status: 503, error: WEBHOOK_MESSAGES.testFailed('HTTP 503') });
  });
});

describe('deliveries', () => {
  it('a new order reaches the receiver signed, with the order; a 500 is retried with the same id, then it is sent once', async () => {
    received.length = 0;
    answers = [500];
    const orderId = await order();
    const firstTry = await until(() => received.find((r) => r.body.type === 'order.created' && r.body.data.orderId === orderId));
    expect(verified(secret, firstTry.signature, firstTry.raw)).toBe(true);
    expect(verified('whsec_wrong', firstTry.signature, firstTry.raw)).toBe(false);
    expect(firstTry.body.id).toMatch(/^evt_\d+$/);
    expect(firstTry.body.data.order).toMatchObject({ orderId, status: 'pending' });
    // The failed try waits JOB_RETRY_DELAY_SECONDS (first retry within 30 s); the time is moved on here.
    // The receiver has the request before the sender has read the 500 and recorded it: wait for the record.
    const recorded = async () => (await sql(`SELECT state, attempts, last_status, extract(epoch FROM next_at - now())::float8 AS wait FROM webhook_deliveries WHERE event_id = $1`, [firstTry.body.id.slice(4)]))[0];
    const end = Date.now() + 15_000;
    let waiting = await recorded();
    while (waiting?.last_status == null && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 50));
      waiting = await recorded();
    }
    expect(waiting).toMatchObject({ state: 'waiting', attempts: 1, last_status: 500 });
    expect(waiting.wait).toBeGreaterThan(0);
    expect(waiting.wait).toBeLessThanOrEqual(30);
    await sql(`UPDATE webhook_deliveries SET next_at = now() WHERE event_id = $1`, [firstTry.body.id.slice(4)]);
    await until(() => (received.filter((r) => r.body.id === firstTry.body.id).length >= 2 ? true : undefined));
    await new Promise((r) => setTimeout(r, 1500));
    const tries = received.filter((r) => r.body.id === firstTry.body.id);
    expect(tries).toHaveLength(2);
    expect(tries[1].raw).not.toBe('');
    const listed = (await call<WebhookSettingsResponse>('GET', API.userSettings.webhooks, { token: seller.token })).body.deliveries.find((d) => d.id === firstTry.body.id)!;
    expect(listed).toMatchObject({ type: 'order.created', state: 'sent', attempts: 2, lastStatus: 200, lastError: null });
  });

  it('a status change is order.updated; the courier’s answer is shipment.updated; another seller’s orders never reach this endpoint', async () => {
    received.length = 0;
    const orderId = await order();
    await until(() => received.find((r) => r.body.data.orderId === orderId));
    const admin = await adminToken();
    expect((await call('PUT', API.orders.one(orderId), { token: admin, body: { status: 'processing' } })).status).toBe(200);
    const updated = await until(() => received.find((r) => r.body.type === 'order.updated' && r.body.data.orderId === orderId));
    expect(updated.body.data).toMatchObject({ status: 'processing', order: { status: 'processing' } });

    const trackingId = `TRK-W-${randomUUID().slice(0, 6)}`;
    await sql(`UPDATE orders SET tracking_id = $2 WHERE order_id = $1`, [orderId, trackingId]);
    const hook = (await call('GET', API.userSettings.trackifyWebhook, { token: seller.token })).body as { secret: string };
    const push = JSON.stringify({ trackingId, status: 'in_transit', at: new Date().toISOString() });
    const signed = `sha256=${createHmac('sha256', hook.secret).update(push).digest('hex')}`;
    expect((await call('POST', API.webhooks.trackify(seller.user.id), { rawBody: push, headers: { 'x-trackify-signature': signed } })).status).toBe(200);
    const shipment = await until(() => received.find((r) => r.body.type === 'shipment.updated' && r.body.data.orderId === orderId));
    expect(shipment.body.data).toMatchObject({ shipmentStatus: 'in_transit', order: { trackingId } });

    const other = await newClient(admin);
    const otherSite = (await createWebsite(other.token, { customUrl: `tudji-${randomUUID().slice(0, 8)}` })).website.id;
    const foreign = await call('POST', API.orders.root, {
      body: { websiteId: otherSite, quantity: 1, customerData: { name: 'Drugi Kupac', phone: '064 909 2020', address: 'Ulica 2', city: 'Niš' } },
      headers: { 'x-forwarded-for': customerIp() },
    });
    await new Promise((r) => setTimeout(r, 1500));
    expect(received.some((r) => r.body.data.orderId === foreign.body.orderId)).toBe(false);
  });

  it('events logged together in one statement (an order batch) queue one delivery each for the endpoint that wants them, none for others', async () => {
    const other = await newClient(await adminToken());
    const otherSite = (await createWebsite(other.token, { customUrl: `tudji-${randomUUID().slice(0, 8)}` })).website.id;
    const refs = ['A', 'B', 'C', 'D'].map((l) => `W${l}${randomUUID().slice(0, 6)}`);
    const logged = await sql<{ id: string; ref: string }>(
      `INSERT INTO events (name, user_id, website_id, data)
       SELECT e.name, e.user_id, e.website_id, jsonb_build_object('orderId', e.ref, 'websiteId', e.website_id) || e.extra
         FROM (VALUES ('order.created', $1::int, $2::int, $4, '{}'::jsonb), ('order.updated', $1, $2, $5, '{"shipmentStatus": "in_transit"}'),
                      ('order.created', $3::int, $6::int, $7, '{}'), ('order.created', $1, $2, $8, '{}')) AS e(name, user_id, website_id, ref, extra)
       RETURNING id::text, data->>'orderId' AS ref`,
      [seller.user.id, websiteId, other.user.id, refs[0], refs[1], otherSite, refs[2], refs[3]],
    );
    const queued = await sql<{ ref: string; type: string; userId: number }>(
      `SELECT e.data->>'orderId' AS ref, d.type, d.user_id AS "userId" FROM webhook_deliveries d JOIN events e ON e.id = d.event_id WHERE d.event_id = ANY($1::bigint[]) ORDER BY d.event_id`,
      [logged.map((l) => l.id)],
    );
    expect(queued).toEqual([
      { ref: refs[0], type: 'order.created', userId: seller.user.id },
      { ref: refs[1], type: 'shipment.updated', userId: seller.user.id },
      { ref: refs[3], type: 'order.created', userId: seller.user.id },
    ]);
  });

  it('a token cannot see or change the webhook; DELETE removes it and nothing more is queued', async () => {
    const token = (await call('POST', API.tokens.root, { token: seller.token, body: { name: 'x', scopes: ['orders:read', 'orders:write'] } })).body.token;
    expectError(await call('GET', API.userSettings.webhooks, { token }), 403);
    expectError(await call('PUT', API.userSettings.webhooks, { token, body: { url: 'https://evil.example/h', events: ['order.created'] } }), 403);
    expect((await call('DELETE', API.userSettings.webhooks, { token: seller.token })).body).toEqual({ message: WEBHOOK_MESSAGES.removed });
    const before = (await sql(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE user_id = $1`, [seller.user.id]))[0].n;
    await order();
    expect((await sql(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE user_id = $1`, [seller.user.id]))[0].n).toBe(before);
  });
});
