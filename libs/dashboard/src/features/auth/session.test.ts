import { AUTH_STORAGE_KEY, AUTH_TOKEN_KEY, UI } from '@cod/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client.js';
import { ADMIN, apiError, CLIENT, createFakeFetch } from '../../test/fake-fetch.js';
import { MissingUserDataError, restoreSession, signIn, signOut } from './session.js';
import { resetSessionState, useSessionStore } from './session-store.js';

const stored = () => JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  resetSessionState();
});
afterEach(() => vi.restoreAllMocks());

describe('session store (spec 000 §3, §4)', () => {
  it('starts loading and unauthenticated', () => {
    const s = useSessionStore.getState();
    expect(s.loading).toBe(true);
    expect(s.isAuthenticated).toBe(false);
    expect(s.user).toBeNull();
  });

  it('persists only the user under auth-storage', () => {
    useSessionStore.getState().setUser(CLIENT);
    expect(stored()).toEqual({ state: { user: CLIENT }, version: 0 });
    const s = useSessionStore.getState();
    expect(s.isAuthenticated).toBe(true);
    expect(s.isClient).toBe(true);
    expect(s.isAdmin).toBe(false);
  });

  it('restores the stored user (with derived flags) on load', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ state: { user: ADMIN }, version: 0 }));
    await useSessionStore.persist.rehydrate();
    const s = useSessionStore.getState();
    expect(s.user?.id).toBe(1);
    expect(s.isAdmin).toBe(true);
    expect(s.loading).toBe(true);
  });

  it('start-up: a user from /api/auth/me makes the session authenticated', async () => {
    const fake = createFakeFetch({ 'GET /api/auth/me': { body: ADMIN } });
    await restoreSession(createApiClient({ fetch: fake.fetch }));
    const s = useSessionStore.getState();
    expect(s).toMatchObject({ loading: false, isAuthenticated: true, isAdmin: true });
    expect(s.user?.email).toBe(ADMIN.email);
  });

  it.each([
    ['401', apiError(401, 'Niste prijavljeni')],
    ['500', apiError(500, 'Greška')],
    ['an empty answer', { status: 200 }],
  ])('start-up: %s means no user and loading ends', async (_label, answer) => {
    useSessionStore.getState().setUser(CLIENT);
    useSessionStore.getState().setLoading(true);
    const fake = createFakeFetch({ 'GET /api/auth/me': answer });
    await restoreSession(createApiClient({ fetch: fake.fetch }));
    expect(useSessionStore.getState()).toMatchObject({ user: null, loading: false, isAuthenticated: false });
    expect(stored().state.user).toBeNull();
  });

  it('sign-in stores the token under auth_token and sets the user', async () => {
    const fake = createFakeFetch({ 'POST /api/auth/login': { body: { user: CLIENT, token: 'jwt-abc' } } });
    const user = await signIn(createApiClient({ fetch: fake.fetch }), { email: CLIENT.email, password: 'tajna123' });
    expect(user.id).toBe(CLIENT.id);
    expect(fake.calls[0].body).toEqual({ email: CLIENT.email, password: 'tajna123' });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('jwt-abc');
    expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: true, loading: false, isClient: true });
  });

  it.each([
    ['no token', { user: CLIENT }],
    ['no user', { token: 'jwt' }],
  ])('sign-in with %s in the answer fails with "Nedostaju podaci o korisniku"', async (_label, body) => {
    const fake = createFakeFetch({ 'POST /api/auth/login': { body } });
    const error = await signIn(createApiClient({ fetch: fake.fetch }), { email: 'a@b.rs', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MissingUserDataError);
    expect((error as Error).message).toBe(UI.loginMissingData);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(useSessionStore.getState().isAuthenticated).toBe(false);
  });

  it('logout clears the user, the token and the query cache', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'jwt-abc');
    useSessionStore.getState().setUser(ADMIN);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['admin', 'users'], [ADMIN]);
    const fake = createFakeFetch({ 'POST /api/auth/logout': { body: { message: 'ok' } } });
    await signOut(createApiClient({ fetch: fake.fetch }), queryClient);
    expect(fake.calls[0]).toMatchObject({ method: 'POST', path: '/api/auth/logout' });
    expect(fake.calls[0].headers.Authorization).toBe('Bearer jwt-abc');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ user: null, isAuthenticated: false, isAdmin: false });
    expect(queryClient.getQueryData(['admin', 'users'])).toBeUndefined();
  });

  it('logout still clears everything when the request fails (and only logs)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(AUTH_TOKEN_KEY, 'jwt-abc');
    useSessionStore.getState().setUser(CLIENT);
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(signOut(createApiClient({ fetch: failing }))).resolves.toBeUndefined();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
    expect(log).toHaveBeenCalled();
  });
});
