/** Settings of the desktop main process. Plain module: no Electron import, tested in Node. */
export const DEFAULT_SERVER_URL = 'http://localhost:3000';

export class DesktopConfigError extends Error {}

/**
 * The server the console talks to: COD_SERVER_URL or http://localhost:3000. Only http(s) URLs are
 * accepted; the answer is the bare origin (no path, no trailing slash).
 */
export function resolveServerUrl(env: Record<string, string | undefined> = {}): string {
  const raw = env.COD_SERVER_URL?.trim() || DEFAULT_SERVER_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DesktopConfigError(`COD_SERVER_URL is not a valid URL: ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new DesktopConfigError(`COD_SERVER_URL must be an http:// or https:// URL, got ${JSON.stringify(raw)}`);
  }
  return url.origin;
}
