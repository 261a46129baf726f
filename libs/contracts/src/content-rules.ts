import { BORDER_RADII, GENERATED_LIMITS, SHADOWS, SPACINGS, TYPOGRAPHY_WEIGHTS, type WebsiteContent } from './website.js';

const isText = (v: unknown, max = 5000) => typeof v === 'string' && v.trim().length > 0 && v.length <= max;

/**
 * What is wrong with generated content against spec 001 §5 (exactly 5 bullets, 3 FAQ, 8 keywords,
 * SEO title ≤ 60, description ≤ 155, the design enums). Empty list = valid.
 */
export function contentProblems(c: Partial<WebsiteContent> | null | undefined): string[] {
  const p: string[] = [];
  if (!c || typeof c !== 'object') return ['content is not an object'];
  for (const k of ['title', 'shortName', 'hook', 'longDescription'] as const) if (!isText(c[k], 10_000)) p.push(`${k} missing`);
  if (!Array.isArray(c.bullets) || c.bullets.length !== GENERATED_LIMITS.bullets || !c.bullets.every((b) => isText(b, 300)))
    p.push(`bullets must be exactly ${GENERATED_LIMITS.bullets} non-empty texts`);
  if (!Array.isArray(c.faq) || c.faq.length !== GENERATED_LIMITS.faq || !c.faq.every((f) => f && isText(f.q, 300) && isText(f.a, 2000)))
    p.push(`faq must be exactly ${GENERATED_LIMITS.faq} {q,a}`);
  if (!Array.isArray(c.keywords) || c.keywords.length !== GENERATED_LIMITS.keywords || !c.keywords.every((k) => isText(k, 80)))
    p.push(`keywords must be exactly ${GENERATED_LIMITS.keywords} texts`);
  if (!isText(c.seoTitle, GENERATED_LIMITS.seoTitle)) p.push(`seoTitle must be 1–${GENERATED_LIMITS.seoTitle} characters`);
  if (!isText(c.seoDescription, GENERATED_LIMITS.seoDescription)) p.push(`seoDescription must be 1–${GENERATED_LIMITS.seoDescription} characters`);
  const d = c.designRecommendations;
  if (!d || typeof d !== 'object') p.push('designRecommendations missing');
  else {
    if (!TYPOGRAPHY_WEIGHTS.includes(d.typography?.weight)) p.push('typography.weight must be light|normal|bold');
    if (!BORDER_RADII.includes(d.visualElements?.borderRadius)) p.push('visualElements.borderRadius must be sharp|rounded|very-rounded');
    if (!SHADOWS.includes(d.visualElements?.shadows)) p.push('visualElements.shadows must be none|subtle|dramatic');
    if (!SPACINGS.includes(d.visualElements?.spacing)) p.push('visualElements.spacing must be tight|normal|loose');
  }
  return p;
}
