import { landingTags, PUBLIC_PATHS, type AnalyticsEvent, type ExperimentArm, type OrderSource, type TrackBeacon } from '@cod/contracts';
import { getPageData } from '../registry.js';

/** The tab's landing tags (utm_*, fbclid, or the referring site), kept for the tab's later pages. */
const KEY = 'cod_src';
let kept: OrderSource | undefined | null = null;

/** Where this tab's visitor came from: the tags of the landing address, kept in sessionStorage. */
export function orderSource(): OrderSource | undefined {
  if (kept !== null) return kept;
  let saved: OrderSource | undefined;
  try {
    saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') ?? undefined;
  } catch {
    /* storage off: this page's tags only */
  }
  const fresh = landingTags(location.search, document.referrer, location.hostname);
  // A new ad click (tags in the address) replaces the old ones; a page without tags keeps the first landing's.
  if (fresh && (!saved || location.search)) {
    saved = fresh;
    try {
      sessionStorage.setItem(KEY, JSON.stringify(fresh));
    } catch {
      /* not kept */
    }
  }
  return (kept = saved);
}

const sent = new Set<string>();

/**
 * One funnel event of this page (POST /api/t with sendBeacon: no cookie, nothing personal; the server
 * counts the visitor by a daily hash). `once`: at most once per page view; `websiteId`: the island's own site.
 */
export function funnel(e: AnalyticsEvent, once = true, websiteId?: number) {
  const page = getPageData();
  const w = websiteId ?? page.websiteId;
  if (!w || (once && sent.has(e))) return;
  sent.add(e);
  const { fbclid: _f, ...u } = orderSource() ?? {};
  const body: TrackBeacon = { w, e, p: location.pathname, u, ...(page.experimentArm ? { x: page.experimentArm as ExperimentArm } : {}) };
  try {
    if (!navigator.sendBeacon?.(PUBLIC_PATHS.track, JSON.stringify(body))) void fetch(PUBLIC_PATHS.track, { method: 'POST', body: JSON.stringify(body), keepalive: true }).catch(() => 0);
  } catch {
    /* counting never breaks the page */
  }
}
