import { API, API_ERRORS, type CreateOrderResponse } from '@cod/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEvents } from './events.js';
import { ADMIN, call, createWebsite, customerIp, expectError, login, newClient, scratchDatabase, uniqueEmail, useServer } from './helpers.js';
import { OwnServers } from './own-servers.js';

// Two API processes (A and B) of this file's own on a scratch database, with the sign-in budgets at their
// defaults (10 per address and e-mail, 30 per address) and the events heartbeat at its longest (300 s): the
// heartbeat re-checks sessions too, so here only the revocation itself can end a stream quickly.
const PER_EMAIL = 10;
const PER_ADDRESS = 30;

const own = new OwnServers('cod-auth-hardening');
let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
const A = () => own.bases[0];
const B = () => own.bases[1];
let admin: string;

beforeAll(async () => {
  scratch = await scratchDatabase('cod_auth_hardening');
  const settings = {
    DATABASE_URL: scratch.url,
    JWT_SECRET: 'auth-hardening-tests-jwt-secret-0123456789abcdef',
    SECRETS_KEY: 'auth-hardening-tests-secrets-key-0123456789abcdef',
    TRUST_PROXY: '1',
    OUTBOUND_ALLOW_PRIVATE: '1',
    EVENTS_HEARTBEAT_SECONDS: '300',
  };
  await own.start(settings);
  await own.start(settings);
  useServer(A(), scratch.url);
  admin = (await login(ADMIN.email, ADMIN.password)).token;
}, 60_000);

afterAll(async () => {
  await own.stopAll();
  await scratch?.drop();
}, 60_000);

const signIn = (base: string, ip: string, email: string, password: string) =>
  call('POST', API.auth.login, { base, body: { email, password }, headers: { 'x-forwarded-for': ip } });

describe('sign-in budget per address (RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MIN)', () => {
  it(`${PER_ADDRESS} failures from one address with as many e-mails get 401 (on A and B); the next gets 429 with Retry-After, the right password too; another address still 401`, async () => {
    const seller = await newClient(admin);
    const ip = customerIp();
    for (let i = 0; i < PER_ADDRESS; i++) expectError(await signIn(i % 2 ? B() : A(), ip, uniqueEmail('spray'), 'wrong-password'), 401, API_ERRORS.invalidCredentials);
    for (const base of [A(), B()]) {
      const blocked = await signIn(base, ip, uniqueEmail('spray'), 'wrong-password');
      expectError(blocked, 429, API_ERRORS.tooManyLoginAttempts);
      const retryAfter = Number(blocked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    expectError(await signIn(A(), ip, seller.email, seller.password), 429, API_ERRORS.tooManyLoginAttempts);
    const elsewhere = customerIp();
    expectError(await signIn(A(), elsewhere, uniqueEmail('spray'), 'wrong-password'), 401, API_ERRORS.invalidCredentials);
    expect((await signIn(B(), elsewhere, seller.email, seller.password)).status).toBe(200);
  });

  it('a sign-in to an account of one’s own does not reset the address’s failures with other e-mails', async () => {
    const mine = await newClient(admin);
    const ip = customerIp();
    for (let i = 0; i < PER_ADDRESS - 1; i++) expectError(await signIn(A(), ip, uniqueEmail('spray'), 'wrong-password'), 401);
    expect((await signIn(A(), ip, mine.email, mine.password)).status).toBe(200);
    expectError(await signIn(A(), ip, uniqueEmail('spray'), 'wrong-password'), 401); // the budget's last failure
    expectError(await signIn(A(), ip, mine.email, mine.password), 429, API_ERRORS.tooManyLoginAttempts);
  });

  it(`the per-e-mail budget still holds: ${PER_EMAIL} failures for one e-mail, then 429 for it; other e-mails from that address still 401`, async () => {
    const victim = await newClient(admin);
    const ip = customerIp();
    for (let i = 0; i < PER_EMAIL; i++) expectError(await signIn(i % 2 ? B() : A(), ip, victim.email, `guess-${i}`), 401);
    const blocked = await signIn(A(), ip, victim.email, victim.password);
    expectError(blocked, 429, API_ERRORS.tooManyLoginAttempts);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expectError(await signIn(B(), ip, uniqueEmail('other'), 'wrong-password'), 401, API_ERRORS.invalidCredentials);
  });
});

describe('a revoked session’s events streams end at once, in every process', () => {
  const placeOrder = async (websiteId: number) => {
    const res = await call<CreateOrderResponse>('POST', API.orders.root, {
      body: { websiteId, quantity: 1, customerData: { name: 'Milica Jovanović', phone: '064 555 1234', address: 'Cara Dušana 5', city: 'Novi Sad', postalCode: '21000' } },
      headers: { 'x-forwarded-for': customerIp() },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.orderId;
  };

  it('sign-out on A: the session’s stream on B ends within 1 s and hears no order placed after; the seller’s other session streams on', async () => {
    const seller = await newClient(admin);
    const site = (await createWebsite(seller.token)).website;
    const session = await login(seller.email, seller.password);
    const stream = await openEvents(session.token, undefined, B());
    const other = await openEvents(seller.token, undefined, B());
    try {
      expect(stream.status).toBe(200);
      expect((await call('POST', API.auth.logout, { token: session.token })).status).toBe(200);
      await stream.ended(1000);
      const orderId = await placeOrder(site.id);
      await other.next((e) => e.event === 'order.created' && e.data.orderId === orderId);
      expect(stream.received.some((e) => e.data.orderId === orderId)).toBe(false);
    } finally {
      await Promise.all([stream.close(), other.close()]);
    }
  });

  it('the admin deactivates a user: every stream of theirs ends within 1 s (on A and B)', async () => {
    const seller = await newClient(admin);
    const second = await login(seller.email, seller.password);
    const onA = await openEvents(seller.token, undefined, A());
    const onB = await openEvents(second.token, undefined, B());
    const admins = await openEvents(admin, undefined, B());
    try {
      expect((await call('PATCH', API.admin.userStatus(seller.user.id), { token: admin, body: { isActive: false } })).status).toBe(200);
      await Promise.all([onA.ended(1000), onB.ended(1000)]);
      // Another user's stream is left alone.
      await expect(admins.ended(300)).rejects.toThrow(/no end of the stream/);
    } finally {
      await Promise.all([onA.close(), onB.close(), admins.close()]);
    }
  });

  it('a password change ends the streams of the user’s other sessions within 1 s; the session that changed it streams on', async () => {
    const seller = await newClient(admin);
    const site = (await createWebsite(seller.token)).website;
    const old = await login(seller.email, seller.password);
    const stale = await openEvents(old.token, undefined, B());
    const current = await openEvents(seller.token, undefined, A());
    try {
      const changed = await call('POST', API.auth.changePassword, {
        token: seller.token,
        body: { currentPassword: seller.password, newPassword: 'nova-lozinka-1', confirmPassword: 'nova-lozinka-1' },
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      await stale.ended(1000);
      const orderId = await placeOrder(site.id);
      await current.next((e) => e.event === 'order.created' && e.data.orderId === orderId);
      expect(stale.received.some((e) => e.data.orderId === orderId)).toBe(false);
    } finally {
      await Promise.all([stale.close(), current.close()]);
    }
  });

  it('the admin’s password reset and deletion end the user’s streams within 1 s too', async () => {
    const [reset, deleted] = await Promise.all([newClient(admin), newClient(admin)]);
    const streams = [await openEvents(reset.token, undefined, B()), await openEvents(deleted.token, undefined, B())];
    try {
      expect((await call('PATCH', API.admin.userResetPassword(reset.user.id), { token: admin, body: { newPassword: 'nova-lozinka-2' } })).status).toBe(200);
      await streams[0].ended(1000);
      expect((await call('DELETE', API.admin.user(deleted.user.id), { token: admin })).status).toBe(200);
      await streams[1].ended(1000);
    } finally {
      await Promise.all(streams.map((s) => s.close()));
    }
  });
});
