import {
  API,
  DELIVERY_REASONS,
  INTEGRATION_MESSAGES,
  TELEGRAM_CONSOLE,
  ORDER_EXPORT_COLUMNS,
  type CreateOrderResponse,
  type IntegrationsStatusResponse,
  type TelegramTestResponse,
  type OrderListItem,
  type UserResponse,
  type WebsiteResponse,
} from '@cod/contracts';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../src/bootstrap.js';
import { loadConfig } from '../src/config/app-config.js';
import { JobsService, QUEUES } from '../src/modules/jobs/index.js';
import { startIntegrationFakes, type IntegrationFakes } from './fakes/integrations/index.mjs';
import { ADMIN, call, createWebsite, customerIp, expectError, login, newClient, sql, useServer, scratchDatabase } from './helpers.js';

// Two API processes (A and B) on a database of their own, with every outside service faked at its network
// boundary. Short upsell window and retry delays, so shipments and retries happen within a test.
const WINDOW_SECONDS = 3;
let fakes: IntegrationFakes;
let databaseUrl: string;
let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
const servers: RunningServer[] = [];
const dataDirs: string[] = [];
let admin: string;

/** An array with something in it, else undefined (for until()). */
const some = <T>(items: T[]) => (items.length ? items : undefined);
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

async function startApi(secretsKey: string): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cod-integrations-'));
  dataDirs.push(dataDir);
  const server = await startServer(
    loadConfig({
      ...process.env,
      ...fakes.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Every process of a deployment shares these two.
      JWT_SECRET: 'integration-tests-jwt-secret-0123456789abcdef',
      SECRETS_KEY: secretsKey,
      LOG_LEVEL: 'error',
      OUTBOUND_ALLOW_PRIVATE: '1',
      AI_PROVIDER: 'offline',
      SYNC_TARGETS: '',
      TRUST_PROXY: '1',
      RATE_LIMIT_ORDERS_PER_MIN: '100000',
      UPSELL_WINDOW_SECONDS: String(WINDOW_SECONDS),
      JOB_RETRY_DELAY_SECONDS: '1',
      INTEGRATION_TIMEOUT_MS: '1500',
    }),
  );
  servers.push(server);
  return server;
}

beforeAll(async () => {
  fakes = await startIntegrationFakes();
  scratch = await scratchDatabase('cod_integrations');
  databaseUrl = scratch.url;
  const key = 'integration-tests-secrets-key-0123456789abcdef';
  const a = await startApi(key);
  await startApi(key);
  useServer(a.baseUrl, databaseUrl);
  admin = (await login(ADMIN.email, ADMIN.password)).token;
}, 90_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await fakes?.close();
  await scratch?.drop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

/** A call to server B (the second process). */
const callB = (method: string, p: string, opts: Parameters<typeof call>[2] = {}) => call(method, p, { ...opts, base: servers[1].baseUrl });

// ---------------------------------------------------------------- fixtures

interface Seller {
  token: string;
  user: UserResponse;
  botToken: string;
  chatId: string;
  sheetId: string;
  pixelId: string;
  capiToken: string;
  rsKey: string;
  meKey: string;
}

let sellerCount = 0;

/** Saving a bot registers our webhook in the background: waits for its `n`th setWebhook, so no test counts it as its own request. */
const webhookSet = (token: string, n: number) =>
  until(`setWebhook #${n}`, async () => fakes.telegram.calls.filter((c) => c.token === token && c.method === 'setWebhook').length >= n);

/** A client with every integration connected (each with its own bot, sheet, pixel token and courier keys). */
async function connectedSeller(connect: { telegram?: boolean; sheets?: boolean; capi?: boolean; trackify?: boolean } = {}): Promise<Seller> {
  const n = ++sellerCount;
  const client = await newClient(admin);
  const s: Seller = {
    token: client.token,
    user: client.user,
    botToken: `${1000000 + n}:AAH${randomUUID().replace(/-/g, '')}`,
    chatId: String(-100_000_000 - n),
    sheetId: `sheet${randomUUID().replace(/-/g, '')}`,
    pixelId: String(100000000000000 + n),
    capiToken: `EAAG${randomUUID().replace(/-/g, '')}`,
    rsKey: `rs-${randomUUID()}`,
    meKey: `me-${randomUUID()}`,
  };
  fakes.telegram.bots.add(s.botToken, { chats: [s.chatId] });
  fakes.google.sheets.add(s.sheetId, { title: `Porudžbine ${n}` });
  fakes.graph.tokens.add(s.capiToken, { pixelIds: [s.pixelId] });
  fakes.trackifyRs.keys.add(s.rsKey);
  fakes.trackifyMe.keys.add(s.meKey);
  const ok = (res: { status: number; body: unknown }) => expect(res.status, JSON.stringify(res.body)).toBe(200);
  if (connect.telegram !== false) {
    ok(await call('PATCH', API.userSettings.telegram, { token: s.token, body: { telegramBotId: s.botToken, telegramChatId: s.chatId } }));
    await webhookSet(s.botToken, 1);
  }
  if (connect.sheets !== false) ok(await call('PUT', API.userSettings.googleSheets, { token: s.token, body: { googleSheetsId: s.sheetId } }));
  if (connect.capi !== false) ok(await call('PATCH', API.userSettings.facebookPixel, { token: s.token, body: { facebookPixelId: s.pixelId, facebookCapiToken: s.capiToken } }));
  if (connect.trackify !== false) ok(await call('PATCH', API.userSettings.trackifyKeys, { token: s.token, body: { trackifyApiKey: s.meKey, trackifyApiKeySrb: s.rsKey } }));
  return s;
}

const site = (seller: Seller, targetMarket = 'Serbia', extra: Record<string, unknown> = {}) =>
  createWebsite(seller.token, {
    customUrl: `integracije-${randomUUID().slice(0, 8)}`,
    currentPrice: targetMarket === 'Serbia' ? 2990 : 29.99,
    targetMarket,
    sku: 'MAS-001',
    ...extra,
  }).then((r) => r.website as WebsiteResponse);

const PHONES: Record<string, string> = { Serbia: '064 123 4567', Bosnia: '061 123 456', Montenegro: '067 123 456' };

function placeOrder(website: WebsiteResponse, over: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return call<CreateOrderResponse>('POST', API.orders.root, {
    body: {
      websiteId: website.id,
      quantity: 2,
      totalPrice: 1,
      customerData: {
        name: 'Đorđe Šarić',
        email: ' Djordje@Primer.RS ',
        phone: PHONES[website.targetMarket] ?? PHONES.Serbia,
        address: 'Kneza Miloša 5 <b>&</b>',
        city: 'Novi Sad',
        postalCode: '21000',
        notes: '=HYPERLINK("http://zlo") — pozvati posle 17h',
      },
      ...over,
    },
    headers: { 'x-forwarded-for': customerIp(), ...headers },
  }).then((res) => {
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  });
}

const listed = async (seller: Seller, orderId: string): Promise<OrderListItem> => {
  const res = await call<OrderListItem[]>('GET', `${API.orders.my}?q=${orderId}`, { token: seller.token });
  return res.body.find((o) => o.orderId === orderId)!;
};
const deliveryOf = async (seller: Seller, orderId: string, channel: string) => (await listed(seller, orderId)).deliveries.find((d) => d.channel === channel);
const settled = (seller: Seller, orderId: string, channel: string, state = 'sent') =>
  until(`${channel} ${state} for ${orderId}`, async () => {
    const d = await deliveryOf(seller, orderId, channel);
    return d?.state === state ? d : undefined;
  });

const messagesFor = (orderId: string) => fakes.telegram.messages.filter((m) => m.text.includes(orderId));

// ---------------------------------------------------------------- settings calls

describe('settings calls (spec 000 §7)', () => {
  it('PATCH /api/user/settings trims, keeps a field left out, clears an empty one; the token is sealed and only its owner reads it', async () => {
    const s = await connectedSeller({ telegram: false });
    const res = await call('PATCH', API.userSettings.telegram, { token: s.token, body: { telegramBotId: `  ${s.botToken}  `, telegramChatId: ` ${s.chatId} ` } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(INTEGRATION_MESSAGES.telegramSaved);
    expect(res.body.user).toMatchObject({ telegramBotId: s.botToken, telegramChatId: s.chatId });
    const [row] = await sql('SELECT telegram_bot_id FROM users WHERE id = $1', [s.user.id]);
    expect(row.telegram_bot_id).toMatch(/^enc:v1:/);
    expect(row.telegram_bot_id).not.toContain(s.botToken.split(':')[1]);
    // A field left out keeps its value; an empty one is cleared.
    await call('PATCH', API.userSettings.telegram, { token: s.token, body: { telegramChatId: '@prodavnica_kanal' } });
    expect((await call('GET', API.auth.me, { token: s.token })).body).toMatchObject({ telegramBotId: s.botToken, telegramChatId: '@prodavnica_kanal' });
    await call('PATCH', API.userSettings.telegram, { token: s.token, body: { telegramChatId: '   ' } });
    expect((await call('GET', API.auth.me, { token: s.token })).body).toMatchObject({ telegramBotId: s.botToken, telegramChatId: null });
    // The admin's lists never show another user's secrets.
    const users = (await call<UserResponse[]>('GET', API.admin.users, { token: admin })).body;
    expect(users.find((u) => u.id === s.user.id)).toMatchObject({ telegramBotId: null, trackifyApiKey: null, trackifyApiKeySrb: null, hasFacebookCapiToken: true });
    expectError(await call('PATCH', API.userSettings.telegram, { token: s.token, body: { telegramBotId: 'nije-token' } }), 400, INTEGRATION_MESSAGES.telegramTokenInvalid);
    expectError(await call('PATCH', API.userSettings.telegram, { token: s.token, body: { telegramChatId: 'abc def' } }), 400, INTEGRATION_MESSAGES.telegramChatInvalid);
    expectError(await call('PATCH', API.userSettings.telegram, { token: s.token, body: { telegramChatId: '123\u0000' } }), 400);
    expect((await call('PATCH', API.userSettings.telegram, { body: { telegramChatId: '1' } })).status).toBe(401);
  });

  it('POST /api/settings/telegram/test sends the test message to the saved chat, or says in Serbian what to fix', async () => {
    const s = await connectedSeller({ telegram: false, sheets: false, capi: false, trackify: false });
    const test = () => call<TelegramTestResponse>('POST', API.userSettings.telegramTest, { token: s.token });
    // Nothing saved yet: nothing sent, and the seller reads what to do first.
    expect((await test()).body).toEqual({ success: false, error: INTEGRATION_MESSAGES.telegramTestNotSaved });
    await call('PATCH', API.userSettings.telegram, { token: s.token, body: { telegramBotId: s.botToken, telegramChatId: s.chatId } });
    await webhookSet(s.botToken, 1);
    const sent = await test();
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true });
    expect(fakes.telegram.messages.filter((m) => m.token === s.botToken)).toEqual([expect.objectContaining({ chatId: s.chatId, text: INTEGRATION_MESSAGES.telegramTestText })]);
    // A chat the bot cannot reach, then a token Telegram does not know: each its own Serbian reason.
    await call('PATCH', API.userSettings.telegram, { token: s.token, body: { telegramChatId: '-100999' } });
    expect((await test()).body).toEqual({ success: false, error: DELIVERY_REASONS.telegramChatNotFound });
    await call('PATCH', API.userSettings.telegram, { token: s.token, body: { telegramBotId: '999999:AAHnepoznatibot0123456789abcdefghijkl' } });
    expect((await test()).body).toEqual({ success: false, error: DELIVERY_REASONS.telegramUnauthorized });
    // Telegram failing for a while: a passing error, try again.
    await call('PATCH', API.userSettings.telegram, { token: s.token, body: { telegramBotId: s.botToken, telegramChatId: s.chatId } });
    await webhookSet(s.botToken, 2);
    fakes.telegram.faults.push({ status: 502, times: 1 });
    const down = (await test()).body;
    expect(down.success).toBe(false);
    expect(down.error).toBe(INTEGRATION_MESSAGES.telegramTestUnreachable('HTTP 502'));
    expect((await call('POST', API.userSettings.telegramTest)).status).toBe(401);
  });

  it('PUT /api/settings/google-sheets requires the id, takes the whole link; the test reads the title or says why not', async () => {
    const s = await connectedSeller({ sheets: false });
    expectError(await call('PUT', API.userSettings.googleSheets, { token: s.token, body: {} }), 400, INTEGRATION_MESSAGES.sheetsIdRequired);
    expectError(await call('PUT', API.userSettings.googleSheets, { token: s.token, body: { googleSheetsId: '  ' } }), 400, INTEGRATION_MESSAGES.sheetsIdRequired);
    const link = `https://docs.google.com/spreadsheets/d/${s.sheetId}/edit#gid=0`;
    const saved = await call('PUT', API.userSettings.googleSheets, { token: s.token, body: { googleSheetsId: link } });
    expect(saved.body).toMatchObject({ message: INTEGRATION_MESSAGES.sheetsSaved, user: { googleSheetsId: s.sheetId } });

    const info = await call('GET', API.userSettings.googleSheets, { token: s.token });
    expect(info.body).toEqual({ serviceAccountEmail: fakes.google.serviceAccount.client_email, googleSheetsId: s.sheetId });

    const ok = await call('POST', API.userSettings.googleSheetsTest, { token: s.token, body: { googleSheetsId: s.sheetId } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true, message: INTEGRATION_MESSAGES.sheetsTestOk, title: fakes.google.sheets.get(s.sheetId)!.title });

    const hidden = `hidden${randomUUID().replace(/-/g, '')}`;
    fakes.google.sheets.add(hidden, { title: 'Tajna', shared: false });
    const notShared = await call('POST', API.userSettings.googleSheetsTest, { token: s.token, body: { googleSheetsId: hidden } });
    expect(notShared.body).toEqual({ success: false, error: DELIVERY_REASONS.sheetsNotShared(fakes.google.serviceAccount.client_email) });
    const missing = await call('POST', API.userSettings.googleSheetsTest, { token: s.token, body: { googleSheetsId: `nema${randomUUID().replace(/-/g, '')}` } });
    expect(missing.body).toEqual({ success: false, error: DELIVERY_REASONS.sheetsNotFound });
    expectError(await call('POST', API.userSettings.googleSheetsTest, { token: s.token, body: { googleSheetsId: '' } }), 400, INTEGRATION_MESSAGES.sheetsIdRequired);
  });

  it('POST /api/trackify/test checks the key against its market’s endpoint; empty keys get the spec’s two messages', async () => {
    const s = await connectedSeller({ trackify: false });
    expectError(await call('POST', API.userSettings.trackifyTest, { token: s.token, body: { apiKey: ' ' } }), 400, INTEGRATION_MESSAGES.trackifyKeyRequired);
    expectError(await call('POST', API.userSettings.trackifyTest, { token: s.token, body: { apiKey: '', country: 'Serbia' } }), 400, INTEGRATION_MESSAGES.trackifySrbKeyRequired);
    const test = (apiKey: string, country?: string) => call('POST', API.userSettings.trackifyTest, { token: s.token, body: { apiKey, country } }).then((r) => (expect(r.status).toBe(200), r.body));
    expect(await test(s.rsKey, 'Serbia')).toEqual({ valid: true });
    expect(await test(s.rsKey)).toEqual({ valid: false }); // a Serbian key on the Montenegro endpoint
    expect(await test(s.meKey)).toEqual({ valid: true });
    expect(await test('kriv-kljuc', 'Serbia')).toEqual({ valid: false });
    const seen = fakes.trackifyRs.requests.filter((r) => r.path === '/v1/account').map((r) => r.headers.authorization);
    expect(seen).toContain(`Bearer ${s.rsKey}`);

    const saved = await call('PATCH', API.userSettings.trackifyKeys, { token: s.token, body: { trackifyApiKey: `  ${s.meKey} `, trackifyApiKeySrb: '' } });
    expect(saved.body).toMatchObject({ message: INTEGRATION_MESSAGES.trackifySaved, user: { trackifyApiKey: s.meKey, trackifyApiKeySrb: null } });
    const [row] = await sql('SELECT trackify_api_key FROM users WHERE id = $1', [s.user.id]);
    expect(row.trackify_api_key).toMatch(/^enc:v1:/);
  });

  it('PATCH /api/user/facebook-pixel keeps the Conversions API token write-only', async () => {
    const s = await connectedSeller({ capi: false });
    const res = await call('PATCH', API.userSettings.facebookPixel, { token: s.token, body: { facebookPixelId: s.pixelId, facebookCapiToken: s.capiToken } });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain(s.capiToken);
    const me = await call('GET', API.auth.me, { token: s.token });
    expect(me.body).toMatchObject({ facebookPixelId: s.pixelId, hasFacebookCapiToken: true });
    expect(JSON.stringify(me.body)).not.toContain(s.capiToken);
    // Left out: kept. Null: cleared.
    await call('PATCH', API.userSettings.facebookPixel, { token: s.token, body: { facebookPixelId: s.pixelId } });
    expect((await call('GET', API.auth.me, { token: s.token })).body.hasFacebookCapiToken).toBe(true);
    await call('PATCH', API.userSettings.facebookPixel, { token: s.token, body: { facebookCapiToken: null } });
    expect((await call('GET', API.auth.me, { token: s.token })).body).toMatchObject({ facebookPixelId: s.pixelId, hasFacebookCapiToken: false });
  });
});

// ---------------------------------------------------------------- deliveries

// Independent sellers, bots, sheets and faults (matched by their token): the tests wait on timers, so they run together.
describe.concurrent('an order’s deliveries', () => {
  it('reach Telegram, the sheet and Meta once each, then the courier with the upsell when the window closes', async () => {
    const s = await connectedSeller();
    const created = await createWebsite(s.token, {
      customUrl: `paket-${randomUUID().slice(0, 8)}`,
      currentPrice: 2990,
      sku: 'MAS-001',
      upsellProductLinks: [{ url: `${inject('shopUrl')}/empty`, title: 'Jastuk <za> vrat', price: 990, sku: 'JAS-7' }],
    });
    const website = created.website;
    const fbc = `fb.1.1700000000000.IwAR${randomUUID().replace(/-/g, '')}`;
    const order = await placeOrder(website, {}, {
      'user-agent': 'Mozilla/5.0 (iPhone) Test',
      cookie: `_fbp=fb.1.1700000000000.123456789; _fbc=${fbc}`,
      referer: `http://prodavnica.test/${website.customUrl}?utm_source=fb`,
      'x-forwarded-for': '203.0.113.9',
    });
    const upsell = await call('POST', API.upsells.order, {
      body: { originalOrderId: order.orderId, upsellProductId: created.upsellProducts[0].id, websiteId: website.id },
      headers: { 'x-forwarded-for': customerIp() },
    });
    expect(upsell.status).toBe(201);

    // Telegram: the order, then the upsell's follow-up; HTML-escaped, the phone in international form.
    const [message] = await until('the order message', async () => some(messagesFor(order.orderId).filter((m) => m.text.includes('Nova porudžbina'))));
    expect(message).toMatchObject({ token: s.botToken, chatId: s.chatId, parseMode: 'HTML' });
    expect(message.text).toContain('Kneza Miloša 5 &lt;b&gt;&amp;&lt;/b&gt;'); // the buyer's markup escaped: shown as text
    expect(message.text).toContain('+381641234567');
    expect(message.text).toContain(`${website.quantityOffers.double.price.toLocaleString('de-DE')} RSD`);
    expect(JSON.stringify(message.params)).toContain(`/orders?q=${order.orderId}`);
    await until('the upsell follow-up', async () => messagesFor(order.orderId).some((m) => m.text.includes('Dodatak uz porudžbinu')));

    // Sheets: one row per order and per upsell, the 12 columns, RAW (a formula stays text, the phone keeps its +).
    const rows = await fakes.google.waitForRows(s.sheetId, 2);
    expect(rows[0]).toHaveLength(ORDER_EXPORT_COLUMNS.length);
    expect(rows[0].slice(1, 5)).toEqual([order.orderId, 'Đorđe Šarić', 'djordje@primer.rs', '+381641234567']);
    expect(rows[0][11]).toBe('=HYPERLINK("http://zlo") — pozvati posle 17h');
    expect(fakes.google.appends.filter((a) => a.sheetId === s.sheetId).every((a) => a.valueInputOption === 'RAW')).toBe(true);

    // Conversions API: a Purchase whose event_id is the order number, the user data hashed, the visitor's signals raw.
    const [event] = await until('the Purchase', async () => some(fakes.graph.events.filter((e) => e.event.event_id === order.orderId)));
    expect(event).toMatchObject({ pixelId: s.pixelId, token: s.capiToken, version: 'v26.0' });
    expect(event.event).toMatchObject({
      event_name: 'Purchase',
      action_source: 'website',
      event_source_url: `http://prodavnica.test/${website.customUrl}?utm_source=fb`,
      custom_data: { value: website.quantityOffers.double.price, currency: 'RSD', content_type: 'product', content_ids: [website.productId] },
      user_data: {
        ph: sha256('381641234567'),
        em: sha256('djordje@primer.rs'),
        fn: sha256('đorđe'),
        ln: sha256('šarić'),
        ct: sha256('novisad'),
        zp: sha256('21000'),
        country: sha256('rs'),
        client_ip_address: '203.0.113.9',
        client_user_agent: 'Mozilla/5.0 (iPhone) Test',
        fbp: 'fb.1.1700000000000.123456789',
        fbc,
      },
    });
    const notified = await until('notificationsSent', async () => (await sql('SELECT notifications_sent FROM orders WHERE order_id = $1', [order.orderId]))[0].notifications_sent);
    expect(notified).toBe(true);

    // The courier: nothing before the window closes, then one shipment with the upsell inside and the summed amount.
    expect(fakes.trackifyRs.shipments.filter((x) => x.body.reference === order.orderId)).toHaveLength(0);
    const shipment = await settled(s, order.orderId, 'shipment');
    expect(shipment.attempts).toBe(1);
    const [sent] = fakes.trackifyRs.shipments.filter((x) => x.body.reference === order.orderId);
    expect(sent.key).toBe(s.rsKey);
    expect(sent.idempotencyKey).toBe(order.orderId);
    const upsellPrice = created.upsellProducts[0].discountPrice;
    expect(sent.body).toEqual({
      reference: order.orderId,
      cashOnDelivery: { amount: website.quantityOffers.double.price + upsellPrice, currency: 'RSD' },
      recipient: { name: 'Đorđe Šarić', phone: '+381641234567', address: 'Kneza Miloša 5 <b>&</b>', city: 'Novi Sad', postalCode: '21000', country: 'RS' },
      items: [
        { sku: 'MAS-001', name: website.title, quantity: 2, price: website.quantityOffers.double.price / 2 },
        { sku: 'JAS-7', name: 'Jastuk <za> vrat', quantity: 1, price: upsellPrice },
      ],
      note: '=HYPERLINK("http://zlo") — pozvati posle 17h',
    });
    const item = await listed(s, order.orderId);
    expect(item.trackingId).toBe(sent.trackingId);
    expect(item.upsellOrders[0].trackingId).toBe(sent.trackingId);
    expect(item.deliveries.map((d) => [d.channel, d.state])).toEqual([
      ['telegram', 'sent'],
      ['sheets', 'sent'],
      ['capi', 'sent'],
      ['shipment', 'sent'],
    ]);
    expect(item.upsellOrders[0].deliveries.map((d) => [d.channel, d.state])).toEqual([
      ['telegram', 'sent'],
      ['sheets', 'sent'],
    ]);
    // Exactly once each, whichever of the two processes ran the jobs.
    expect(messagesFor(order.orderId)).toHaveLength(2);
    expect(fakes.graph.events.filter((e) => e.event.event_id === order.orderId)).toHaveLength(1);
    expect(fakes.google.sheets.get(s.sheetId)!.rows).toHaveLength(2);
    // The visitor's signals never leave the server.
    expect(JSON.stringify(item)).not.toContain('iPhone');
  });

  it('hashes each market’s phone with its country code and ships other markets to the ME endpoint', async () => {
    const s = await connectedSeller({ telegram: false, sheets: false });
    const cases = [
      ['Bosnia', '38761123456', 'ba', 'BAM'],
      ['Montenegro', '38267123456', 'me', 'EUR'],
    ] as const;
    await Promise.all(
      cases.map(async ([market, digits, country, currency]) => {
        const website = await site(s, market);
        const order = await placeOrder(website);
        const [event] = await until(`${market} Purchase`, async () => some(fakes.graph.events.filter((e) => e.event.event_id === order.orderId)));
        expect((event.event.user_data as Record<string, string>).ph).toBe(sha256(digits));
        expect((event.event.user_data as Record<string, string>).country).toBe(sha256(country));
        expect((event.event.custom_data as Record<string, string>).currency).toBe(currency);
        await settled(s, order.orderId, 'shipment');
        const [sent] = fakes.trackifyMe.shipments.filter((x) => x.body.reference === order.orderId);
        expect(sent.key).toBe(s.meKey);
        expect(sent.body.recipient).toMatchObject({ phone: `+${digits}`, country: country.toUpperCase() });
        expect(sent.body.cashOnDelivery.currency).toBe(currency);
      }),
    );
  });

  it('retries through 500, a timeout and 429 (after its retry_after) and sends once', { timeout: 45_000 }, async () => {
    const s = await connectedSeller({ sheets: false, trackify: false });
    const website = await site(s);
    fakes.telegram.faults.push({ status: 500, times: 1, match: (r) => r.path.includes(s.botToken) });
    fakes.telegram.faults.push({
      status: 429,
      times: 1,
      match: (r) => r.path.includes(s.botToken),
      body: { ok: false, error_code: 429, description: 'Too Many Requests: retry after 2', parameters: { retry_after: 2 } },
    });
    fakes.graph.faults.push({ status: 500, times: 1, match: (r) => r.path.includes(s.pixelId) });
    fakes.graph.faults.push({ hang: true, times: 1, match: (r) => r.path.includes(s.pixelId) });
    fakes.graph.faults.push({ status: 400, times: 1, match: (r) => r.path.includes(s.pixelId), body: { error: { message: '(#17) User request limit reached', type: 'OAuthException', code: 17, is_transient: true } }, headers: { 'retry-after': 1 } });
    const order = await placeOrder(website);
    const telegram = await settled(s, order.orderId, 'telegram');
    expect(telegram.attempts).toBe(3);
    const tries = fakes.telegram.requests.filter((r) => r.path.endsWith('/sendMessage') && r.path.includes(s.botToken));
    expect(tries).toHaveLength(3);
    expect(tries[2].at - tries[1].at).toBeGreaterThanOrEqual(1900); // honoured retry_after: 2
    expect(messagesFor(order.orderId)).toHaveLength(1);
    const capi = await settled(s, order.orderId, 'capi');
    expect(capi.attempts).toBe(4);
    expect(fakes.graph.events.filter((e) => e.event.event_id === order.orderId)).toHaveLength(1);
    expect(await sql('SELECT notifications_sent FROM orders WHERE order_id = $1', [order.orderId])).toEqual([{ notifications_sent: true }]);
  });

  it('stops on a wrong token or an unshared sheet, shows why, and sends again when the owner retries', async () => {
    const s = await connectedSeller({ capi: false, trackify: false });
    const website = await site(s);
    fakes.telegram.bots.delete(s.botToken); // the seller deleted the bot: 401 Unauthorized
    fakes.google.sheets.get(s.sheetId)!.shared = false;
    const order = await placeOrder(website);
    const telegram = await settled(s, order.orderId, 'telegram', 'failed');
    expect(telegram).toMatchObject({ reason: DELIVERY_REASONS.telegramUnauthorized, attempts: 1 });
    const sheets = await settled(s, order.orderId, 'sheets', 'failed');
    expect(sheets.reason).toBe(DELIVERY_REASONS.sheetsNotShared(fakes.google.serviceAccount.client_email));
    await sleep(2500); // no retry of a permanent failure
    expect(fakes.telegram.requests.filter((r) => r.path.includes(s.botToken) && r.path.endsWith('/sendMessage'))).toHaveLength(1);
    expect((await sql('SELECT notifications_sent FROM orders WHERE order_id = $1', [order.orderId]))[0].notifications_sent).toBe(false);

    // Someone else cannot retry it; a delivery that did not fail cannot be retried; the owner can.
    const stranger = await connectedSeller({ telegram: false, sheets: false, capi: false, trackify: false });
    expectError(await call('POST', API.orders.retryDelivery(order.orderId, 'telegram'), { token: stranger.token }), 404, INTEGRATION_MESSAGES.deliveryNotFound);
    expectError(await call('POST', API.orders.retryDelivery(order.orderId, 'capi'), { token: s.token }), 404, INTEGRATION_MESSAGES.deliveryNotFound);
    expectError(await call('POST', API.orders.retryDelivery(order.orderId, 'fax'), { token: s.token }), 404);
    fakes.telegram.bots.add(s.botToken, { chats: [s.chatId] });
    fakes.google.sheets.get(s.sheetId)!.shared = true;
    const retried = await call('POST', API.orders.retryDelivery(order.orderId, 'telegram'), { token: s.token });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ channel: 'telegram', state: 'waiting' });
    expect((await callB('POST', API.orders.retryDelivery(order.orderId, 'sheets'), { token: admin })).status).toBe(200);
    await settled(s, order.orderId, 'telegram');
    await settled(s, order.orderId, 'sheets');
    expect(messagesFor(order.orderId)).toHaveLength(1);
    expectError(await call('POST', API.orders.retryDelivery(order.orderId, 'telegram'), { token: s.token }), 400, INTEGRATION_MESSAGES.deliveryNotFailed);
    await until('notificationsSent after the retries', async () => (await sql('SELECT notifications_sent FROM orders WHERE order_id = $1', [order.orderId]))[0].notifications_sent);
  });

  it('does not ship an order cancelled inside the window, and says “bez slanja” without a key', async () => {
    const s = await connectedSeller({ telegram: false, sheets: false, capi: false });
    const website = await site(s);
    const cancelled = await placeOrder(website);
    const res = await call('PUT', API.orders.one(cancelled.orderId), { token: admin, body: { status: 'cancelled' } });
    expect(res.status).toBe(200);
    const off = await settled(s, cancelled.orderId, 'shipment', 'off');
    expect(off.reason).toBe(DELIVERY_REASONS.shipmentCancelled);
    expect(fakes.trackifyRs.shipments.filter((x) => x.body.reference === cancelled.orderId)).toHaveLength(0);

    const keyless = await connectedSeller({ telegram: false, sheets: false, capi: false, trackify: false });
    const order = await placeOrder(await site(keyless, 'Montenegro'));
    const none = await settled(keyless, order.orderId, 'shipment', 'off');
    expect(none.reason).toBe(DELIVERY_REASONS.shipmentNoKey('Crna Gora'));
    // Nothing connected: only the shipment's row, and no notification job at all.
    expect((await listed(keyless, order.orderId)).deliveries.map((d) => d.channel)).toEqual(['shipment']);
  });

  it('a repeated job of a sent delivery sends nothing again (the ledger’s claim)', async () => {
    const s = await connectedSeller({ sheets: false, capi: false, trackify: false });
    const order = await placeOrder(await site(s));
    await settled(s, order.orderId, 'telegram');
    // The same job again, as a retried enqueue or a job back from a crashed process would be.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('BEGIN');
    await servers[1].app.get(JobsService).insertInTransaction(client, [{ name: QUEUES.telegram, data: { ref: order.orderId }, singletonKey: order.orderId }]);
    await client.query('COMMIT');
    await client.end();
    await until('the repeated job to end', async () => {
      const [job] = await sql(`SELECT state FROM pgboss.job WHERE name = $1 AND singleton_key = $2 ORDER BY created_on DESC LIMIT 1`, [QUEUES.telegram, order.orderId]);
      return job?.state === 'completed';
    });
    expect(messagesFor(order.orderId)).toHaveLength(1);
    expect(await deliveryOf(s, order.orderId, 'telegram')).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('a send Telegram and Sheets accepted, by a run that died before settling it, is settled, not sent again', async () => {
    const s = await connectedSeller({ capi: false, trackify: false });
    const order = await placeOrder(await site(s));
    await settled(s, order.orderId, 'telegram');
    await settled(s, order.orderId, 'sheets');
    const rows = () => fakes.google.appends.flatMap((a) => a.values).filter((v) => JSON.stringify(v).includes(order.orderId)).length;
    expect(rows()).toBe(1);
    // What a run killed between the services' answers and its batch's settle leaves: marked as handed over
    // (sent_at) while sending, the lease run out, and the jobs back (as pg-boss brings an expired job back).
    await sql(`UPDATE deliveries SET state = 'sending', lease_until = now() - interval '1 second' WHERE ref = $1 AND channel IN ('telegram', 'sheets')`, [order.orderId]);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('BEGIN');
    await servers[0].app.get(JobsService).insertInTransaction(client, [
      { name: QUEUES.telegram, data: { ref: order.orderId }, singletonKey: `${order.orderId}-again` },
      { name: QUEUES.sheets, data: { ref: order.orderId }, singletonKey: `${order.orderId}-again` },
    ]);
    await client.query('COMMIT');
    await client.end();
    await settled(s, order.orderId, 'telegram');
    await settled(s, order.orderId, 'sheets');
    await sleep(1500);
    expect(messagesFor(order.orderId)).toHaveLength(1);
    expect(rows()).toBe(1);
    expect(await deliveryOf(s, order.orderId, 'telegram')).toMatchObject({ state: 'sent', attempts: 1 });
    expect(await sql(`SELECT count(*)::int AS n FROM deliveries WHERE ref = $1 AND channel IN ('telegram', 'sheets') AND state <> 'sent'`, [order.orderId])).toEqual([{ n: 0 }]);
  });

  it('a job that finds its delivery held by a living process comes back, and sends it once that process stops beating', async () => {
    const s = await connectedSeller({ sheets: false, capi: false, trackify: false });
    const order = await placeOrder(await site(s));
    await settled(s, order.orderId, 'telegram');
    const sent = messagesFor(order.orderId).length;
    // A third process, alive, is sending the delivery (unsent yet) when a job for it runs here: the order in which
    // a killed process's job and its lease come back after its death, should the job come first.
    const other = randomUUID();
    await sql(`INSERT INTO api_processes (id, pid, host) VALUES ($1, 1, 'another-host')`, [other]);
    try {
      await sql(`UPDATE deliveries SET state = 'sending', sent_at = NULL, holder = $2, lease_until = now() + interval '110 seconds' WHERE ref = $1 AND channel = 'telegram'`, [order.orderId, other]);
      const key = `${order.orderId}-held`;
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query('BEGIN');
      await servers[0].app.get(JobsService).insertInTransaction(client, [{ name: QUEUES.telegram, data: { ref: order.orderId }, singletonKey: key }]);
      await client.query('COMMIT');
      await client.end();
      // The job does not end with the delivery unsent: it is queued again for a few seconds later.
      await until('the job queued again', async () => {
        const jobs = await sql(`SELECT state FROM pgboss.job WHERE name = $1 AND singleton_key = $2 ORDER BY created_on`, [QUEUES.telegram, key]);
        return jobs.length === 2 && jobs[0].state === 'completed' && jobs[1].state === 'created';
      });
      expect(messagesFor(order.orderId)).toHaveLength(sent);
      // The holder dies: a sweep frees its lease, and the job, back, sends the delivery.
      await sql(`UPDATE api_processes SET heartbeat_at = now() - interval '1 hour' WHERE id = $1`, [other]);
      await settled(s, order.orderId, 'telegram');
      await sleep(500);
      expect(messagesFor(order.orderId)).toHaveLength(sent + 1);
      expect(await deliveryOf(s, order.orderId, 'telegram')).toMatchObject({ state: 'sent', attempts: 2 });
    } finally {
      await sql(`DELETE FROM api_processes WHERE id = $1`, [other]);
    }
  });

  it('coalesces a burst’s rows into few appends, and two processes never send one twice', async () => {
    const s = await connectedSeller({ capi: false, trackify: false });
    const website = await site(s);
    const appendsBefore = fakes.google.appends.length;
    const orders = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? placeOrder(website) : callB('POST', API.orders.root, {
        body: { websiteId: website.id, quantity: 1, totalPrice: 1, customerData: { name: `Kupac ${i}`, phone: '064 765 4321', address: 'Ulica 1', city: 'Niš' } },
        headers: { 'x-forwarded-for': customerIp() },
      }).then((r) => r.body as CreateOrderResponse))),
    );
    await fakes.google.waitForRows(s.sheetId, 40, 20_000);
    await until('40 messages', async () => orders.every((o) => messagesFor(o.orderId).length > 0), 20_000);
    await sleep(1500);
    for (const o of orders) expect(messagesFor(o.orderId)).toHaveLength(1);
    const rows = fakes.google.sheets.get(s.sheetId)!.rows;
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((r) => r[1])).size).toBe(40);
    const appends = fakes.google.appends.slice(appendsBefore).filter((a) => a.sheetId === s.sheetId);
    expect(appends.length).toBeLessThanOrEqual(8);
    const sent = await sql(`SELECT count(*)::int AS n FROM deliveries WHERE user_id = $1 AND state = 'sent'`, [s.user.id]);
    expect(sent[0].n).toBe(80);
  });
});

// ---------------------------------------------------------------- Telegram as a console

describe('Telegram as a console (buttons on the order message)', () => {
  /** What Telegram posts to our webhook when the seller presses a button under message `messageId`. */
  const press = (userId: number, secret: string | undefined, data: string, message: { chatId: string; messageId: number; text: string }) =>
    fetch(`${servers[0].baseUrl}${API.webhooks.telegram(userId)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(secret === undefined ? {} : { 'x-telegram-bot-api-secret-token': secret }) },
      body: JSON.stringify({
        update_id: Date.now(),
        callback_query: {
          id: `cq-${randomUUID()}`,
          from: { id: 42, is_bot: false, first_name: 'Prodavac' },
          chat_instance: '1',
          data,
          message: { message_id: message.messageId, date: 0, chat: { id: Number(message.chatId), type: 'supergroup' }, text: message.text },
        },
      }),
    });

  it('saving the bot registers the webhook with a secret; a seller who runs its orders gets ✅/❌, a press changes the status as the screen does', async () => {
    const s = await connectedSeller({ sheets: false, capi: false, trackify: false });
    // setWebhook: our address for this seller and a secret token (in the background of the save).
    const hook = await until('setWebhook', async () => fakes.telegram.bots.get(s.botToken)?.webhook);
    expect(hook.url).toMatch(new RegExp(`/api/telegram/webhook/${s.user.id}$`));
    expect(hook.secretToken).toMatch(/^[A-Za-z0-9_-]{20,256}$/);

    // Read-only seller: no buttons.
    const w = await site(s);
    const plain = await placeOrder(w);
    const [first] = await until('message', async () => some(messagesFor(plain.orderId)));
    expect(first.params.reply_markup).toBeUndefined();

    expect((await call('PATCH', API.admin.userPermissions(s.user.id), { token: admin, body: { manageOwnOrders: true } })).status).toBe(200);
    const { orderId } = await placeOrder(w);
    const [message] = await until('message with buttons', async () => some(messagesFor(orderId)));
    expect(message.params.reply_markup).toEqual({
      inline_keyboard: [[{ text: '✅ Potvrdi', callback_data: `st:${orderId}:processing` }, { text: '❌ Otkaži', callback_data: `st:${orderId}:cancelled` }]],
    });

    const target = { chatId: s.chatId, messageId: message.messageId, text: `Nova porudžbina ${orderId}` };
    // Without the secret, or with another one: refused, nothing changes.
    for (const secret of [undefined, 'pogresna-tajna']) {
      const res = await press(s.user.id, secret, `st:${orderId}:processing`, target);
      expectError({ status: res.status, headers: res.headers, body: await res.json() }, 401, TELEGRAM_CONSOLE.wrongSecret);
    }
    expect((await listed(s, orderId)).status).toBe('pending');

    const ok = await press(s.user.id, hook.secretToken, `st:${orderId}:processing`, target);
    expect(ok.status).toBe(200);
    const order = await listed(s, orderId);
    expect(order.status).toBe('processing');
    expect(order.statusHistory.at(-1)).toMatchObject({ from: 'pending', to: 'processing', by: { id: s.user.id } });
    const answered = fakes.telegram.calls.filter((c) => c.token === s.botToken && c.method === 'answerCallbackQuery');
    expect(answered.at(-1)?.params.text).toBe('Status: U obradi');
    const edited = fakes.telegram.messages.find((m) => m.messageId === message.messageId);
    expect(edited?.editedText).toBe(`Nova porudžbina ${orderId}\n\nStatus: U obradi`);

    // Another seller's order through this bot: "not found", answered, unchanged.
    const other = await connectedSeller({ sheets: false, capi: false, trackify: false });
    const theirs = await placeOrder(await site(other));
    expect((await press(s.user.id, hook.secretToken, `st:${theirs.orderId}:cancelled`, target)).status).toBe(200);
    expect(fakes.telegram.calls.filter((c) => c.token === s.botToken && c.method === 'answerCallbackQuery').at(-1)?.params.text).toBe('Porudžbina nije pronađena');
    expect((await listed(other, theirs.orderId)).status).toBe('pending');

    // The permission taken back: the press is answered with the refusal, nothing changes.
    expect((await call('PATCH', API.admin.userPermissions(s.user.id), { token: admin, body: { manageOwnOrders: false } })).status).toBe(200);
    await press(s.user.id, hook.secretToken, `st:${orderId}:cancelled`, target);
    expect(fakes.telegram.calls.filter((c) => c.token === s.botToken && c.method === 'answerCallbackQuery').at(-1)?.params.text).toBe('Samo administrator menja status narudžbine');
    expect((await listed(s, orderId)).status).toBe('processing');
  });
});

describe('GET /api/settings/integrations', () => {
  const statusOf = async (s: Seller) => (await call<IntegrationsStatusResponse>('GET', API.userSettings.integrations, { token: s.token })).body;

  it('"ok" only after a real success (a test of the saved values or a delivery), "failed" with the Serbian reason after a real failure', async () => {
    const s = await connectedSeller({ telegram: false, sheets: false, capi: false, trackify: false });
    const empty = { configured: false, serverReady: true, lastResult: null, lastError: null, at: null };
    expect(await statusOf(s)).toEqual({ telegram: empty, sheets: empty, capi: empty, trackify: empty });
    expectError(await call('GET', API.userSettings.integrations), 401);

    // Saved is not connected: configured, no result yet.
    await call('PATCH', API.userSettings.telegram, { token: s.token, body: { telegramBotId: s.botToken, telegramChatId: s.chatId } });
    await webhookSet(s.botToken, 1);
    expect((await statusOf(s)).telegram).toEqual({ ...empty, configured: true });
    // The test button's answer is the last result.
    await call('POST', API.userSettings.telegramTest, { token: s.token });
    expect((await statusOf(s)).telegram).toMatchObject({ configured: true, lastResult: 'ok', lastError: null, at: expect.any(String) });
    // Another chat saved: the old success says nothing of it; saving the same values again keeps it.
    await call('PATCH', API.userSettings.telegram, { token: s.token, body: { telegramChatId: '-100777' } });
    expect((await statusOf(s)).telegram).toMatchObject({ configured: true, lastResult: null });
    await call('PATCH', API.userSettings.telegram, { token: s.token, body: { telegramChatId: s.chatId } });
    await call('POST', API.userSettings.telegramTest, { token: s.token });
    await call('PATCH', API.userSettings.telegram, { token: s.token, body: { telegramChatId: s.chatId } });
    expect((await statusOf(s)).telegram.lastResult).toBe('ok');

    // A sheet that is not shared: its test fails with the reason; a test of another id than the saved one records nothing.
    fakes.google.sheets.get(s.sheetId)!.shared = false;
    await call('PUT', API.userSettings.googleSheets, { token: s.token, body: { googleSheetsId: s.sheetId } });
    await call('POST', API.userSettings.googleSheetsTest, { token: s.token, body: { googleSheetsId: 'nekiDrugiSheet12345' } });
    expect((await statusOf(s)).sheets).toMatchObject({ configured: true, lastResult: null });
    await call('POST', API.userSettings.googleSheetsTest, { token: s.token, body: { googleSheetsId: s.sheetId } });
    expect((await statusOf(s)).sheets).toMatchObject({ lastResult: 'failed', lastError: DELIVERY_REASONS.sheetsNotShared(fakes.google.serviceAccount.client_email) });

    // Deliveries count too: the order's message sent → ok; once the bot is gone, its failure → failed with the reason.
    fakes.google.sheets.get(s.sheetId)!.shared = true;
    const w = await site(s);
    const first = await placeOrder(w);
    await settled(s, first.orderId, 'sheets');
    expect((await statusOf(s)).sheets).toMatchObject({ lastResult: 'ok', lastError: null });
    fakes.telegram.bots.delete(s.botToken);
    const second = await placeOrder(w);
    await settled(s, second.orderId, 'telegram', 'failed');
    expect((await statusOf(s)).telegram).toMatchObject({ lastResult: 'failed', lastError: DELIVERY_REASONS.telegramUnauthorized });
  });
});
