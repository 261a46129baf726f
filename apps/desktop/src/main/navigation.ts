/**
 * Which URLs the window may show (plain module, tested in Node). The renderer's origin (app://cod, or
 * the dev server) and the chosen server's origin are allowed; everything else is refused. The server is
 * read at every check, so the policy follows the first-run choice (and a later change) at once.
 */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'file:' || !parsed.host) return null;
    // WHATWG gives custom schemes (app://cod) an opaque origin; compare scheme + host instead.
    return parsed.origin !== 'null' ? parsed.origin : `${parsed.protocol}//${parsed.host}`;
  } catch {
    return null;
  }
}

export interface NavigationPolicyOptions {
  /** The chosen COD server (any URL on its origin is allowed), or null before the first run's choice. */
  server: () => string | null;
  /** The renderer's page (app://cod/index.html or the dev-server URL): its origin is allowed. */
  rendererUrl: string;
}

/** Links the system browser may open (anything else is just refused). */
const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

export function createNavigationPolicy({ server, rendererUrl }: NavigationPolicyOptions) {
  const renderer = originOf(rendererUrl);
  const serverOrigin = () => originOf(server());
  return {
    rendererOrigin: renderer,
    /** May a window navigate to this URL? */
    canNavigate(url: string): boolean {
      const origin = originOf(url);
      return origin !== null && (origin === renderer || origin === serverOrigin());
    },
    /** May window.open / target=_blank open this URL in the app? Only pages of the server (e.g. a published site). */
    canOpenWindow(url: string): boolean {
      const origin = serverOrigin();
      return origin !== null && originOf(url) === origin;
    },
    /** Should a refused link open in the system browser instead? http(s) and mailto links only. */
    opensExternally(url: string): boolean {
      try {
        return EXTERNAL_PROTOCOLS.has(new URL(url).protocol);
      } catch {
        return false;
      }
    },
  };
}

export type NavigationPolicy = ReturnType<typeof createNavigationPolicy>;
