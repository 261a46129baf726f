import {
  BORDER_RADII,
  GENERATED_LIMITS,
  SHADOWS,
  SPACINGS,
  TYPOGRAPHY_WEIGHTS,
  type AdvertorialStory,
  type AiTestimonial,
  type DesignRecommendations,
  type FaqItem,
  type WebsiteContent,
} from '@cod/contracts';
import type { FieldVariant } from './copywriter.js';

/**
 * Lengths of the generated texts (the counts are GENERATED_LIMITS in contracts): what generation keeps
 * of a model's answer and what a rewrite of one field may be. Each fits the PUT rules of the editor.
 */
export const FIELD_LIMITS = {
  title: 300,
  shortName: 60,
  hook: 600,
  bullet: 300,
  faqQuestion: 300,
  faqAnswer: 2000,
} as const;

/** The comments of GET /api/testimonials (spec 001 §3 "AI testimonial response"). */
export const TESTIMONIAL_LIMITS = {
  defaultCount: 6,
  maxCount: 12,
  name: 60,
  comment: 500,
  timeAgo: 30,
  maxLikes: 999,
  maxReactions: 3,
} as const;

/** The reactions a comment may carry (a social network's set). */
export const TESTIMONIAL_REACTIONS = ['👍', '❤️', '😍', '🥰', '😮', '👏'] as const;

/** Control characters (tab and line breaks aside) and lone surrogates: no column stores them, PUT refuses them. */
const UNSTORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const clean = (v: unknown, max = 4000): string | undefined => {
  if (typeof v !== 'string') return undefined;
  const t = v.replace(UNSTORABLE, '').replace(/\s+/g, ' ').trim();
  return t && t.length <= max ? t : undefined;
};
/** Long texts keep their paragraph breaks. */
const cleanLong = (v: unknown, max = 20_000): string | undefined => {
  if (typeof v !== 'string') return undefined;
  const t = v.replace(UNSTORABLE, '').replace(/\r\n?/g, '\n').replace(/[ \t]+/g, ' ').replace(/\n{3,}/g, '\n\n').trim();
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
    ? c.faq.filter(isObj).map((f) => ({ q: clean(f.q ?? f.question, FIELD_LIMITS.faqQuestion), a: clean(f.a ?? f.answer, FIELD_LIMITS.faqAnswer) })).filter((f): f is FaqItem => !!f.q && !!f.a)
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
    title: clean(c.title, FIELD_LIMITS.title) ?? fallback.title,
    shortName: clean(c.shortName, FIELD_LIMITS.shortName) ?? fallback.shortName,
    hook: clean(c.hook, FIELD_LIMITS.hook) ?? fallback.hook,
    bullets: exactly(strings(c.bullets, FIELD_LIMITS.bullet), GENERATED_LIMITS.bullets, fallback.bullets, (s) => s),
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

const faqList = (v: unknown): FaqItem[] =>
  Array.isArray(v)
    ? v.filter(isObj).map((f) => ({ q: clean(f.q ?? f.question, FIELD_LIMITS.faqQuestion), a: clean(f.a ?? f.answer, FIELD_LIMITS.faqAnswer) })).filter((f): f is FaqItem => !!f.q && !!f.a)
    : [];

/**
 * A candidate value of one field (a model's answer) within the generation limits: a title or hook of
 * at most FIELD_LIMITS characters on one line, exactly 5 bullets, exactly 3 FAQ items. What is missing
 * or malformed comes from `fallback` (the offline variant of the same field).
 */
export function enforceFieldLimits(field: FieldVariant['field'], candidate: unknown, fallback: FieldVariant): FieldVariant {
  switch (field) {
    case 'title':
    case 'hook': {
      const value = clean(candidate, FIELD_LIMITS[field]);
      return { field, value: value ?? (fallback.value as string) };
    }
    case 'bullets':
      return { field, value: exactly(strings(candidate, FIELD_LIMITS.bullet), GENERATED_LIMITS.bullets, fallback.value as string[], (s) => s) };
    case 'faq':
      return { field, value: exactly(faqList(candidate), GENERATED_LIMITS.faq, fallback.value as FaqItem[], (f) => f.q) };
  }
}

const fold = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** Whether two values of a field say the same (case and spacing aside): a rewrite must not hand back the current text. */
export function sameFieldValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' || typeof b === 'string') return typeof a === 'string' && typeof b === 'string' && fold(a) === fold(b);
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameFieldValue(item, b[i]));
  if (isObj(a) && isObj(b)) return sameFieldValue(a.q, b.q) && sameFieldValue(a.a, b.a);
  return false;
}

/** 'pre 2 dana', 'pre 5 sati', 'juče', 'danas': how long ago a comment was written. */
const TIME_AGO = /^(pre \S+( \S+){0,2}|juče|danas|upravo sada)$/;
const REACTIONS = new Set<string>(TESTIMONIAL_REACTIONS);

/**
 * Comments from a model within the limits: `count` of them, each with a name and a comment on one line,
 * reactions from TESTIMONIAL_REACTIONS, whole likes 0–999, a Serbian 'pre …' time; no picture (the model
 * never chooses a URL). Missing or malformed ones come from `fallback` (the offline comments).
 */
export function enforceTestimonialLimits(candidate: unknown, fallback: AiTestimonial[], count: number): AiTestimonial[] {
  const list = Array.isArray(candidate) ? candidate : [];
  const out = list
    .filter(isObj)
    .map((t, i): AiTestimonial | null => {
      const name = clean(t.name, TESTIMONIAL_LIMITS.name);
      const comment = clean(t.comment ?? t.text, 2000);
      if (!name || !comment || !/\p{L}/u.test(name)) return null;
      const fb = fallback[i % Math.max(1, fallback.length)];
      const reactions = Array.isArray(t.reactions)
        ? [...new Set(t.reactions.map((r) => (r === '❤' ? '❤️' : r)).filter((r): r is string => typeof r === 'string' && REACTIONS.has(r)))]
        : [];
      const likes = Number(t.likes);
      const timeAgo = clean(t.timeAgo, TESTIMONIAL_LIMITS.timeAgo)?.toLowerCase();
      return {
        name,
        comment: clampAtWord(comment, TESTIMONIAL_LIMITS.comment),
        imageUrl: '',
        reactions: reactions.length ? reactions.slice(0, TESTIMONIAL_LIMITS.maxReactions) : (fb?.reactions ?? ['👍']),
        likes: Number.isFinite(likes) ? Math.min(TESTIMONIAL_LIMITS.maxLikes, Math.max(0, Math.round(likes))) : (fb?.likes ?? 0),
        timeAgo: timeAgo && TIME_AGO.test(timeAgo) ? timeAgo : (fb?.timeAgo ?? 'pre 2 dana'),
      };
    })
    .filter((t): t is AiTestimonial => t !== null);
  return exactly(out, count, fallback, (t) => t.comment).slice(0, count);
}
