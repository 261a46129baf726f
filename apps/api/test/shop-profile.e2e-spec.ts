/**
 * Honest pages on the real server and PostgreSQL: the seller's shop profile (validation, round
 * trip, a field left out kept, ownership), its identity and terms on every public page of the seller (cache
 * dropped when it changes), nothing claimed without it, and the real counts of the proof call.
 */
import { API, SHOP_PROFILE_MESSAGES, VALIDATION, type CreateOrderResponse, type ShopProfileResponse, type WebsiteResponse } from '@cod/contracts';
import { shopProfileFixture } from '@cod/contracts/testing';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createWebsite, customerIp, expectError, newClient, sql, baseUrl } from './helpers.js';

const PATH = API.shopProfile.profile;
let seller: Awaited<ReturnType<typeof newClient>>;
let other: Awaited<ReturnType<typeof newClient>>;

const PROFILE = shopProfileFixture({
  phone: '064 123 4567',
  markets: {
    Serbia: { deliveryDays: '2-4', shippingCost: 0, freeShippingFrom: null },
    Bosnia: { deliveryDays: '3-6', shippingCost: 10, freeShippingFrom: 100 },
  },
});

async function page(path: string) {
  const res = await fetch(baseUrl() + path, { headers: { 'accept-encoding': 'identity', 'x-forwarded-for': customerIp() } });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** What a buyer reads: no scripts or styles, no tags, entities decoded. */
const visible = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

async function site(token: string, over: Record<string, unknown> = {}): Promise<WebsiteResponse> {
  return (await createWebsite(token, { customUrl: `kutak-${randomUUID().slice(0, 8)}`, originalPrice: 4990, ...over })).website;
}

async function order(websiteId: number, quantity = 1) {
  const res = await call<CreateOrderResponse>('POST', API.orders.root, {
    headers: { 'x-forwarded-for': customerIp() },
    body: { websiteId, quantity, customerData: { name: 'Jelena Jović', phone: `06${Math.floor(10_000_000 + Math.random() * 89_999_999)}`, address: 'Njegoševa 5', city: 'Novi Sad' } },
  });
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

beforeAll(async () => {
  const admin = await adminToken();
  [seller, other] = await Promise.all([newClient(admin), newClient(admin)]);
});

describe('GET|PUT /api/user/shop-profile', () => {
  it('needs a session', async () => {
    expect((await call('GET', PATH)).status).toBe(401);
    expect((await call('PUT', PATH, { body: { shopName: 'X' } })).status).toBe(401);
  });

  it('starts empty, says what a complete profile lacks, and keeps what is sent (a field left out keeps its value)', async () => {
    const empty = await call<ShopProfileResponse>('GET', PATH, { token: seller.token });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ shopName: null, taxId: null, markets: {}, complete: false, updatedAt: null });
    expect(empty.body.missing).toEqual(['shopName', 'legalName', 'taxId', 'address', 'city', 'phone', 'email', 'returnDays']);

    const saved = await call<ShopProfileResponse>('PUT', PATH, { token: seller.token, body: { ...PROFILE, taxId: '101 134 702' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...PROFILE, markets: { Serbia: { deliveryDays: '2-4', shippingCost: 0, freeShippingFrom: null } }, complete: true, missing: [] });
    // Stored as digits; the Bosnian terms kept.
    expect(saved.body.taxId).toBe('101134702');
    expect(saved.body.markets.Bosnia).toEqual({ deliveryDays: '3-6', shippingCost: 10, freeShippingFrom: 100 });

    // Only the city: everything else stays; null clears a field.
    const partial = await call<ShopProfileResponse>('PUT', PATH, { token: seller.token, body: { city: 'Beograd', registrationNumber: null } });
    expect(partial.body).toMatchObject({ shopName: 'Kućni Kutak', city: 'Beograd', registrationNumber: null, returnDays: 14 });
    const again = await call<ShopProfileResponse>('GET', PATH, { token: seller.token });
    expect(again.body).toEqual(partial.body);
    // Back to the full profile for the page tests below.
    await call('PUT', PATH, { token: seller.token, body: PROFILE });
  });

  it('refuses wrong values with the Serbian message and keeps what was saved', async () => {
    const before = (await call<ShopProfileResponse>('GET', PATH, { token: seller.token })).body;
    const cases: [Record<string, unknown>, string][] = [
      [{ taxId: '101134703' }, SHOP_PROFILE_MESSAGES.taxIdChecksum],
      [{ taxId: '12345' }, SHOP_PROFILE_MESSAGES.taxIdInvalid],
      [{ taxId: '1234567890' }, SHOP_PROFILE_MESSAGES.taxIdInvalid],
      [{ returnDays: 13 }, SHOP_PROFILE_MESSAGES.returnDaysInvalid],
      [{ returnDays: 14.5 }, SHOP_PROFILE_MESSAGES.returnDaysInvalid],
      [{ returnDays: '30' }, SHOP_PROFILE_MESSAGES.returnDaysInvalid],
      [{ warrantyMonths: -1 }, SHOP_PROFILE_MESSAGES.warrantyInvalid],
      [{ email: 'nije-mejl' }, SHOP_PROFILE_MESSAGES.emailInvalid],
      [{ phone: '123' }, SHOP_PROFILE_MESSAGES.phoneInvalid],
      [{ shopName: 'x'.repeat(101) }, SHOP_PROFILE_MESSAGES.shopNameTooLong],
      [{ shopName: 'Kutak\u0000' }, VALIDATION.controlChars],
      [{ address: 'Ulica\n12' }, VALIDATION.controlChars],
      [{ markets: { Croatia: { deliveryDays: '2' } } }, SHOP_PROFILE_MESSAGES.marketsInvalid],
      [{ markets: { Serbia: { deliveryDays: '5-2' } } }, SHOP_PROFILE_MESSAGES.deliveryDaysInvalid],
      [{ markets: { Serbia: { deliveryDays: '2', shippingCost: -5 } } }, SHOP_PROFILE_MESSAGES.shippingCostInvalid],
      [{ markets: { Serbia: { freeShippingFrom: 0 } } }, SHOP_PROFILE_MESSAGES.freeShippingInvalid],
      [{ markets: [] }, SHOP_PROFILE_MESSAGES.marketsInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await call('PUT', PATH, { token: seller.token, body: { shopName: 'Drugo ime', ...body } });
      expectError(res, 400, message);
    }
    expect((await call<ShopProfileResponse>('GET', PATH, { token: seller.token })).body).toEqual(before);
    // The other countries' tax ids: JIB of Bosnia (13 digits), PIB of Montenegro (8).
    for (const taxId of ['4200000000001', '02000001']) {
      const res = await call<ShopProfileResponse>('PUT', PATH, { token: other.token, body: { taxId } });
      expect(res.status).toBe(200);
      expect(res.body.taxId).toBe(taxId);
    }
  });

  it("each seller has their own: one's changes never reach another's", async () => {
    await call('PUT', PATH, { token: other.token, body: { shopName: 'Drugi Dućan' } });
    expect((await call<ShopProfileResponse>('GET', PATH, { token: seller.token })).body.shopName).toBe('Kućni Kutak');
    expect((await call<ShopProfileResponse>('GET', PATH, { token: other.token })).body.shopName).toBe('Drugi Dućan');
  });
});

describe("the seller's identity and terms on their public pages", () => {
  it.each(['Sales Template', 'Advertorial Template', 'Minimalistic'])('%s: the same identity block and terms; no invented shop name', async (templateName) => {
    const s = await site(seller.token, { templateName });
    const { status, html } = await page(`/${s.customUrl}`);
    expect(status).toBe(200);
    const text = visible(html);
    for (const part of ['Kućni Kutak DOO Novi Sad', 'Bulevar oslobođenja 12, Novi Sad', 'PIB: 101134702', 'MB: 08765432', 'Tel: 064 123 4567', 'kontakt@kucnikutak.rs']) {
      expect(text).toContain(part);
    }
    expect(html).toContain('href="tel:+381641234567"');
    expect(text).toContain('Besplatna dostava');
    expect(text).toContain('Rok isporuke: 2–4 radna dana');
    expect(text).toContain('Povraćaj u roku od 14 dana');
    expect(text).toContain('Garancija 24 meseca');
    // No other delivery time, return period or guarantee anywhere on the page.
    expect(text).not.toMatch(/2[–-]5 radnih dana|30 dana garancije|1[–-]3 (radna )?dana/);
  });

  it('a Bosnian page shows the Bosnian terms, in ijekavian', async () => {
    const s = await site(seller.token, { templateName: 'Sales Template', targetMarket: 'Bosnia', currency: 'KM', currencySymbol: 'KM' });
    const text = visible((await page(`/${s.customUrl}`)).html);
    expect(text).toContain('Dostava 10,00 KM');
    expect(text).toContain('Besplatna dostava za porudžbine od 100,00 KM');
    expect(text).toContain('3–6 radnih dana');
    expect(text).toContain('Garancija 24 mjeseca');
  });

  it('the cached page shows a changed profile at once', async () => {
    const s = await site(seller.token, { templateName: 'Sales Template' });
    expect(visible((await page(`/${s.customUrl}`)).html)).toContain('Kućni Kutak DOO Novi Sad');
    await call('PUT', PATH, { token: seller.token, body: { legalName: 'Kućni Kutak Plus DOO' } });
    const after = visible((await page(`/${s.customUrl}`)).html);
    expect(after).toContain('Kućni Kutak Plus DOO');
    await call('PUT', PATH, { token: seller.token, body: { legalName: PROFILE.legalName } });
  });

  it('thank-you pages show the same identity and terms, and lead back to the seller’s site', async () => {
    const s = await site(seller.token, { templateName: 'Sales Template' });
    const o = await order(s.id);
    for (const path of [o.redirectUrl, `/hvala-simple?order=${o.orderId}`, `/hvala-upsell?order=${o.orderId}`]) {
      const { html } = await page(path);
      const text = visible(html);
      expect(text).toContain('PIB: 101134702');
      expect(text).toContain('Isporuka za 2–4 radna dana');
      expect(html).toContain(`href="/${s.customUrl}"`);
      expect(html).not.toMatch(/href="\/"/);
    }
  });

  it('without a profile: no identity, no terms but payment on delivery, no invented brand', async () => {
    const fresh = await newClient(await adminToken());
    const s = await site(fresh.token, { templateName: 'Sales Template', productName: 'Stona lampa Luma' });
    const text = visible((await page(`/${s.customUrl}`)).html);
    expect(text).toContain('Plaćanje pouzećem');
    expect(text).not.toMatch(/Besplatna dostava|radnih dana|radna dana|\d+ dana garancije|Garancija \d|Povraćaj u roku|PIB|Luma (Tech|Store|Life|Pro)\b/);
    const o = await order(s.id);
    const thanks = visible((await page(o.redirectUrl)).html);
    expect(thanks).not.toMatch(/radnih dana|24 sata|PIB/);
  });
});

describe('GET /api/public/websites/{id}/proof', () => {
  it('counts the real orders of the last 24 hours, at once as they come; unknown or inactive sites 404', async () => {
    const s = await site(seller.token, { templateName: 'Sales Template' });
    const first = await call('GET', API.public.proof(s.id));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ordersLast24h: 0, visitorsNow: 0 });
    expect(first.headers.get('cache-control')).toBe('public, max-age=30');
    const [a, b] = [await order(s.id), await order(s.id, 2)];
    await expect.poll(async () => (await call('GET', API.public.proof(s.id))).body.ordersLast24h, { timeout: 5000 }).toBe(2);
    const c = await order(s.id);
    await expect.poll(async () => (await call('GET', API.public.proof(s.id))).body.ordersLast24h, { timeout: 5000 }).toBe(3);
    // An order of yesterday and a cancelled one do not count (a status change drops the kept count).
    await sql(`UPDATE orders SET created_at = now() - interval '25 hours' WHERE order_id = $1`, [a.orderId]);
    expect((await call('PUT', API.orders.one(b.orderId), { token: await adminToken(), body: { status: 'cancelled' } })).status).toBe(200);
    await expect.poll(async () => (await call('GET', API.public.proof(s.id))).body.ordersLast24h, { timeout: 5000 }).toBe(1);
    expect(c.orderId).toBeTruthy();
    const other = await site(seller.token);
    expectError(await call('GET', API.public.proof(999_999_999)), 404);
    expectError(await call('GET', '/api/public/websites/abc/proof'), 404);
    await call('PUT', API.websites.byId(other.id), { token: seller.token, body: { isActive: false } });
    expectError(await call('GET', API.public.proof(other.id)), 404);
  });

  it('the page holds no figure: its counters wait for the call and the seller’s minimum', async () => {
    const s = await site(seller.token, { templateName: 'Sales Template' });
    const { html } = await page(`/${s.customUrl}`);
    expect(html).toContain('data-island="proof"');
    // The counters' words travel in their props; what a buyer reads holds no count until the call answers.
    expect(visible(html)).not.toMatch(/trenutno na sajtu|u poslednja 24 sata|zadovoljnih kupaca|2\.847/);
  });
});

describe("the seller's own claims (PUT /api/websites/id/{id})", () => {
  it('an offer end drives the only countdown; the counters follow the threshold; the quality badge only when on; verified only as marked', async () => {
    const s = await site(seller.token, { templateName: 'Sales Template' });
    const before = (await page(`/${s.customUrl}`)).html;
    expect(before).not.toContain('data-island="countdown"');
    expect(before).not.toContain('EU KVALITET');
    expect(before).not.toContain('Verifikovan kupac');
    const endsAt = new Date(Date.now() + 3 * 3600_000).toISOString();
    const u = s.urgencyElements;
    const testimonials = [
      { name: 'Ana P.', location: 'Subotica', text: 'Stiglo brzo, radi odlično.', rating: 5, purchase_date: '', verified: true },
      { name: 'Ivan K.', location: 'Niš', text: 'Dobar odnos cene i kvaliteta.', rating: 4, purchase_date: '', verified: false },
    ];
    const saved = await call<WebsiteResponse>('PUT', API.websites.byId(s.id), {
      token: seller.token,
      body: {
        urgencyElements: { ...u, limitedTime: { enabled: true, text: '', endsAt }, socialProof: { enabled: true, text: '', minimum: 12 } },
        editableContent: { showQualityBadge: true, testimonials },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.urgencyElements.limitedTime.endsAt).toBe(endsAt);
    expect(saved.body.urgencyElements.socialProof.minimum).toBe(12);
    const { html } = await page(`/${s.customUrl}`);
    expect(html).toContain(`&quot;endsAt&quot;:&quot;${endsAt}&quot;`);
    expect(html).toMatch(/data-testid="top-banner">EU KVALITET \| \d+% POPUST</);
    expect(html).toContain('&quot;min&quot;:12');
    // 'Verifikovan kupac' on the one the seller marked; the reviews line counts the two on the page.
    expect(html.match(/Verifikovan kupac/g)).toHaveLength(1);
    expect(visible(html)).toContain('4,5/5 · 2 recenzije');
    // Wrong values are refused with the Serbian message, nothing changed.
    for (const [body, message] of [
      [{ urgencyElements: { ...u, limitedTime: { enabled: true, text: '', endsAt: 'sutra' } } }, 'Kraj ponude mora biti datum i vreme (npr. 2026-12-31T23:59:00Z) ili prazno'],
      [{ urgencyElements: { ...u, socialProof: { enabled: true, text: '', minimum: 0 } } }, 'Najmanji broj za prikaz mora biti ceo broj od 1 do 10000'],
      [{ editableContent: { showQualityBadge: 'da' } }, 'Polje editableContent.showQualityBadge mora biti true ili false'],
    ] as const) {
      expectError(await call('PUT', API.websites.byId(s.id), { token: seller.token, body }), 400, message);
    }
    expect((await call<WebsiteResponse>('GET', API.websites.byId(s.id), { token: seller.token })).body.urgencyElements.limitedTime.endsAt).toBe(endsAt);
  });
});
