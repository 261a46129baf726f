import { AUTH_TOKEN_KEY } from '@cod/contracts';
import { describe, expect, it } from 'vitest';
import { createFakeFetch } from '../test/fake-fetch.js';
import { ApiError, createApiClient } from './client.js';
import { messageOr, serverFieldErrors, serverMessage } from './errors.js';

describe('API client (spec 000 §7)', () => {
  it('sends cookies on every call and no Authorization header when no token is stored', async () => {
    const fake = createFakeFetch({ 'GET /api/admin/users': { body: [] } });
    await createApiClient({ fetch: fake.fetch }).get('/api/admin/users');
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0].credentials).toBe('include');
    expect(fake.calls[0].headers.Authorization).toBeUndefined();
  });

  it('sends the stored auth_token as a bearer token', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-123');
    const fake = createFakeFetch({ 'GET /api/auth/me': { body: { id: 1 } } });
    await createApiClient({ fetch: fake.fetch }).get('/api/auth/me');
    expect(fake.calls[0].headers.Authorization).toBe('Bearer tok-123');
  });

  it('sends a JSON content type only when there is a body', async () => {
    const fake = createFakeFetch({
      'GET /api/websites': { body: [] },
      'POST /api/auth/logout': { body: { message: 'ok' } },
      'POST /api/admin/clients': { status: 201, body: { id: 9 } },
    });
    const api = createApiClient({ fetch: fake.fetch });
    await api.get('/api/websites');
    await api.post('/api/auth/logout');
    await api.post('/api/admin/clients', { email: 'a@b.rs' });
    expect(fake.calls.map((c) => c.headers['Content-Type'])).toEqual([undefined, undefined, 'application/json']);
    expect(fake.calls[2].body).toEqual({ email: 'a@b.rs' });
    expect(fake.calls[1].body).toBeUndefined();
  });

  it('prefixes paths with the base URL', async () => {
    const fake = createFakeFetch({ 'GET /api/websites': { body: [] } });
    await createApiClient({ fetch: fake.fetch, baseUrl: 'http://shop.example:3000/' }).get('/api/websites');
    expect(fake.calls[0].url).toBe('http://shop.example:3000/api/websites');
  });

  it('parses JSON answers and yields null for an empty body', async () => {
    const fake = createFakeFetch({ 'GET /api/admin/users': { body: [{ id: 1 }] }, 'DELETE /api/admin/users/3': { status: 204 } });
    const api = createApiClient({ fetch: fake.fetch });
    await expect(api.get('/api/admin/users')).resolves.toEqual([{ id: 1 }]);
    await expect(api.delete('/api/admin/users/3')).resolves.toBeNull();
  });

  it('turns a non-ok answer into an error "{status}: {response text}"', async () => {
    const body = { statusCode: 409, message: 'Korisnik sa ovom email adresom već postoji', error: 'Conflict' };
    const fake = createFakeFetch({ 'POST /api/admin/clients': { status: 409, statusText: 'Conflict', body } });
    const error = await createApiClient({ fetch: fake.fetch })
      .post('/api/admin/clients', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe(`409: ${JSON.stringify(body)}`);
    expect((error as ApiError).status).toBe(409);
  });

  it('uses the status text when the error body is empty', async () => {
    const fake = createFakeFetch({ 'GET /api/websites': { status: 502, statusText: 'Bad Gateway' } });
    await expect(createApiClient({ fetch: fake.fetch }).get('/api/websites')).rejects.toThrow(/^502: Bad Gateway$/);
  });

  it('yields null on 401 only when asked to', async () => {
    const fake = createFakeFetch({ 'GET /api/auth/me': { status: 401, statusText: 'Unauthorized', body: { statusCode: 401, message: 'Niste prijavljeni', error: 'Unauthorized' } } });
    const api = createApiClient({ fetch: fake.fetch });
    await expect(api.get('/api/auth/me', { nullOn401: true })).resolves.toBeNull();
    await expect(api.get('/api/auth/me')).rejects.toThrow(/^401: /);
  });
});

describe('server message helpers (spec 000 §8)', () => {
  const error = new ApiError(400, JSON.stringify({ statusCode: 400, message: 'Trenutna lozinka nije ispravna', error: 'Bad Request', errors: { currentPassword: 'Trenutna lozinka nije ispravna' } }), 'Bad Request');

  it('extracts the Serbian message from the error body', () => {
    expect(serverMessage(error)).toBe('Trenutna lozinka nije ispravna');
    expect(serverFieldErrors(error)).toEqual({ currentPassword: 'Trenutna lozinka nije ispravna' });
  });

  it('falls back when the error carries no server message', () => {
    expect(serverMessage(new ApiError(502, '', 'Bad Gateway'))).toBeUndefined();
    expect(serverMessage(new ApiError(500, '<html>oops</html>', 'Error'))).toBeUndefined();
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(messageOr(new TypeError('Failed to fetch'), 'Greška pri brisanju korisnika')).toBe('Greška pri brisanju korisnika');
    expect(messageOr(error, 'x')).toBe('Trenutna lozinka nije ispravna');
  });
});
