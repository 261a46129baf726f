import {
  BORDER_RADII,
  GENERATED_LIMITS,
  SHADOWS,
  SPACINGS,
  TYPOGRAPHY_WEIGHTS,
  type AdvertorialStory,
  type DesignRecommendations,
  type WebsiteContent,
} from '@cod/contracts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const clean = (v: unknown, max = 4000): string | undefined => {
  if (typeof v !== 'string') return undefined;
  const t = v.replace(/\s+/g, ' ').trim();
  return t && t.length <= max ? t : undefined;
};
/** Long texts keep their paragraph breaks. */
const cleanLong = (v: unknown, max = 20_000): string | undefined => {
  if (typeof v !== 'string') return undefined;
  const t = v.replace(/[ \t]+/g, ' ').replace(/\n{3,}/g, '\n\n').trim();
  return t && t.length <= max ? t : undefined;
};
const HEX = /^#[0-9a-f]{6}$/i;

/** Cuts a text to at most `max` characters at a word boundary, without trailing punctuation. */
export function clampAtWord(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  const head = (space > max * 0.5 ? cut.slice(0, space) : t.slice(0, max)).replace(/[\s,;:–—-]+$/u, '');
  return head.slice(0, max);
}

/** The first `n` valid items, then fallback items not already present, so the count is exact. */
function exactly<T>(items: T[], n: number, fallback: T[], key: (t: T) => string): T[] {
  const out: T[] = [];
  const seen = new Set<string>();
  for (const item of [...items, ...fallback]) {
    const k = key(item).toLowerCase();
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(item);
    if (out.length === n) break;
  }
  return out;
}

const strings = (v: unknown, max: number) => (Array.isArray(v) ? v.map((s) => clean(s, max)).filter((s): s is string => !!s) : []);

function design(v: unknown, fb: DesignRecommendations): DesignRecommendations {
  if (!isObj(v)) return fb;
  const pick = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
    typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
  const cs = isObj(v.colorScheme) ? v.colorScheme : {};
  const ty = isObj(v.typography) ? v.typography : {};
  const ve = isObj(v.visualElements) ? v.visualElements : {};
  const color = (k: keyof DesignRecommendations['colorScheme']) => (typeof cs[k] === 'string' && HEX.test(cs[k] as string) ? (cs[k] as string) : fb.colorScheme[k]);
  return {
    category: fb.category,
    targetAudience: clean(v.targetAudience, 300) ?? fb.targetAudience,
    emotionalTone: clean(v.emotionalTone, 200) ?? fb.emotionalTone,
    colorScheme: { primary: color('primary'), secondary: color('secondary'), accent: color('accent'), background: color('background'), text: color('text') },
    typography: {
      headingFont: clean(ty.headingFont, 60) ?? fb.typography.headingFont,
      bodyFont: clean(ty.bodyFont, 60) ?? fb.typography.bodyFont,
      weight: pick(ty.weight, TYPOGRAPHY_WEIGHTS, fb.typography.weight),
    },
    layoutStyle: clean(v.layoutStyle, 100) ?? fb.layoutStyle,
    visualElements: {
      borderRadius: pick(ve.borderRadius, BORDER_RADII, fb.visualElements.borderRadius),
      shadows: pick(ve.shadows, SHADOWS, fb.visualElements.shadows),
      spacing: pick(ve.spacing, SPACINGS, fb.visualElements.spacing),
    },
    sectionStructure: fb.sectionStructure,
  };
}

/** The story keeps each field the model wrote well and takes the rest from the fallback. */
function story(v: unknown, fb: AdvertorialStory): AdvertorialStory {
  if (!isObj(v)) return fb;
  const out: Obj = { ...fb };
  for (const [k, fbValue] of Object.entries(fb)) {
    const value = v[k];
    if (typeof fbValue === 'string') out[k] = cleanLong(value, 5000) ?? fbValue;
    else if (Array.isArray(fbValue) && typeof fbValue[0] === 'string') {
      const list = strings(value, 400);
      out[k] = list.length >= 3 ? list.slice(0, 8) : fbValue;
    }
  }
  return out as unknown as AdvertorialStory;
}

/**
 * Makes any candidate (a model's answer) obey spec 001 §5: exactly 5 bullets, 3 FAQ, 8 keywords,
 * SEO title ≤ 60 and description ≤ 155 at word boundaries, valid design enums. Whatever is missing
 * or malformed comes from `fallback` (the offline copywriter's content for the same product), and
 * prices always come from the fallback: a model never sets a price.
 */
export function enforceContentLimits(candidate: unknown, fallback: WebsiteContent): WebsiteContent {
  const c: Obj = isObj(candidate) ? candidate : {};
  const faqIn = Array.isArray(c.faq)
    ? c.faq.filter(isObj).map((f) => ({ q: clean(f.q ?? f.question, 300), a: clean(f.a ?? f.answer, 2000) })).filter((f): f is { q: string; a: string } => !!f.q && !!f.a)
    : [];
  const testimonials = Array.isArray(c.testimonials)
    ? c.testimonials
        .filter(isObj)
        .map((t) => ({
          name: clean(t.name, 80) ?? '',
          location: clean(t.location, 80) ?? '',
          text: clean(t.text, 1000) ?? '',
          rating: Math.min(5, Math.max(1, Math.round(Number(t.rating) || 5))),
          purchase_date: clean(t.purchase_date, 60) ?? '',
          verified: t.verified !== false,
        }))
        .filter((t) => t.name && t.text)
    : [];
  const benefits = isObj(c.benefitsSection) && Array.isArray(c.benefitsSection.benefits)
    ? c.benefitsSection.benefits.filter(isObj).map((b) => ({ icon: clean(b.icon, 40) ?? 'check', text: clean(b.text, 300) ?? '' })).filter((b) => b.text)
    : [];
  const psIn = Array.isArray(c.problemSolutionSections)
    ? c.problemSolutionSections
        .filter(isObj)
        .map((s) => ({ title: clean(s.title, 200), description1: clean(s.description1, 2000), description2: clean(s.description2, 2000), ctaText: clean(s.ctaText, 80) }))
        .filter((s): s is { title: string; description1: string; description2: string; ctaText: string } => !!(s.title && s.description1 && s.description2 && s.ctaText))
    : [];
  const urgency = { ...fallback.urgencyElements };
  if (isObj(c.urgencyElements)) {
    for (const k of Object.keys(urgency) as (keyof typeof urgency)[]) {
      const u = c.urgencyElements[k];
      const text = isObj(u) ? clean(u.text, 300) : clean(u, 300);
      if (text) urgency[k] = { enabled: isObj(u) && typeof u.enabled === 'boolean' ? u.enabled : true, text };
    }
  }
  const bs = isObj(c.benefitsSection) ? c.benefitsSection : {};

  return {
    title: clean(c.title, 300) ?? fallback.title,
    shortName: clean(c.shortName, 60) ?? fallback.shortName,
    hook: clean(c.hook, 600) ?? fallback.hook,
    bullets: exactly(strings(c.bullets, 300), GENERATED_LIMITS.bullets, fallback.bullets, (s) => s),
    longDescription: cleanLong(c.longDescription) ?? fallback.longDescription,
    faq: exactly(faqIn, GENERATED_LIMITS.faq, fallback.faq, (f) => f.q),
    keywords: exactly(strings(c.keywords, 80).map((k) => k.toLowerCase()), GENERATED_LIMITS.keywords, fallback.keywords, (s) => s),
    seoTitle: clampAtWord(clean(c.seoTitle, 500) ?? fallback.seoTitle, GENERATED_LIMITS.seoTitle),
    seoDescription: clampAtWord(clean(c.seoDescription, 1000) ?? fallback.seoDescription, GENERATED_LIMITS.seoDescription),
    palette: fallback.palette,
    priceAnchoring: fallback.priceAnchoring,
    quantityOffers: fallback.quantityOffers,
    urgencyElements: urgency,
    benefitsSection:
      benefits.length >= 3
        ? {
            title: clean(bs.title, 200) ?? fallback.benefitsSection.title,
            subtitle: clean(bs.subtitle, 300) ?? fallback.benefitsSection.subtitle,
            benefits: benefits.slice(0, 6),
            ctaText: clean(bs.ctaText, 80) ?? fallback.benefitsSection.ctaText,
          }
        : fallback.benefitsSection,
    problemSolutionSections: psIn.length >= 2 ? psIn.slice(0, 5) : fallback.problemSolutionSections,
    designRecommendations: design(c.designRecommendations, fallback.designRecommendations),
    advertorialStory: story(c.advertorialStory, fallback.advertorialStory),
    testimonials: testimonials.length >= 3 ? testimonials.slice(0, 12) : fallback.testimonials,
    sections: fallback.sections,
  };
}
