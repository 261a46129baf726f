import { API, API_TOKEN_MESSAGES, type ApiTokenItem, type CreateApiTokenResponse } from '@cod/contracts';
import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createWebsite, customerIp, expectError, newClient, sql } from './helpers.js';

/** Personal API tokens (CONTRACT "Operations through the API"): shown once, hashed at rest, scoped, owner-bound, revocable. */

let admin: string;
let seller: Awaited<ReturnType<typeof newClient>>;
let other: Awaited<ReturnType<typeof newClient>>;
let siteId: number;
let otherSiteId: number;
let orderId: string;

const create = (body: unknown, token = seller.token) => call<CreateApiTokenResponse>('POST', API.tokens.root, { token, body });

beforeAll(async () => {
  admin = await adminToken();
  seller = await newClient(admin);
  other = await newClient(admin);
  siteId = (await createWebsite(seller.token, { customUrl: `token-${randomUUID().slice(0, 8)}` })).website.id;
  otherSiteId = (await createWebsite(other.token, { customUrl: `token-${randomUUID().slice(0, 8)}` })).website.id;
  const res = await call('POST', API.orders.root, {
    body: { websiteId: siteId, quantity: 1, customerData: { name: 'Nikola Savić', phone: '064 700 8000', address: 'Knez Mihailova 1', city: 'Beograd' } },
    headers: { 'x-forwarded-for': customerIp() },
  });
  orderId = res.body.orderId;
  await call('POST', API.orders.root, {
    body: { websiteId: otherSiteId, quantity: 1, customerData: { name: 'Tuđi Kupac', phone: '064 700 8001', address: 'Knez Mihailova 2', city: 'Beograd' } },
    headers: { 'x-forwarded-for': customerIp() },
  });
});

describe('POST/GET/DELETE /api/tokens', () => {
  it('checks the name, scopes and expiry', async () => {
    expectError(await create({ scopes: ['orders:read'] }), 400, API_TOKEN_MESSAGES.nameRequired);
    expectError(await create({ name: 'x'.repeat(101), scopes: ['orders:read'] }), 400, API_TOKEN_MESSAGES.nameTooLong);
    expectError(await create({ name: 'Skripta', scopes: [] }), 400, API_TOKEN_MESSAGES.scopesInvalid);
    expectError(await create({ name: 'Skripta', scopes: ['orders:delete'] }), 400, API_TOKEN_MESSAGES.scopesInvalid);
    expectError(await create({ name: 'Skripta', scopes: ['orders:read'], expiresInDays: 0 }), 400, API_TOKEN_MESSAGES.expiresInvalid);
    expectError(await call('POST', API.tokens.root, { body: { name: 'x', scopes: ['orders:read'] } }), 401);
  });

  it('shows the token once, keeps only its hash, lists it without the secret and notes its last use', async () => {
    const made = await create({ name: 'Kurirska skripta', scopes: ['orders:read', 'orders:read'], expiresInDays: 30 });
    expect(made.status).toBe(201);
    expect(made.body.token).toMatch(/^cod_[A-Za-z0-9_-]{43}$/);
    const [row] = await sql(`SELECT * FROM api_tokens WHERE id = $1`, [made.body.id]);
    expect(row.token_hash).toBe(createHash('sha256').update(made.body.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(made.body.token.slice(4));
    const list = (await call<ApiTokenItem[]>('GET', API.tokens.root, { token: seller.token })).body;
    const item = list.find((t) => t.id === made.body.id)!;
    expect(item).toMatchObject({ name: 'Kurirska skripta', scopes: ['orders:read'], prefix: made.body.token.slice(0, 8), lastUsedAt: null });
    expect(Date.parse(item.expiresAt!) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(JSON.stringify(list)).not.toContain(made.body.token);
    expect((await call('GET', API.orders.my, { token: made.body.token })).status).toBe(200);
    expect((await call<ApiTokenItem[]>('GET', API.tokens.root, { token: seller.token })).body.find((t) => t.id === made.body.id)!.lastUsedAt).not.toBeNull();
    // Another user sees none of it.
    expect((await call<ApiTokenItem[]>('GET', API.tokens.root, { token: other.token })).body.some((t) => t.id === made.body.id)).toBe(false);
  });
});

describe('a token at work', () => {
  it('acts as its owner within its scopes: 403 outside them, never another seller’s data', async () => {
    const reader = (await create({ name: 'Čitač', scopes: ['orders:read'] })).body.token;
    const mine = await call<{ orderId: string }[]>('GET', API.orders.my, { token: reader });
    expect(mine.status).toBe(200);
    expect(mine.body.map((o) => o.orderId)).toEqual([orderId]);
    expect((await call('GET', API.auth.me, { token: reader })).body.email).toBe(seller.email);
    expectError(await call('PUT', API.orders.bulkStatus, { token: reader, body: { ids: [orderId], status: 'processing' } }), 403, API_TOKEN_MESSAGES.outOfScope);
    expectError(await call('GET', API.websites.my, { token: reader }), 403, API_TOKEN_MESSAGES.outOfScope);
    // Sessions-only calls: tokens, settings.
    expectError(await call('GET', API.tokens.root, { token: reader }), 403, API_TOKEN_MESSAGES.outOfScope);
    expectError(await call('POST', API.tokens.root, { token: reader, body: { name: 'x', scopes: ['orders:write'] } }), 403);
    expectError(await call('GET', API.userSettings.integrations, { token: reader }), 403);

    const sites = (await create({ name: 'Sajtovi', scopes: ['websites:read', 'analytics:read'] })).body.token;
    expect((await call('GET', API.websites.byId(siteId), { token: sites })).status).toBe(200);
    expectError(await call('GET', API.websites.byId(otherSiteId), { token: sites }), 404);
    expect((await call('GET', API.analytics.website(siteId), { token: sites })).status).toBe(200);
    expectError(await call('PUT', API.websites.byId(siteId), { token: sites, body: { title: 'Novo' } }), 403, API_TOKEN_MESSAGES.outOfScope);

    // An admin's token does not open the admin's screens.
    const adminReader = (await create({ name: 'Admin', scopes: ['orders:read'] }, admin)).body.token;
    expect((await call('GET', API.orders.root, { token: adminReader })).status).toBe(200);
    expectError(await call('GET', API.admin.clients, { token: adminReader }), 403);
  });

  it('revoked, expired, malformed or of a deactivated owner: 401', async () => {
    const made = (await create({ name: 'Kratko', scopes: ['orders:read'] })).body;
    expectError(await call('DELETE', API.tokens.one(made.id), { token: other.token }), 404, API_TOKEN_MESSAGES.notFound);
    expect((await call('DELETE', API.tokens.one(made.id), { token: seller.token })).body).toEqual({ message: API_TOKEN_MESSAGES.revoked });
    expectError(await call('GET', API.orders.my, { token: made.token }), 401, API_TOKEN_MESSAGES.invalid);
    expect((await call<ApiTokenItem[]>('GET', API.tokens.root, { token: seller.token })).body.some((t) => t.id === made.id)).toBe(false);

    const old = (await create({ name: 'Staro', scopes: ['orders:read'], expiresInDays: 1 })).body;
    await sql(`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [old.id]);
    expectError(await call('GET', API.orders.my, { token: old.token }), 401, API_TOKEN_MESSAGES.invalid);
    expectError(await call('GET', API.orders.my, { token: 'cod_short' }), 401, API_TOKEN_MESSAGES.invalid);

    const third = await newClient(admin);
    const t = (await create({ name: 'Nalog', scopes: ['orders:read'] }, third.token)).body.token;
    expect((await call('PATCH', API.admin.userStatus(third.user.id), { token: admin, body: { isActive: false } })).status).toBe(200);
    expectError(await call('GET', API.orders.my, { token: t }), 401);
  });
});
