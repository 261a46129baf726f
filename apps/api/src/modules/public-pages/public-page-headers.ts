/** Public pages load only our script and, when the seller set one, the social-ads pixel. */
export const PUBLIC_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self' https://connect.facebook.net",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "connect-src 'self' https://www.facebook.com https://connect.facebook.net",
  "font-src 'self' data:",
  "frame-src https://www.facebook.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join(';');

/**
 * How long a shared cache (a CDN, deploy/nginx) may serve a page without asking, and then serve it stale
 * while it asks once: a seller's save reaches visitors through it within SHARED_CACHE_SECONDS of the
 * first request after it. Browsers revalidate every time (ETag → 304).
 */
export const SHARED_CACHE_SECONDS = 10;
export const STALE_WHILE_REVALIDATE_SECONDS = 30;

/**
 * `abTest`: a page of a site in an A/B test, one per arm, chosen by the visitor's cookie: kept by our own
 * cache per arm and by the browser (revalidated), never by a shared cache, which would show one arm to all.
 */
export function pageHeaders(cacheable: boolean, abTest = false): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': PUBLIC_PAGE_CSP,
    // Order pages hold a customer's data: never stored.
    'cache-control': abTest ? 'private, no-cache' : cacheable ? `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}` : 'private, no-store',
    vary: abTest ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
    // The order form's request names this page (the Conversions API's event_source_url, on the seller's
    // domain); other sites get the origin only, so an order number in a thank-you address never leaves.
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}

/** The editor's preview of an unsaved page: the page's own policy, never stored anywhere, never indexed. */
export const PREVIEW_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': PUBLIC_PAGE_CSP,
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
};
