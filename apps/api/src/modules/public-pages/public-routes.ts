import { isReservedPath, STOREFRONT_PATH } from '@cod/contracts';

/** The public pages the server renders (spec 000 §2 route table, 001 §2). */
export type PublicRoute =
  | { type: 'product'; slug: string }
  | { type: 'thank-you'; websiteId: number | null; orderId: string | null }
  | { type: 'upsell-accepted'; orderId: string | null }
  | { type: 'thank-you-simple'; orderId: string | null }
  | { type: 'thank-you-generic' }
  | { type: 'storefront' };

const SLUG = /^\/([a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?)$/i;
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 64) : null);
const int = (v: unknown) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : null);

/** Which public page a path names, or null when the path belongs to the dashboard, the API or a file. */
export function resolvePublicRoute(pathname: string, query: Record<string, unknown>): PublicRoute | null {
  const hvala = /^\/hvala\/(\d{1,9})\/([\w-]{1,64})\/?$/.exec(pathname);
  if (hvala) return { type: 'thank-you', websiteId: Number(hvala[1]), orderId: hvala[2] };
  switch (pathname) {
    case '/hvala':
      return { type: 'thank-you', websiteId: int(query.website), orderId: str(query.order) };
    case '/hvala-upsell':
      return { type: 'upsell-accepted', orderId: str(query.order) };
    case '/hvala-simple':
      return { type: 'thank-you-simple', orderId: str(query.order) };
    case '/hvala-success':
    case '/thank-you-success':
      return { type: 'thank-you-generic' };
    case `/${STOREFRONT_PATH}`:
      return { type: 'storefront' };
  }
  const slug = SLUG.exec(pathname)?.[1];
  if (slug && !isReservedPath(slug)) return { type: 'product', slug: slug.toLowerCase() };
  return null;
}

/**
 * `/{page}/` of a public page → the page's own address without the slash, for a 301 (one address per
 * page: links pasted with a slash into ads still land on the cached page). Null for anything else.
 */
export function slashlessPublicPath(pathname: string, query: Record<string, unknown>): string | null {
  if (!/^\/[^/]+\/$/.test(pathname)) return null;
  const bare = pathname.slice(0, -1);
  return resolvePublicRoute(bare, query) ? bare : null;
}

/** The cheap test of the hot path: could this be a product page address? */
export function productSlugOf(url: string): string | null {
  const q = url.indexOf('?');
  const pathname = q < 0 ? url : url.slice(0, q);
  const slug = SLUG.exec(pathname)?.[1];
  return slug && !isReservedPath(slug) ? slug.toLowerCase() : null;
}

/** The dashboard's screens (spec 000 §2 route table): on a seller's domain they send the browser to the platform. */
const DASHBOARD = /^\/(admin|create|builder|edit|orders|domain|domains|settings|sync|sync-setup|login|logout|register|dashboard|create-website)(\/|$)/;

export function isDashboardPath(pathname: string): boolean {
  return DASHBOARD.test(pathname);
}
