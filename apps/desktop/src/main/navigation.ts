/**
 * Which URLs the window may show (plain module, tested in Node). The renderer's origin (app://cod,
 * or the dev server) and the configured server's origin are allowed; everything else is refused.
 */
export function originOf(url: string): string | null {
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
  /** The configured COD server (any URL on its origin is allowed). */
  serverUrl: string;
  /** The renderer's page (app://cod/index.html or the dev-server URL): its origin is allowed. */
  rendererUrl: string;
}

export function createNavigationPolicy({ serverUrl, rendererUrl }: NavigationPolicyOptions) {
  const server = originOf(serverUrl);
  const renderer = originOf(rendererUrl);
  return {
    /** May a window navigate to this URL? */
    canNavigate(url: string): boolean {
      const origin = originOf(url);
      return origin !== null && (origin === server || origin === renderer);
    },
    /** May window.open / target=_blank open this URL? Only pages of the server (e.g. a published site). */
    canOpenWindow(url: string): boolean {
      return server !== null && originOf(url) === server;
    },
  };
}

export type NavigationPolicy = ReturnType<typeof createNavigationPolicy>;
