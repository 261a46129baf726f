import { IMAGE_UPLOAD_FIELD, IMAGES_PATHS, WEBSITES_PATHS, type ImageUploadResponse, type UpdateWebsiteRequest, type UserResponse, type WebsiteResponse } from '@cod/contracts';

/** The signed-in user as GET /api/auth/me answered, and the bearer token it was asked with. */
export interface OwnerSession {
  token: string;
  user: Pick<UserResponse, 'id' | 'role'>;
}

/** A refused call: "{status}: {body text}" (spec 001 §8 generic rule). */
export class OwnerCallError extends Error {}

/**
 * A call to our API the way the console makes it: credentials and the bearer token (spec 001 §7).
 * (Paths from their groups, not `API`: the whole `API` object would otherwise land in the visitors' script.)
 */
async function call<T>(session: OwnerSession, url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, { ...init, credentials: 'include', headers: { authorization: `Bearer ${session.token}`, ...init.headers } });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new OwnerCallError(`${res.status}: ${text || res.statusText}`);
  }
  return (await res.json()) as T;
}

/** GET /api/websites/id/{id}: 200 only for the owner or an admin. */
export const loadSite = (session: OwnerSession, id: number) => call<WebsiteResponse>(session, WEBSITES_PATHS.byId(id));

/** Browsers refuse a keepalive request whose body (with the page's other ones in flight) passes 64 KiB. */
const KEEPALIVE_MAX_BYTES = 48 * 1024;

/**
 * PUT /api/websites/id/{id} with a partial body (editableContent is merged key by key by the server). `keepalive`:
 * the request outlives the page, when its body is small enough for that (a larger one goes as a plain request).
 */
export function saveSite(session: OwnerSession, id: number, body: UpdateWebsiteRequest, { keepalive = false } = {}) {
  const json = JSON.stringify(body);
  const small = keepalive && new TextEncoder().encode(json).length <= KEEPALIVE_MAX_BYTES;
  return call<WebsiteResponse>(session, WEBSITES_PATHS.byId(id), { method: 'PUT', headers: { 'content-type': 'application/json' }, body: json, keepalive: small });
}

/** POST /api/images/upload (multipart field 'image'): the stored picture's URL. */
export async function uploadImage(session: OwnerSession, file: File): Promise<string> {
  const form = new FormData();
  form.append(IMAGE_UPLOAD_FIELD, file);
  const answer = await call<ImageUploadResponse>(session, IMAGES_PATHS.upload, { method: 'POST', body: form });
  if (!answer?.success || !answer.imageUrl) throw new OwnerCallError(answer?.error || 'upload');
  return answer.imageUrl;
}
