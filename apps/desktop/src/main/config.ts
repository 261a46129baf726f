/**
 * Settings of the desktop main process and the rules of a server address. Plain module: no Electron
 * import, tested in Node.
 *
 * The server is chosen on the first run and saved (server-store.ts). `COD_SERVER_URL`, when set, is an
 * override for managed installs and development: it is used whenever no server has been saved.
 */

/** Serbian messages of the first-run screen (answered by `server.set`). */
export const SERVER_MESSAGES = {
  invalid: 'Adresa nije ispravna',
  unreachable: 'Server nije dostupan na toj adresi',
} as const;

export class DesktopConfigError extends Error {}

export const MAX_SERVER_URL_LENGTH = 2048;

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;
/** Hosts that are usually plain http (a server on this machine or in the office network). */
const LOCAL_HOST = /^(localhost|127(\.\d{1,3}){3}|10(\.\d{1,3}){3}|192\.168(\.\d{1,3}){2}|172\.(1[6-9]|2\d|3[01])(\.\d{1,3}){2}|\[::1\]|[^.:/]+\.local)(:\d+)?([/?#]|$)/i;

/**
 * The origin of a server address as a person types it: 'https://shop.example.com/admin/' →
 * 'https://shop.example.com'; without a scheme 'localhost:3000' → 'http://localhost:3000' and
 * 'shop.example.com' → 'https://shop.example.com'. Only http(s), no user name or password in it.
 * Null when it is not a usable address.
 */
export function normalizeServerUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (!text || text.length > MAX_SERVER_URL_LENGTH || /[\s\u0000-\u001f\u007f]/.test(text)) return null;
  const withScheme = HAS_SCHEME.test(text) ? text : `${LOCAL_HOST.test(text) ? 'http' : 'https'}://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password) return null;
  return url.origin;
}

/** COD_SERVER_URL as an origin, or null when it is not set. A value that is set but unusable is an error. */
export function serverOverride(env: Record<string, string | undefined> = {}): string | null {
  const raw = env.COD_SERVER_URL?.trim();
  if (!raw) return null;
  const origin = normalizeServerUrl(raw);
  if (!origin) throw new DesktopConfigError(`COD_SERVER_URL must be an http:// or https:// URL, got ${JSON.stringify(raw)}`);
  return origin;
}
