import { AUTH_PATHS, AUTH_TOKEN_KEY } from '@cod/contracts';
import type { PublicPageData } from '../page-data.js';

/** The session token the console keeps; null when there is none or storage is refused (a sandboxed frame: the editor's live preview). */
function storedToken(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

/**
 * The only owner code every visitor downloads (spec 001 §2.2 "Owner edit mode", §6). A visitor has no
 * session token, so nothing happens: no request, no chunk. With a token, GET /api/auth/me (cookie and
 * bearer); a signed-in user gets the owner chunk (owner-tools, fetched only now), which asks the server
 * whether this user may edit this site.
 */
export function loadOwnerTools(page: PublicPageData): Promise<unknown> | undefined {
  const token = page.kind === 'product' && page.websiteId ? storedToken() : null;
  if (!token) return;
  return fetch(AUTH_PATHS.me, { credentials: 'include', headers: { authorization: `Bearer ${token}` } })
    .then((res) => (res.ok ? res.json() : null))
    .then((user) => user && import('./owner-tools.js').then((m) => m.startOwnerTools({ token, user }, page)))
    .catch(() => {});
}
