import { API, API_ERRORS, ORDER_MESSAGES, type CreateOrderResponse, type OrderListItem, type WebsiteResponse } from '@cod/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startIntegrationFakes, type IntegrationFakes } from './fakes/integrations/index.mjs';
import pg from 'pg';
import { ADMIN, call, createWebsite, customerIp, expectError, login, newClient, scratchDatabase, useServer } from './helpers.js';
import { OwnProcesses } from './own-processes.js';

// The scale-out tier: two API processes (A and B), separate OS processes running the compiled
// server, on one PostgreSQL: the embedded one the test run started, or DATABASE_URL, with a scratch database
// of this file's own. Each property of "any number of
// processes on one database" is shown here, or named here where another file already proves it:
//   start-up when both start at once ........ this file (6 rounds on empty databases, and the pair below)
//   a sign-in on one works on the other ..... this file
//   a site created on one served by the other, a save on one drops the other's cached page within 1 s
//                                             this file (latency printed); website-editor.e2e-spec.ts "the page
//                                             cache is dropped in every process at once" (switch-off, delete,
//                                             prices of orders)
//   an order on one reaches an events stream held on the other within 1 s ... this file (latency printed)
//   rate limits count across both ........... this file (sign-in and order limits over HTTP);
//                                             orders-console.e2e-spec.ts (a second limiter on the database)
//   every job runs once across both ......... this file (Telegram, Sheets, Conversions API, shipment, orders
//                                             on both); integrations.e2e-spec.ts "an order’s deliveries"
//                                             (retries, faults, a burst of 40 orders over both processes)
//   custom domains on every process ......... domains.e2e-spec.ts

const SHARED = {
  // Every process of a deployment shares these two.
  JWT_SECRET: 'scale-out-tests-jwt-secret-0123456789abcdef',
  SECRETS_KEY: 'scale-out-tests-secrets-key-0123456789abcdef',
};
const LOGIN_LIMIT = 6;
const ORDER_LIMIT = 10;
const WINDOW_SECONDS = 1;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

// ---------------------------------------------------------------- start-up

describe('start-up: two processes started at the same moment on one empty database', () => {
  it('both start, in each of 6 rounds (a fresh database each round)', { timeout: 180_000 }, async () => {
    const failures: string[] = [];
    const times: number[] = [];
    for (let round = 1; round <= 6; round++) {
      const scratch = await scratchDatabase('cod_scale_start');
      const own = new OwnProcesses('cod-scale-start');
      try {
        const settings = { DATABASE_URL: scratch.url, ...SHARED };
        const started = Date.now();
        const results = await Promise.allSettled([own.start(settings), own.start(settings)]);
        times.push(Date.now() - started);
        for (const r of results) if (r.status === 'rejected') failures.push(`round ${round}: ${r.reason instanceof Error ? r.reason.message : r.reason}`);
        if (results.every((r) => r.status === 'fulfilled')) {
          for (const base of own.bases) expect((await call('GET', '/api/health', { base })).body).toEqual({ status: 'ok' });
        }
      } finally {
        await own.stopAll();
        await scratch.drop();
      }
    }
    console.log(`[scale-out] start-up of two processes at once on an empty database: ${times.join(', ')} ms`);
    expect(failures).toEqual([]);
  });
});

// ---------------------------------------------------------------- the pair A, B

let fakes: IntegrationFakes;
let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
const own = new OwnProcesses('cod-scale-out');
const A = () => own.bases[0];
const B = () => own.bases[1];
let admin: string;

const customer = (over: Record<string, unknown> = {}) => ({ name: 'Milica Jovanović', phone: '064 555 1234', address: 'Cara Dušana 5', city: 'Novi Sad', postalCode: '21000', ...over });
const placeOrder = (base: string, websiteId: number, ip = customerIp()) =>
  call<CreateOrderResponse>('POST', API.orders.root, { base, body: { websiteId, quantity: 1, customerData: customer() }, headers: { 'x-forwarded-for': ip } });

async function page(base: string, p: string) {
  const res = await fetch(base + p, { headers: { 'accept-encoding': 'identity' } });
  return { status: res.status, etag: res.headers.get('etag'), html: await res.text() };
}

/** GET /api/events on one process: the events as they arrive, each with the time it arrived. */
async function eventsOn(base: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(base + API.events, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const received: { event: string; data: any; at: number }[] = [];
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const fields: Record<string, string> = {};
          for (const line of buffer.slice(0, end).split('\n')) {
            const i = line.indexOf(': ');
            if (i > 0) fields[line.slice(0, i)] = line.slice(i + 2);
          }
          buffer = buffer.slice(end + 2);
          if (fields.event) received.push({ event: fields.event, data: JSON.parse(fields.data), at: Date.now() });
        }
      }
    } catch {
      /* closed */
    }
  })();
  return {
    status: res.status,
    next: (match: (e: { event: string; data: any }) => boolean, ms = 3000) => until('a matching event', async () => received.find(match), ms),
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

describe('two processes, A and B, on one database', () => {
  beforeAll(async () => {
    fakes = await startIntegrationFakes();
    scratch = await scratchDatabase('cod_scale_out');
    const settings = {
      ...fakes.env,
      ...SHARED,
      DATABASE_URL: scratch.url,
      OUTBOUND_ALLOW_PRIVATE: '1',
      TRUST_PROXY: '1',
      RATE_LIMIT_LOGIN_PER_MIN: String(LOGIN_LIMIT),
      RATE_LIMIT_ORDERS_PER_MIN: String(ORDER_LIMIT),
      UPSELL_WINDOW_SECONDS: String(WINDOW_SECONDS),
      JOB_RETRY_DELAY_SECONDS: '1',
      INTEGRATION_TIMEOUT_MS: '1500',
    };
    // Both at once, on an empty database, as a deployment's processes start.
    await Promise.all([own.start(settings), own.start(settings)]);
    useServer(A(), scratch.url);
    admin = (await login(ADMIN.email, ADMIN.password)).token;
  }, 60_000);

  afterAll(async () => {
    await own.stopAll();
    await fakes?.close();
    await scratch?.drop();
  }, 60_000);

  describe('sessions', () => {
    it('a sign-in on A works on B (bearer and cookie); a logout on A is refused on B at once', async () => {
      const seller = await newClient(admin);
      const res = await fetch(A() + API.auth.login, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: seller.email, password: seller.password }),
      });
      expect(res.status).toBe(200);
      const { token } = (await res.json()) as { token: string };
      const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
      const onB = await call('GET', API.auth.me, { base: B(), token });
      expect(onB.status).toBe(200);
      expect(onB.body.email).toBe(seller.email);
      expect((await call('GET', API.auth.me, { base: B(), cookie })).status).toBe(200);

      expect((await call('POST', API.auth.logout, { base: A(), token })).status).toBe(200);
      expectError(await call('GET', API.auth.me, { base: B(), token }), 401);
      expectError(await call('GET', API.auth.me, { base: B(), cookie }), 401);
      // The seller's other session (signed in by newClient) lives on.
      expect((await call('GET', API.auth.me, { base: B(), token: seller.token })).status).toBe(200);
    });
  });

  describe('sites and the page cache', () => {
    it('a site created through A is served by B; a save through A drops the page B cached within 1 s', async () => {
      const seller = await newClient(admin);
      const customUrl = `skala-${randomUUID().slice(0, 8)}`;
      const created = await call('POST', API.sync.createWebsite, {
        base: A(),
        token: seller.token,
        body: { customUrl, productLink: `${inject('shopUrl')}/empty`, productName: 'Masažer za vrat', images: ['/uploads/images/0123456789abcdef0123456789abcdef.webp'], currentPrice: 2990, templateName: 'Sales Template' },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const site = created.body.website as WebsiteResponse;

      const first = await page(B(), `/${customUrl}`);
      expect(first.status).toBe(200);
      expect(first.html).toContain('Masažer za vrat');
      expect((await page(B(), `/${customUrl}`)).etag).toBe(first.etag); // cached on B

      const hook = `Udica sačuvana na A ${randomUUID().slice(0, 6)}`;
      const sent = Date.now();
      const saved = await call('PUT', API.websites.byId(site.id), { base: A(), token: seller.token, body: { hook } });
      const answered = Date.now();
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      await until('the new page on B', async () => (await page(B(), `/${customUrl}`)).html.includes(hook), 3000);
      const seen = Date.now();
      console.log(`[scale-out] cache drop: save on A answered in ${answered - sent} ms; B served the new page ${seen - sent} ms after the save was sent (${seen - answered} ms after its answer)`);
      expect(seen - sent).toBeLessThan(1000);
    });
  });

  describe('events', () => {
    it('an order through A reaches an events stream held on B within 1 s', async () => {
      const seller = await newClient(admin);
      const site = (await createWebsite(seller.token, { customUrl: `dogadjaj-${randomUUID().slice(0, 8)}` })).website;
      const stream = await eventsOn(B(), seller.token);
      try {
        expect(stream.status).toBe(200);
        const latencies: number[] = [];
        for (let i = 0; i < 3; i++) {
          const sent = Date.now();
          const placed = await placeOrder(A(), site.id);
          expect(placed.status, JSON.stringify(placed.body)).toBe(201);
          const event = await stream.next((e) => e.event === 'order.created' && e.data.orderId === placed.body.orderId, 3000);
          expect(event.data.websiteId).toBe(site.id);
          latencies.push(event.at - sent);
        }
        console.log(`[scale-out] order on A → event on B's stream: ${latencies.join(', ')} ms (from the order being sent)`);
        for (const ms of latencies) expect(ms).toBeLessThan(1000);
      } finally {
        await stream.close();
      }
    });

    it("an order is announced after its commit, by the announcing connection: the order's own commit sends no NOTIFY (it would serialise every process's order commits)", async () => {
      const seller = await newClient(admin);
      const site = (await createWebsite(seller.token, { customUrl: `najava-${randomUUID().slice(0, 8)}` })).website;
      const listener = new pg.Client({ connectionString: scratch!.url });
      await listener.connect();
      try {
        const heard: pg.Notification[] = [];
        listener.on('notification', (n) => heard.push(n));
        await listener.query('LISTEN cod_events');
        const placed = await placeOrder(A(), site.id);
        expect(placed.status, JSON.stringify(placed.body)).toBe(201);
        const deadline = Date.now() + 3000;
        let told: pg.Notification | undefined;
        while (!(told = heard.find((n) => n.payload?.includes(placed.body.orderId))) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
        expect(told, 'the order.created notification').toBeDefined();
        expect(JSON.parse(told!.payload!)).toContainEqual({ name: 'order.created', payload: { orderId: placed.body.orderId, websiteId: site.id, userId: seller.user.id } });
        const [sender] = (await listener.query('SELECT application_name FROM pg_stat_activity WHERE pid = $1', [told!.processId])).rows;
        expect(sender).toEqual({ application_name: 'cod-events-notify' });
      } finally {
        await listener.end();
      }
    });
  });

  describe('rate limits count across both processes', () => {
    it(`failed sign-ins alternating A, B: ${LOGIN_LIMIT} refused with 401, then 429 on either`, async () => {
      const seller = await newClient(admin);
      const ip = customerIp();
      const attempt = (base: string) => call('POST', API.auth.login, { base, body: { email: seller.email, password: 'wrong-password' }, headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < LOGIN_LIMIT; i++) expect((await attempt(i % 2 ? B() : A())).status).toBe(401);
      expectError(await attempt(A()), 429, API_ERRORS.tooManyLoginAttempts);
      expectError(await attempt(B()), 429, API_ERRORS.tooManyLoginAttempts);
    });

    it(`orders from one address alternating A, B: ${ORDER_LIMIT} taken, then 429 on either`, async () => {
      const seller = await newClient(admin);
      const site = (await createWebsite(seller.token, { customUrl: `limit-${randomUUID().slice(0, 8)}` })).website;
      const ip = customerIp();
      for (let i = 0; i < ORDER_LIMIT; i++) {
        const res = await placeOrder(i % 2 ? B() : A(), site.id, ip);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
      }
      for (const base of [A(), B()]) {
        const res = await placeOrder(base, site.id, ip);
        expectError(res, 429, ORDER_MESSAGES.tooManyOrders);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    });
  });

  describe('jobs run once across both processes', () => {
    it('orders on A and B: one Telegram message, one sheet row, one Conversions API event and one shipment each', { timeout: 30_000 }, async () => {
      const seller = await newClient(admin);
      const n = randomUUID().replace(/-/g, '');
      const botToken = `7${Date.now() % 1e6}:AAH${n}`;
      const chatId = '-100123456789';
      const sheetId = `sheet${n}`;
      const pixelId = String(200000000000000 + (Date.now() % 1e6));
      const capiToken = `EAAG${n}`;
      const rsKey = `rs-${n}`;
      fakes.telegram.bots.add(botToken, { chats: [chatId] });
      fakes.google.sheets.add(sheetId, { title: 'Porudžbine' });
      fakes.graph.tokens.add(capiToken, { pixelIds: [pixelId] });
      fakes.trackifyRs.keys.add(rsKey);
      const ok = (res: { status: number; body: unknown }) => expect(res.status, JSON.stringify(res.body)).toBe(200);
      // Settings saved through B, orders through both: it is all one database.
      ok(await call('PATCH', API.userSettings.telegram, { base: B(), token: seller.token, body: { telegramBotId: botToken, telegramChatId: chatId } }));
      ok(await call('PUT', API.userSettings.googleSheets, { base: B(), token: seller.token, body: { googleSheetsId: sheetId } }));
      ok(await call('PATCH', API.userSettings.facebookPixel, { base: B(), token: seller.token, body: { facebookPixelId: pixelId, facebookCapiToken: capiToken } }));
      ok(await call('PATCH', API.userSettings.trackifyKeys, { base: B(), token: seller.token, body: { trackifyApiKeySrb: rsKey } }));
      const site = (await createWebsite(seller.token, { customUrl: `poslovi-${randomUUID().slice(0, 8)}`, targetMarket: 'Serbia', sku: 'MAS-001' })).website;

      const orders = await Promise.all(
        Array.from({ length: 6 }, async (_, i) => {
          const res = await placeOrder(i % 2 ? B() : A(), site.id);
          expect(res.status, JSON.stringify(res.body)).toBe(201);
          return res.body.orderId;
        }),
      );
      const counts = (orderId: string) => ({
        telegram: fakes.telegram.messages.filter((m) => m.token === botToken && m.text.includes(orderId)).length,
        sheets: (fakes.google.sheets.get(sheetId)?.rows ?? []).filter((r) => r.includes(orderId)).length,
        capi: fakes.graph.events.filter((e) => e.pixelId === pixelId && e.event.event_id === orderId).length,
        shipment: fakes.trackifyRs.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/v1/shipments') && !r.fault && (r.body as { reference?: string })?.reference === orderId).length,
      });
      const once = { telegram: 1, sheets: 1, capi: 1, shipment: 1 };
      // The shipments wait for the upsell window to close.
      await until('every delivery of every order', async () => orders.every((o) => Object.values(counts(o)).every((c) => c >= 1)), 20_000);
      // Time for a second run, were one to come (a job taken by both processes).
      await sleep(1500);
      for (const orderId of orders) expect(counts(orderId), orderId).toEqual(once);
      const listed = await call<OrderListItem[]>('GET', API.orders.my, { base: B(), token: seller.token });
      for (const orderId of orders) {
        const order = listed.body.find((o) => o.orderId === orderId)!;
        expect(order.deliveries.map((d) => [d.channel, d.state, d.attempts]).sort()).toEqual([
          ['capi', 'sent', 1],
          ['sheets', 'sent', 1],
          ['shipment', 'sent', 1],
          ['telegram', 'sent', 1],
        ]);
      }
    });
  });
});
