import { useApi } from '../../api/api-context.js';

/** Where published sites live: the API server (desktop) or this page's origin (web). */
export function siteOrigin(apiBaseUrl: string): string {
  if (apiBaseUrl) return apiBaseUrl.replace(/\/+$/, '');
  return typeof window !== 'undefined' ? window.location.origin : '';
}

/** The host shown as a site's domain when the user has no domain of their own. */
export function originHost(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return origin;
  }
}

export interface SiteUrls {
  /** Full origin, e.g. https://app.example.com */
  origin: string;
  /** Link target of /{customUrl}: relative on the web (same origin), absolute on the desktop. */
  href: (customUrl: string) => string;
  /** The full address shown to the user: {origin}/{customUrl}. */
  address: (customUrl: string) => string;
}

export function useSiteUrls(): SiteUrls {
  const { baseUrl } = useApi();
  const origin = siteOrigin(baseUrl);
  return {
    origin,
    href: (customUrl) => `${baseUrl}/${customUrl}`,
    address: (customUrl) => `${origin}/${customUrl}`,
  };
}
