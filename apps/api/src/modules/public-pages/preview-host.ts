/** Hosts that are obviously not the production domain: local machines and preview/dev/staging deployments. */
const PREVIEW_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)(:\d+)?$|\.local(:\d+)?$|(^|[.-])(dev|preview|staging|test)([.-]|:|$)/i;

/**
 * The production URL of `path` when the page is served from a preview or dev host and a production
 * base URL is configured (spec 001 §2.2: pixel events from such hosts do not show in the events manager).
 */
export function previewProductionUrl(host: string | undefined, path: string, productionBase: string | undefined): string | null {
  if (!productionBase || !host) return null;
  let productionHost: string;
  try {
    productionHost = new URL(productionBase).host;
  } catch {
    return null;
  }
  if (host.toLowerCase() === productionHost.toLowerCase() || !PREVIEW_HOST.test(host)) return null;
  return `${productionBase}${path}`;
}
