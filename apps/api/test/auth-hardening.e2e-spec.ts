import { API, API_ERRORS } from '@cod/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, customerIp, expectError, login, newClient, scratchDatabase, uniqueEmail, useServer } from './helpers.js';
import { OwnServers } from './own-servers.js';

// Two API processes (A and B) of this file's own on a scratch database, with the sign-in budgets at their
// defaults (10 per address and e-mail, 30 per address).
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
