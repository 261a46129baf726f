/**
 * The post-check of a model's website copy: the same rules the offline copywriter
 * writes by. A text with a claim that does not fit the product (claims.ts) is replaced by the offline
 * copy's text in the same place, or loses the sentence that makes the claim; bullets that leave out
 * the product's facts make room for the offline copy's fact bullets. Prices and limits are the
 * caller's (enforceContentLimits) and are not touched here.
 */
import { GENERATED_LIMITS, type WebsiteContent } from '@cod/contracts';
import { offClaim, unfitRules, type ClaimRule } from './claims.js';
import type { ProductFacts } from './copywriter.js';

/** Keys whose values are not read by buyers (prices, colours, enums): left as they are. */
const UNTOUCHED = new Set(['priceAnchoring', 'quantityOffers', 'palette', 'sections', 'designRecommendations', 'keywords']);

/** What the product is, as the claims check sees it. */
export function productTextOf(product: ProductFacts | undefined, extra: readonly (string | undefined)[] = []): string {
  return [product?.name, product?.brand, product?.description, ...(product?.features ?? []), ...extra]
    .filter((s): s is string => typeof s === 'string')
    .join(' ')
    .slice(0, 6000);
}

/** The text without the sentences that make a forbidden claim ('' when none is left). */
export function dropOffSentences(text: string, rules: readonly ClaimRule[]): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .split(/(?<=[.!?])\s+/u)
        .filter((s) => offClaim(s, rules) === undefined)
        .join(' '),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function mend(value: unknown, fallback: unknown, rules: readonly ClaimRule[]): unknown {
  if (typeof value === 'string') {
    if (offClaim(value, rules) === undefined) return value;
    if (typeof fallback === 'string' && offClaim(fallback, rules) === undefined) return fallback;
    return dropOffSentences(value, rules) || (typeof fallback === 'string' ? dropOffSentences(fallback, rules) : '');
  }
  if (Array.isArray(value)) return value.map((v, i) => mend(v, Array.isArray(fallback) ? fallback[i] : undefined, rules));
  if (value && typeof value === 'object') {
    const fb = (fallback && typeof fallback === 'object' ? fallback : {}) as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = UNTOUCHED.has(k) ? v : mend(v, fb[k], rules);
    return out;
  }
  return value;
}

const numbersOf = (s: string) => s.match(/\d+(?:[.,]\d+)?/g) ?? [];
const stemsOf = (s: string) => (s.toLowerCase().match(/\p{L}{5,}/gu) ?? []).map((w) => w.slice(0, 5));

/** True when a bullet carries one of the facts: one of its figures, or the stem of one of its words. */
export function carriesFact(bullet: string, facts: readonly string[]): boolean {
  const nums = new Set(numbersOf(bullet));
  const stems = new Set(stemsOf(bullet));
  return facts.some((f) => numbersOf(f).some((n) => nums.has(n)) || stemsOf(f).some((s) => stems.has(s)));
}

/**
 * Holds a model's (already limit-checked) content to the product: no claim that does not fit it,
 * and at least min(3, facts) bullets built on the product's facts (taken from the offline copy,
 * whose first bullets are the facts).
 */
export function holdToProduct(content: WebsiteContent, fallback: WebsiteContent, productText: string, facts: readonly string[]): WebsiteContent {
  const rules = unfitRules(productText);
  const mended = mend(content, fallback, rules) as WebsiteContent;

  // Bullets: unique, fitting, and carrying the facts.
  const bullets: string[] = [];
  const push = (b: string) => {
    if (b && offClaim(b, rules) === undefined && !bullets.some((x) => x.toLowerCase() === b.toLowerCase())) bullets.push(b);
  };
  content.bullets.forEach(push);
  const need = Math.min(3, facts.length);
  const factBullets = fallback.bullets.filter((b) => carriesFact(b, facts));
  let carrying = bullets.filter((b) => carriesFact(b, facts)).length;
  for (const fb of factBullets) {
    if (carrying >= need) break;
    if (bullets.some((x) => x.toLowerCase() === fb.toLowerCase())) continue;
    // Replace the last bullet that carries no fact (or add one when there is room).
    const plain = bullets.map((b, i) => ({ b, i })).filter(({ b }) => !carriesFact(b, facts));
    if (bullets.length < GENERATED_LIMITS.bullets) bullets.push(fb);
    else if (plain.length) bullets.splice(plain[plain.length - 1].i, 1, fb);
    else break;
    carrying++;
  }
  for (const b of fallback.bullets) if (bullets.length < GENERATED_LIMITS.bullets) push(b);
  mended.bullets = bullets.slice(0, GENERATED_LIMITS.bullets);
  return mended;
}
