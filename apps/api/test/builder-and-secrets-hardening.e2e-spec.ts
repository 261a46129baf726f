import {
  API,
  DELIVERY_REASONS,
  INTEGRATION_MESSAGES,
  USER_SETTINGS_MESSAGES,
  MAX_SKU_LENGTH,
  MAX_UPSELL_TITLE_LENGTH,
  UPDATE_MESSAGES,
  WEBSITE_MESSAGES,
  type CreateOrderResponse,
  type CreateWebsiteResponse,
  type GenerationEvent,
  type UserResponse,
} from '@cod/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, call, createWebsite, customerIp, expectError, newClient, sql, STORED_IMAGE, websitePayload, baseUrl } from './helpers.js';

let owner: Awaited<ReturnType<typeof newClient>>;
const shop = () => inject('shopUrl');
/** A picture whose import is refused (a private address: the discard port, nothing answers there). */
const REFUSED = 'http://127.0.0.1:9/a.png';
/** Named like one of our stored pictures, but not under our storage: imported like any foreign link, so refused too. */
const LOOKALIKE = 'http://127.0.0.1:9/images/0123456789abcdef0123456789abcdef.webp';
const UPSELL_REFUSED = 'http://127.0.0.1:9/u.png';
const count = async (table: string) => (await sql(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;
const html = async (path: string) => (await fetch(baseUrl() + path, { headers: { 'accept-encoding': 'identity', 'x-forwarded-for': customerIp() } })).text();

beforeAll(async () => {
  owner = await newClient(await adminToken());
});

describe('the builder never links a picture it could not import (item 11)', () => {
  it("a product picture: left out of the saved site and its public page, reported with the editor's message", async () => {
    const body = await createWebsite(owner.token, { images: [REFUSED, STORED_IMAGE, LOOKALIKE] });
    expect(body.website.images).toEqual([STORED_IMAGE]);
    expect(body.warnings).toEqual(expect.arrayContaining([UPDATE_MESSAGES.imageImport(REFUSED), UPDATE_MESSAGES.imageImport(LOOKALIKE)]));

    const [row] = await sql('SELECT images::text AS images, source::text AS source FROM websites WHERE id = $1', [body.website.id]);
    expect(row.images).not.toContain('127.0.0.1:9');
    const page = await html(`/${body.website.customUrl}`);
    expect(page).toContain(STORED_IMAGE);
    expect(page).not.toContain('127.0.0.1:9');
  });

  it('an upsell picture: left out of the offer and the thank-you page, reported in the NDJSON result', async () => {
    const link = `${shop()}/p/jastuk`;
    const res = await fetch(baseUrl() + API.sync.createWebsite, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/x-ndjson', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify(websitePayload({ upsellProductLinks: [{ url: link, title: 'Jastuk', image: UPSELL_REFUSED }] })),
    });
    expect(res.status).toBe(200);
    const last = (await res.text()).trim().split('\n').map((l) => JSON.parse(l) as GenerationEvent).at(-1)!;
    expect(last.type).toBe('result');
    const result = (last as { result: CreateWebsiteResponse }).result;
    expect(result.warnings).toContain(`Dodatna ponuda ${link}: ${UPDATE_MESSAGES.imageImport(UPSELL_REFUSED)}`);
    expect(result.upsellProducts).toHaveLength(1);
    expect(result.upsellProducts[0].images).toEqual([]);

    const [row] = await sql('SELECT images::text AS images FROM upsell_products WHERE website_id = $1', [result.website.id]);
    expect(row.images).not.toContain('127.0.0.1:9');
    expect(JSON.stringify((await call('GET', `/api/upsell/products/${result.website.id}`)).body)).not.toContain('127.0.0.1:9');

    const order = await call<CreateOrderResponse>('POST', API.orders.root, {
      headers: { 'x-forwarded-for': customerIp() },
      body: { websiteId: result.website.id, quantity: 1, customerData: { name: 'Jelena Jović', phone: '0651234567', address: 'Njegoševa 5', city: 'Novi Sad' } },
    });
    expect(order.status).toBe(201);
    const thankYou = await html(order.body.redirectUrl);
    expect(thankYou).toContain('Jastuk');
    expect(thankYou).not.toContain('127.0.0.1:9');
    expect(await html(`/${result.website.customUrl}`)).not.toContain('127.0.0.1:9');
  });
});

describe('every text of the create payload within its column: 400, never 500 (item 12)', () => {
  const upsell = (over: Record<string, unknown>) => ({ upsellProductLinks: [{ url: `${shop()}/p/jastuk`, ...over }] });
  it.each([
    ['the sku', { sku: 'S'.repeat(MAX_SKU_LENGTH + 1) }, WEBSITE_MESSAGES.skuTooLong],
    ["an upsell's sku", upsell({ sku: 'S'.repeat(MAX_SKU_LENGTH + 1) }), WEBSITE_MESSAGES.skuTooLong],
    ["an upsell's title", upsell({ title: 'T'.repeat(MAX_UPSELL_TITLE_LENGTH + 1) }), WEBSITE_MESSAGES.upsellTitleTooLong],
  ])('%s one character over → 400 with the Serbian message, nothing saved', async (_what, over, message) => {
    const before = { sites: await count('websites'), upsells: await count('upsell_products') };
    expectError(await call('POST', API.sync.createWebsite, { token: owner.token, body: websitePayload(over) }), 400, message);
    expect({ sites: await count('websites'), upsells: await count('upsell_products') }).toEqual(before);
  });

  it('at the limit it is saved', async () => {
    const body = await createWebsite(owner.token, upsell({ sku: 'S'.repeat(MAX_SKU_LENGTH), title: 'T'.repeat(MAX_UPSELL_TITLE_LENGTH) }));
    expect(body.upsellProducts[0]).toMatchObject({ sku: 'S'.repeat(MAX_SKU_LENGTH), title: 'T'.repeat(MAX_UPSELL_TITLE_LENGTH) });
  });
});

describe('settings that tell the truth', () => {
  it('a Trackify test on a platform without a Trackify address says so, instead of blaming the key', async () => {
    // This server has no TRACKIFY_RS_URL / TRACKIFY_ME_URL.
    for (const country of ['Serbia', undefined]) {
      const res = await call('POST', API.userSettings.trackifyTest, { token: owner.token, body: { apiKey: 'tk_live_valid-key', country } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ valid: false, error: DELIVERY_REASONS.shipmentNoEndpoint });
    }
  });

  it('a Pixel ID has 15 or 16 digits', async () => {
    for (const bad of ['12345', '12345678901234', '12345678901234567', '12345678901234a']) {
      expectError(await call('PATCH', API.userSettings.facebookPixel, { token: owner.token, body: { facebookPixelId: bad } }), 400, USER_SETTINGS_MESSAGES.pixelInvalid);
    }
    for (const good of ['123456789012345', ' 1234567890123456 ']) {
      expect((await call('PATCH', API.userSettings.facebookPixel, { token: owner.token, body: { facebookPixelId: good } })).status).toBe(200);
    }
  });
});

describe('integration keys and tokens are printable ASCII, checked at save (item 8)', () => {
  const keysOf = async () => {
    const user = (await call<UserResponse>('GET', API.auth.me, { token: owner.token })).body;
    return { trackifyApiKey: user.trackifyApiKey, trackifyApiKeySrb: user.trackifyApiKeySrb, telegramBotId: user.telegramBotId, hasFacebookCapiToken: user.hasFacebookCapiToken };
  };

  it('a good Trackify key saves; one with č or a space is refused with 400 and nothing changes', async () => {
    const good = await call('PATCH', API.userSettings.trackifyKeys, { token: owner.token, body: { trackifyApiKey: ' tk_live_ME-1 ', trackifyApiKeySrb: 'tk_live_RS.2' } });
    expect(good.status).toBe(200);
    const saved = await keysOf();
    expect(saved).toMatchObject({ trackifyApiKey: 'tk_live_ME-1', trackifyApiKeySrb: 'tk_live_RS.2' });

    for (const body of [{ trackifyApiKey: 'ključ' }, { trackifyApiKeySrb: 'tk live 3' }, { trackifyApiKey: 'tk_ok', trackifyApiKeySrb: 'tk\u00a0nbsp' }]) {
      expectError(await call('PATCH', API.userSettings.trackifyKeys, { token: owner.token, body }), 400, INTEGRATION_MESSAGES.secretCharacters);
    }
    expect(await keysOf()).toEqual(saved);
  });

  it('the Telegram bot token and the Conversions API token too', async () => {
    const before = await keysOf();
    expectError(await call('PATCH', API.userSettings.telegram, { token: owner.token, body: { telegramBotId: '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsač' } }), 400, INTEGRATION_MESSAGES.secretCharacters);
    expectError(await call('PATCH', API.userSettings.facebookPixel, { token: owner.token, body: { facebookCapiToken: 'EAAB token sa razmakom' } }), 400, INTEGRATION_MESSAGES.secretCharacters);
    expect(await keysOf()).toEqual(before);
    expect((await call('PATCH', API.userSettings.facebookPixel, { token: owner.token, body: { facebookCapiToken: 'EAABsbCS1iHgBAKZCZB' } })).status).toBe(200);
    expect((await keysOf()).hasFacebookCapiToken).toBe(true);
  });
});
