import { API_ERRORS, API_SUCCESS, VALIDATION } from '@cod/contracts';
import { describe, expect, inject, it } from 'vitest';
import { ADMIN, adminToken, call, expectError, login, newClient, sql, uniqueEmail } from './helpers.js';

describe('GET /api/health', () => {
  it('answers 200 {"status":"ok"} with the database up', async () => {
    const res = await call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('POST /api/auth/login', () => {
  it('answers {user, token}, sets an httpOnly cookie and never shows the password', async () => {
    const res = await call('POST', '/api/auth/login', { body: ADMIN });
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');
    expect(res.body.user).toMatchObject({ id: 1, email: ADMIN.email, role: 'admin', isActive: true });
    expect(res.body.user).not.toHaveProperty('password');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^auth_token=[^;]+/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('accepts the e-mail in any letter case', async () => {
    const res = await call('POST', '/api/auth/login', { body: { ...ADMIN, email: ADMIN.email.toUpperCase() } });
    expect(res.status).toBe(200);
  });

  it('stores passwords as argon2id hashes', async () => {
    const [row] = await sql('SELECT password FROM users WHERE id = 1');
    expect(row.password).toMatch(/^\$argon2id\$/);
  });

  it.each([
    [{ email: 'not-an-email', password: 'x' }, VALIDATION.invalidEmail],
    [{ email: '', password: 'x' }, VALIDATION.invalidEmail],
    [{ password: 'x' }, VALIDATION.invalidEmail],
    [{ email: ADMIN.email, password: '' }, VALIDATION.passwordRequired],
    [{ email: ADMIN.email }, VALIDATION.passwordRequired],
    [{ email: ADMIN.email, password: 12345678 }, VALIDATION.textExpected],
    [[], VALIDATION.invalidEmail],
  ])('refuses %j with 400 and the Serbian message', async (body, message) => {
    expectError(await call('POST', '/api/auth/login', { body }), 400, message);
  });

  it('refuses malformed JSON with 400, not 500', async () => {
    expectError(await call('POST', '/api/auth/login', { rawBody: '{"email": ' }), 400, API_ERRORS.invalidJson);
  });

  it('refuses a wrong password and an unknown e-mail alike (401)', async () => {
    expectError(await call('POST', '/api/auth/login', { body: { email: ADMIN.email, password: 'wrong-one' } }), 401, API_ERRORS.invalidCredentials);
    expectError(await call('POST', '/api/auth/login', { body: { email: uniqueEmail('nobody'), password: 'whatever' } }), 401, API_ERRORS.invalidCredentials);
  });

  it('answers 429 in Serbian after too many failures for one address and e-mail, even for the right password', async () => {
    const limit = inject('loginLimit');
    const admin = await adminToken();
    const victim = await newClient(admin);
    for (let i = 0; i < limit; i++) {
      expectError(await call('POST', '/api/auth/login', { body: { email: victim.email, password: `guess-${i}` } }), 401);
    }
    const blocked = await call('POST', '/api/auth/login', { body: { email: victim.email, password: 'guess-x' } });
    expectError(blocked, 429, API_ERRORS.tooManyLoginAttempts);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expectError(await call('POST', '/api/auth/login', { body: { email: victim.email, password: victim.password } }), 429);
    // Another e-mail from the same address is not blocked.
    expect((await call('POST', '/api/auth/login', { body: ADMIN })).status).toBe(200);
  });

  it('clears earlier failures after a successful sign-in', async () => {
    const limit = inject('loginLimit');
    const admin = await adminToken();
    const c = await newClient(admin);
    for (let i = 0; i < limit - 1; i++) await call('POST', '/api/auth/login', { body: { email: c.email, password: 'nope-nope' } });
    expect((await call('POST', '/api/auth/login', { body: { email: c.email, password: c.password } })).status).toBe(200);
    for (let i = 0; i < limit - 1; i++) expectError(await call('POST', '/api/auth/login', { body: { email: c.email, password: 'nope-nope' } }), 401);
  });
});

describe('GET /api/auth/me', () => {
  it('accepts the bearer token', async () => {
    const { token } = await login(ADMIN.email, ADMIN.password);
    const res = await call('GET', '/api/auth/me', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 1, email: ADMIN.email, role: 'admin' });
    expect(res.body).toHaveProperty('telegramBotId');
    expect(res.body).toHaveProperty('googleSheetsId');
    expect(res.body).not.toHaveProperty('password');
  });

  it('accepts the session cookie', async () => {
    const res = await call('POST', '/api/auth/login', { body: ADMIN });
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
    const me = await call('GET', '/api/auth/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(1);
  });

  it('answers 401 without a token, with a forged token and with a token signed by another key', async () => {
    expectError(await call('GET', '/api/auth/me'), 401, API_ERRORS.notSignedIn);
    expectError(await call('GET', '/api/auth/me', { token: 'abc.def.ghi' }), 401, API_ERRORS.sessionExpired);
    const { token } = await login(ADMIN.email, ADMIN.password);
    const [h, p] = token.split('.');
    expectError(await call('GET', '/api/auth/me', { token: `${h}.${p}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA` }), 401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token on the server and clears the cookie', async () => {
    const { token } = await login(ADMIN.email, ADMIN.password);
    expect((await call('GET', '/api/auth/me', { token })).status).toBe(200);
    const out = await call('POST', '/api/auth/logout', { token });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe(API_SUCCESS.loggedOut);
    expect(out.headers.get('set-cookie') ?? '').toMatch(/auth_token=;.*Expires=Thu, 01 Jan 1970/i);
    expectError(await call('GET', '/api/auth/me', { token }), 401);
  });

  it('revokes a cookie session too', async () => {
    const res = await call('POST', '/api/auth/login', { body: ADMIN });
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
    expect((await call('POST', '/api/auth/logout', { cookie })).status).toBe(200);
    expectError(await call('GET', '/api/auth/me', { cookie }), 401);
  });

  it('answers 200 without any session (logging out twice is harmless)', async () => {
    expect((await call('POST', '/api/auth/logout')).status).toBe(200);
    expect((await call('POST', '/api/auth/logout', { token: 'garbage' })).status).toBe(200);
  });
});

describe('inactive users', () => {
  it('cannot sign in and their open sessions stop working', async () => {
    const admin = await adminToken();
    const c = await newClient(admin);
    expect((await call('GET', '/api/auth/me', { token: c.token })).status).toBe(200);
    expect((await call('PATCH', `/api/admin/users/${c.user.id}/status`, { token: admin, body: { isActive: false } })).status).toBe(200);
    expectError(await call('GET', '/api/auth/me', { token: c.token }), 401);
    expectError(await call('POST', '/api/auth/login', { body: { email: c.email, password: c.password } }), 401, API_ERRORS.accountInactive);
    // Even a session the deactivation could not revoke (made directly in the database) is refused.
    await sql(`UPDATE sessions SET revoked_at = NULL WHERE user_id = $1`, [c.user.id]);
    expectError(await call('GET', '/api/auth/me', { token: c.token }), 401, API_ERRORS.accountInactive);
    await call('PATCH', `/api/admin/users/${c.user.id}/status`, { token: admin, body: { isActive: true } });
    expect((await call('POST', '/api/auth/login', { body: { email: c.email, password: c.password } })).status).toBe(200);
  });
});

describe('POST /api/auth/change-password', () => {
  const path = '/api/auth/change-password';

  it('needs a signed-in user', async () => {
    expectError(await call('POST', path, { body: { currentPassword: 'a', newPassword: 'bbbbbb', confirmPassword: 'bbbbbb' } }), 401);
  });

  it.each([
    [{ newPassword: 'abcdef', confirmPassword: 'abcdef' }, VALIDATION.currentPasswordRequired],
    [{ currentPassword: 'x', newPassword: 'abc', confirmPassword: 'abc' }, VALIDATION.newPasswordMin],
    [{ currentPassword: 'x', newPassword: 'abcdef' }, VALIDATION.confirmPasswordRequired],
    [{ currentPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdeg' }, VALIDATION.passwordsDoNotMatch],
  ])('refuses %j with the spec message', async (body, message) => {
    const admin = await adminToken();
    const c = await newClient(admin);
    const res = await call('POST', path, { token: c.token, body });
    expectError(res, 400, message);
  });

  it('puts the mismatch message on the confirmation field', async () => {
    const admin = await adminToken();
    const c = await newClient(admin);
    const res = await call('POST', path, { token: c.token, body: { currentPassword: c.password, newPassword: 'abcdef', confirmPassword: 'zzzzzz' } });
    expect(res.body.errors).toEqual({ confirmPassword: VALIDATION.passwordsDoNotMatch });
  });

  it('refuses a wrong current password', async () => {
    const admin = await adminToken();
    const c = await newClient(admin);
    const res = await call('POST', path, { token: c.token, body: { currentPassword: 'not-it', newPassword: 'newpass1', confirmPassword: 'newpass1' } });
    expectError(res, 400, API_ERRORS.wrongCurrentPassword);
    expect((await call('POST', '/api/auth/login', { body: { email: c.email, password: c.password } })).status).toBe(200);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const admin = await adminToken();
    const c = await newClient(admin);
    const other = await login(c.email, c.password);
    const res = await call('POST', path, { token: c.token, body: { currentPassword: c.password, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: API_SUCCESS.passwordChanged });
    expect((await call('GET', '/api/auth/me', { token: c.token })).status).toBe(200);
    expectError(await call('GET', '/api/auth/me', { token: other.token }), 401);
    expectError(await call('POST', '/api/auth/login', { body: { email: c.email, password: c.password } }), 401);
    expect((await call('POST', '/api/auth/login', { body: { email: c.email, password: 'brand-new-1' } })).status).toBe(200);
  });
});
