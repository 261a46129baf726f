import path from 'node:path';
import { DESKTOP_APP_HOST, DESKTOP_APP_ORIGIN, DESKTOP_APP_SCHEME } from '@cod/contracts';

/**
 * The built renderer is served from a privileged custom scheme (app://cod/…) instead of file://,
 * so the console has a real origin ("app://cod") that the server can allow for CORS, and no page can
 * read other local files. Plain module: Electron's protocol/net are injected by index.ts.
 */
export const APP_SCHEME = DESKTOP_APP_SCHEME;
export const APP_HOST = DESKTOP_APP_HOST;
export const APP_ORIGIN = DESKTOP_APP_ORIGIN;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/** Privileges for protocol.registerSchemesAsPrivileged (before app ready). */
export const APP_SCHEME_PRIVILEGES = {
  standard: true,
  secure: true,
  supportFetchAPI: true,
  allowServiceWorkers: false,
  corsEnabled: false,
  stream: false,
} as const;

/** The file under `rendererDir` an app:// URL names, or null when it is outside it or malformed. */
export function resolveAppFile(rendererDir: string, requestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0')) return null;
  const root = path.resolve(rendererDir);
  const file = path.resolve(root, `.${pathname === '/' ? '/index.html' : pathname}`);
  return file.startsWith(root + path.sep) ? file : null;
}

/**
 * A protocol.handle handler: known files through `fetchFile` (net.fetch of a file: URL), else 404. Every
 * answer carries the headers of `headers()` (the renderer's Content-Security-Policy, computed per request
 * so it follows the chosen server).
 */
export function createAppProtocolHandler(
  rendererDir: string,
  fetchFile: (file: string) => Promise<Response>,
  headers: () => Record<string, string> = () => ({}),
) {
  return async (request: Request): Promise<Response> => {
    const file = resolveAppFile(rendererDir, request.url);
    const extra = { 'x-content-type-options': 'nosniff', ...headers() };
    if (!file) return new Response('Not found', { status: 404, headers: extra });
    const res = await fetchFile(file);
    const merged = new Headers(res.headers);
    for (const [name, value] of Object.entries(extra)) merged.set(name, value);
    // A file: fetch may report status 0; a Response needs 200–599.
    const status = res.status >= 200 && res.status <= 599 ? res.status : 200;
    return new Response(res.body, { status, headers: merged });
  };
}
