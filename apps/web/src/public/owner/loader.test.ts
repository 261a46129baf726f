import { API, AUTH_TOKEN_KEY } from '@cod/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicPageData } from '../page-data.js';
import { loadOwnerTools } from './loader.js';

const { startOwnerTools } = vi.hoisted(() => ({ startOwnerTools: vi.fn(async () => null) }));
vi.mock('./owner-tools.js', () => ({ startOwnerTools }));

const PAGE: PublicPageData = { kind: 'product', websiteId: 42, pixelId: null, templateName: 'Minimalistic' };
const USER = { id: 7, role: 'client', email: 'milica@example.com' };
const answer = (status: number, body: unknown = {}) => ({ ok: status < 400, status, json: async () => body }) as unknown as Response;

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => answer(200, USER));
  vi.stubGlobal('fetch', fetchMock);
  startOwnerTools.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('owner tools loader (what every visitor runs)', () => {
  it('a visitor (no session token) makes no request and loads no chunk', async () => {
    expect(loadOwnerTools(PAGE)).toBeUndefined();
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(startOwnerTools).not.toHaveBeenCalled();
  });

  it('does nothing where storage is refused (the editor preview’s sandboxed frame)', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => loadOwnerTools(PAGE)).not.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('only product pages with a website are looked at', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    expect(loadOwnerTools({ kind: 'thank-you', pixelId: null })).toBeUndefined();
    expect(loadOwnerTools({ kind: 'product', pixelId: null })).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks /api/auth/me with the bearer token and the cookie; a refusal (401) loads no chunk', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'stale-token');
    fetchMock.mockResolvedValueOnce(answer(401, { statusCode: 401, message: 'Niste prijavljeni' }));
    await loadOwnerTools(PAGE);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(API.auth.me);
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer stale-token');
    expect(startOwnerTools).not.toHaveBeenCalled();
  });

  it('a network failure is quiet and loads no chunk', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await expect(loadOwnerTools(PAGE)).resolves.toBeUndefined();
    expect(startOwnerTools).not.toHaveBeenCalled();
  });

  it('a signed-in user gets the owner chunk with the session', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    await loadOwnerTools(PAGE);
    expect(startOwnerTools).toHaveBeenCalledWith({ token: 'tok', user: USER }, PAGE);
  });
});
