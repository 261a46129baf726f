import { API, type PublicProofResponse } from '@cod/contracts';
import { plural } from '../../format.js';
import { registerIsland } from '../registry.js';
import { getJson } from './http.js';

export interface ProofProps {
  /** The website's id. */
  w: number;
  /** The seller's threshold: a lower figure is not shown. */
  min: number;
  kind: 'orders' | 'visitors';
  /** The words after the number in their three forms (one, few, many). */
  words: [string, string, string];
}

const REFRESH_MS = 60_000;
const ASK_AFTER_LOAD_MS = 1500;
const answers = new Map<number, Promise<PublicProofResponse | null>>();

/** One request per page (and per minute) for every counter of a site. */
function proofOf(websiteId: number, fresh = false): Promise<PublicProofResponse | null> {
  let answer = answers.get(websiteId);
  if (!answer || fresh) {
    answer = getJson<PublicProofResponse>(API.public.proof(websiteId)).then((r) => r.data);
    answers.set(websiteId, answer);
  }
  return answer;
}

/** The figure of a counter, or null when it must stay hidden (unknown, or under the seller's minimum). */
export function shownFigure(proof: PublicProofResponse | null, p: Pick<ProofProps, 'kind' | 'min'>): number | null {
  const n = proof ? (p.kind === 'orders' ? proof.ordersLast24h : proof.visitorsNow) : null;
  return typeof n === 'number' && Number.isInteger(n) && n >= Math.max(1, p.min) ? n : null;
}

/**
 * `data-island="proof"`: a real counter (orders of the last 24 hours, visitors now) from the site's proof
 * call, shown only from the seller's minimum up, refreshed every minute while the page is open.
 */
registerIsland<ProofProps>('proof', (el, p) => {
  if (!Number.isInteger(p.w) || !Array.isArray(p.words) || p.words.length !== 3) return;
  // The editor's live preview is a sandboxed frame (origin 'null'): it may not call the API, and shows no figure.
  if (window.origin === 'null') return;
  const number = el.querySelector<HTMLElement>('[data-count]');
  const words = el.querySelector<HTMLElement>('[data-count-words]');
  const show = (proof: PublicProofResponse | null) => {
    const n = shownFigure(proof, p);
    if (n === null || !number) return void (el.hidden = true);
    number.textContent = String(n);
    if (words) words.textContent = plural(n, p.words[0], p.words[1], p.words[2]);
    el.hidden = false;
  };
  // Asked a moment after the page has loaded: the counters never compete with the hero picture (nor count in
  // its paint: Lighthouse's simulation held an earlier call against the LCP, 1.8 s instead of 1.4 s).
  const ask = () => window.setTimeout(() => void proofOf(p.w).then(show), ASK_AFTER_LOAD_MS);
  if (document.readyState === 'complete') ask();
  else window.addEventListener('load', ask, { once: true });
  const refresh = setInterval(() => {
    if (!el.isConnected) clearInterval(refresh);
    else if (document.visibilityState === 'visible') void proofOf(p.w, true).then(show);
  }, REFRESH_MS);
});
