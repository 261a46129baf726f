import { API_ERRORS, API_SUCCESS, VALIDATION } from '@cod/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, adminToken, call, expectError, login, newClient, sql, uniqueEmail } from './helpers.js';

let admin: string;
let client: Awaited<ReturnType<typeof newClient>>;

/** A second admin, made directly in the database with the first admin's password. */
async function secondAdmin() {
  const email = uniqueEmail('admin2');
  const [row] = await sql(
    `INSERT INTO users (email, password, first_name, last_name, role)
     SELECT $1, password, 'Druga', 'Adminka', 'admin' FROM users WHERE id = 1 RETURNING id`,
    [email],
  );
  return { id: row.id as number, email, token: (await login(email, ADMIN.password)).token };
}

beforeAll(async () => {
  admin = await adminToken();
  client = await newClient(admin);
});

const ADMIN_CALLS: [string, (id: number) => string, unknown?][] = [
  ['GET', () => '/api/admin/clients'],
  ['GET', () => '/api/admin/users'],
  ['GET', () => '/api/admin/dashboard/stats'],
  ['GET', () => '/api/websites'],
  ['POST', () => '/api/admin/clients', { email: 'x@y.rs', password: 'secret1', firstName: 'A', lastName: 'B' }],
  ['PATCH', (id) => `/api/admin/users/${id}/status`, { isActive: false }],
  ['PATCH', (id) => `/api/admin/users/${id}/reset-password`, { newPassword: 'secret1' }],
  ['DELETE', (id) => `/api/admin/users/${id}`],
];

describe('admin calls are admin-only on the server', () => {
  it.each(ADMIN_CALLS)('%s %s: anonymous → 401, client → 403', async (method, path, body) => {
    const target = await newClient(admin);
    expectError(await call(method, path(target.user.id), { body }), 401, API_ERRORS.notSignedIn);
    expectError(await call(method, path(target.user.id), { body, token: client.token }), 403, API_ERRORS.adminOnly);
    // Nothing changed for the target.
    const [row] = await sql('SELECT is_active FROM users WHERE id = $1', [target.user.id]);
    expect(row.is_active).toBe(true);
    expect((await call('POST', '/api/auth/login', { body: { email: target.email, password: target.password } })).status).toBe(200);
  });
});

describe('POST /api/admin/clients', () => {
  it('creates an active client (201) with trimmed fields and empty optionals as null', async () => {
    const email = uniqueEmail();
    const res = await call('POST', '/api/admin/clients', {
      token: admin,
      body: { email: `  ${email.toUpperCase()} `, password: 'secret1', firstName: ' Jovana ', lastName: 'Jović', companyName: 'Prodavnica d.o.o.', phone: '', notes: '  ' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email,
      firstName: 'Jovana',
      lastName: 'Jović',
      role: 'client',
      isActive: true,
      companyName: 'Prodavnica d.o.o.',
      phone: null,
      notes: null,
      customDomainStatus: 'pending',
    });
    expect(res.body).not.toHaveProperty('password');
    expect((await login(email, 'secret1')).user.role).toBe('client');
  });

  it('never lets the body choose the role or the id', async () => {
    const email = uniqueEmail();
    const res = await call('POST', '/api/admin/clients', {
      token: admin,
      body: { email, password: 'secret1', firstName: 'A', lastName: 'B', role: 'admin', id: 1, isActive: false },
    });
    expect(res.status).toBe(201);
    expect(res.body.role).toBe('client');
    expect(res.body.isActive).toBe(true);
    expect(res.body.id).not.toBe(1);
  });

  it('answers 409 in Serbian for an e-mail that exists, in any letter case', async () => {
    const res = await call('POST', '/api/admin/clients', {
      token: admin,
      body: { email: client.email.toUpperCase(), password: 'secret1', firstName: 'A', lastName: 'B' },
    });
    expectError(res, 409, API_ERRORS.emailTaken);
  });

  it.each([
    [{ email: 'bad', password: 'secret1', firstName: 'A', lastName: 'B' }, VALIDATION.invalidEmail],
    [{ password: 'secret1', firstName: 'A', lastName: 'B' }, VALIDATION.invalidEmail],
    [{ email: 'ok@test.rs', password: '12345', firstName: 'A', lastName: 'B' }, VALIDATION.passwordMin],
    [{ email: 'ok@test.rs', firstName: 'A', lastName: 'B' }, VALIDATION.passwordMin],
    [{ email: 'ok@test.rs', password: 'secret1', firstName: '  ', lastName: 'B' }, VALIDATION.firstNameRequired],
    [{ email: 'ok@test.rs', password: 'secret1', lastName: 'B' }, VALIDATION.firstNameRequired],
    [{ email: 'ok@test.rs', password: 'secret1', firstName: 'A', lastName: '' }, VALIDATION.lastNameRequired],
    [{ email: 'ok@test.rs', password: 'secret1', firstName: 'A', lastName: 'B', phone: 123 }, VALIDATION.textExpected],
    [{ email: 'ok@test.rs', password: 'secret1', firstName: 'x'.repeat(101), lastName: 'B' }, VALIDATION.firstNameTooLong],
  ])('refuses %j with 400 and the spec message', async (body, message) => {
    expectError(await call('POST', '/api/admin/clients', { token: admin, body }), 400, message);
  });

  it('reports every invalid field at once', async () => {
    const res = await call('POST', '/api/admin/clients', { token: admin, body: {} });
    expect(res.body.errors).toEqual({
      email: VALIDATION.invalidEmail,
      password: VALIDATION.passwordMin,
      firstName: VALIDATION.firstNameRequired,
      lastName: VALIDATION.lastNameRequired,
    });
  });
});

describe('GET lists and stats', () => {
  it('lists clients only in /clients and everyone in /users, newest first', async () => {
    const fresh = await newClient(admin);
    const clients = (await call('GET', '/api/admin/clients', { token: admin })).body as any[];
    expect(clients.every((u) => u.role === 'client')).toBe(true);
    expect(clients[0].id).toBe(fresh.user.id);
    expect(clients.some((u) => u.id === 1)).toBe(false);
    const users = (await call('GET', '/api/admin/users', { token: admin })).body as any[];
    expect(users.some((u) => u.id === 1)).toBe(true);
    expect(users.some((u) => u.id === fresh.user.id)).toBe(true);
    expect(users.every((u) => !('password' in u))).toBe(true);
  });

  it('counts real rows', async () => {
    const res = await call('GET', '/api/admin/dashboard/stats', { token: admin });
    expect(res.status).toBe(200);
    const [{ clients, users, websites, orders, pending }] = await sql(
      `SELECT count(*) FILTER (WHERE role = 'client')::int AS clients, count(*)::int AS users,
              (SELECT count(*)::int FROM websites) AS websites, (SELECT count(*)::int FROM orders) AS orders,
              (SELECT count(*)::int FROM orders WHERE status = 'pending') AS pending FROM users`,
    );
    expect(res.body).toEqual({ totalClients: clients, totalUsers: users, totalWebsites: websites, totalOrders: orders, pendingOrders: pending });
    await newClient(admin);
    expect((await call('GET', '/api/admin/dashboard/stats', { token: admin })).body.totalClients).toBe(clients + 1);
  });

  it('lists all websites for the admin', async () => {
    const res = await call('GET', '/api/websites', { token: admin });
    expect(res.status).toBe(200);
    const [{ n }] = await sql('SELECT count(*)::int AS n FROM websites');
    expect(res.body).toHaveLength(n);
  });
});

describe('PATCH /api/admin/users/{id}/status', () => {
  it('deactivates and activates a client', async () => {
    const c = await newClient(admin);
    const off = await call('PATCH', `/api/admin/users/${c.user.id}/status`, { token: admin, body: { isActive: false } });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: c.user.id, isActive: false });
    const on = await call('PATCH', `/api/admin/users/${c.user.id}/status`, { token: admin, body: { isActive: true } });
    expect(on.body.isActive).toBe(true);
  });

  it.each([[{}], [{ isActive: 'false' }], [{ isActive: 0 }]])('refuses %j with 400', async (body) => {
    expectError(await call('PATCH', `/api/admin/users/${client.user.id}/status`, { token: admin, body }), 400, VALIDATION.isActiveBoolean);
  });

  it('refuses user 1 and other admins with 403, and leaves them active', async () => {
    const other = await secondAdmin();
    expectError(await call('PATCH', '/api/admin/users/1/status', { token: admin, body: { isActive: false } }), 403, API_ERRORS.protectedUserStatus);
    expectError(await call('PATCH', `/api/admin/users/${other.id}/status`, { token: admin, body: { isActive: false } }), 403);
    expectError(await call('PATCH', '/api/admin/users/1/status', { token: other.token, body: { isActive: false } }), 403);
    const rows = await sql('SELECT bool_and(is_active) AS all_active FROM users WHERE id IN (1, $1)', [other.id]);
    expect(rows[0].all_active).toBe(true);
  });

  it('answers 404 for an unknown user and 400 for a bad id', async () => {
    expectError(await call('PATCH', '/api/admin/users/999999/status', { token: admin, body: { isActive: false } }), 404, API_ERRORS.userNotFound);
    expectError(await call('PATCH', '/api/admin/users/abc/status', { token: admin, body: { isActive: false } }), 400, API_ERRORS.invalidUserId);
    expectError(await call('PATCH', '/api/admin/users/0/status', { token: admin, body: { isActive: false } }), 400, API_ERRORS.invalidUserId);
  });
});

describe('PATCH /api/admin/users/{id}/reset-password', () => {
  it('sets a new password and signs the client out everywhere', async () => {
    const c = await newClient(admin);
    const res = await call('PATCH', `/api/admin/users/${c.user.id}/reset-password`, { token: admin, body: { newPassword: 'reset-pass' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: API_SUCCESS.passwordReset });
    expectError(await call('GET', '/api/auth/me', { token: c.token }), 401);
    expectError(await call('POST', '/api/auth/login', { body: { email: c.email, password: c.password } }), 401);
    expect((await login(c.email, 'reset-pass')).user.id).toBe(c.user.id);
  });

  it('refuses passwords under 6 characters', async () => {
    const res = await call('PATCH', `/api/admin/users/${client.user.id}/reset-password`, { token: admin, body: { newPassword: '12345' } });
    expectError(res, 400, VALIDATION.passwordMin);
  });

  it('never resets user 1, nor another admin; an admin may reset their own', async () => {
    const other = await secondAdmin();
    expectError(await call('PATCH', '/api/admin/users/1/reset-password', { token: admin, body: { newPassword: 'hijack1' } }), 403, API_ERRORS.protectedUserReset);
    expectError(await call('PATCH', '/api/admin/users/1/reset-password', { token: other.token, body: { newPassword: 'hijack1' } }), 403);
    expectError(await call('PATCH', `/api/admin/users/${other.id}/reset-password`, { token: admin, body: { newPassword: 'hijack1' } }), 403);
    expect((await login(ADMIN.email, ADMIN.password)).user.id).toBe(1);
    const self = await call('PATCH', `/api/admin/users/${other.id}/reset-password`, { token: other.token, body: { newPassword: 'own-new-1' } });
    expect(self.status).toBe(200);
    expect((await login(other.email, 'own-new-1')).user.id).toBe(other.id);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('deletes a client and their sessions', async () => {
    const c = await newClient(admin);
    const res = await call('DELETE', `/api/admin/users/${c.user.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: API_SUCCESS.userDeleted });
    expect(await sql('SELECT 1 FROM users WHERE id = $1', [c.user.id])).toHaveLength(0);
    expect(await sql('SELECT 1 FROM sessions WHERE user_id = $1', [c.user.id])).toHaveLength(0);
    expectError(await call('GET', '/api/auth/me', { token: c.token }), 401);
    expectError(await call('DELETE', `/api/admin/users/${c.user.id}`, { token: admin }), 404, API_ERRORS.userNotFound);
  });

  it('never deletes user 1 or an admin', async () => {
    const other = await secondAdmin();
    expectError(await call('DELETE', '/api/admin/users/1', { token: admin }), 403, API_ERRORS.protectedUserDelete);
    expectError(await call('DELETE', '/api/admin/users/1', { token: other.token }), 403);
    expectError(await call('DELETE', `/api/admin/users/${other.id}`, { token: admin }), 403);
    expect(await sql('SELECT id FROM users WHERE id IN (1, $1)', [other.id])).toHaveLength(2);
  });
});

describe('robustness', () => {
  it.each([['null'], ['"text"'], ['[1,2]'], ['123']])('answers 4xx, never 500, for the body %s', async (raw) => {
    for (const [method, path] of [
      ['POST', '/api/auth/login'],
      ['POST', '/api/admin/clients'],
      ['PATCH', `/api/admin/users/${client.user.id}/status`],
      ['PATCH', `/api/admin/users/${client.user.id}/reset-password`],
    ]) {
      const res = await call(method, path, { token: admin, rawBody: raw });
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    expectError(await call('GET', '/api/does-not-exist', { token: admin }), 404, API_ERRORS.routeNotFound);
  });

  it('sends security headers', async () => {
    const res = await call('GET', '/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});

describe('CORS for the desktop console', () => {
  it('lets the desktop origin call with credentials and refuses other origins', async () => {
    const pre = await call('OPTIONS', '/api/auth/me', {
      headers: { origin: 'app://cod', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(pre.status).toBeLessThan(300);
    expect(pre.headers.get('access-control-allow-origin')).toBe('app://cod');
    expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const evil = await call('GET', '/api/auth/me', { token: admin, headers: { origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });
});
