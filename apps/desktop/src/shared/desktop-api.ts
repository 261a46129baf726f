/**
 * The narrow API the preload script exposes to the renderer as `window.codDesktop`
 * (no generic IPC: only read-only facts the renderer needs).
 */
export interface CodDesktopApi {
  /** Origin of the COD server the console talks to, e.g. "http://localhost:3000". */
  readonly serverUrl: string;
  /** Node's process.platform of the desktop ('linux', 'win32', 'darwin', …). */
  readonly platform: string;
}

export const DESKTOP_API_KEY = 'codDesktop';
/** Command-line switch the main process uses to hand the server URL to the sandboxed preload. */
export const SERVER_URL_ARG = '--cod-server-url=';
