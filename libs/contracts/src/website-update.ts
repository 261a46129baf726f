import { EDITOR_MESSAGES, MAX_TESTIMONIALS, parseQuantityData, quantityOptionsProblem } from './editor.js';
import { parseImageList } from './images.js';
import { MAX_PRICE, MAX_SKU_LENGTH, MAX_WEBSITE_IMAGES } from './limits.js';
import { TEMPLATES } from './template-traits.js';
import { VALIDATION } from './messages.js';
import { isIsoDateTime, schema, type Check as Rule, type Schema } from './validation.js';
import { isImageRef } from './website-create.js';
import { GENERATED_LIMITS, PREVIEW_MODES, type WebsiteResponse } from './website.js';

/** The fields an owner may change with PUT /api/websites/id/{id} (spec 001 §7 editor bodies); others are ignored. */
export const EDITABLE_WEBSITE_FIELDS = [
  'title', 'shortName', 'hook', 'bullets', 'longDescription', 'faq', 'images', 'palette', 'priceAnchoring',
  'previewMode', 'sku', 'quantityOffers', 'editableContent', 'advertorialStory', 'seoTitle', 'seoDescription',
  'keywords', 'testimonials', 'urgencyElements', 'benefitsSection', 'problemSolutionSections', 'templateName',
  'currentPrice', 'originalPrice', 'isActive', 'editableByClient',
] as const;
export type EditableWebsiteField = (typeof EDITABLE_WEBSITE_FIELDS)[number];
export type UpdateWebsiteRequest = Partial<Pick<WebsiteResponse, EditableWebsiteField>>;

/** Bounds of the editor's texts (at least what the copywriters write, see generation/content-limits). */
export const EDIT_LIMITS = {
  title: 300,
  shortName: 120,
  hook: 1000,
  bullets: 12,
  bullet: 400,
  longDescription: 20_000,
  faq: 20,
  faqQuestion: 500,
  faqAnswer: 5000,
  keywords: 20,
  keyword: 80,
  comparisonText: 500,
  testimonialName: 80,
  testimonialLocation: 80,
  testimonialText: 2000,
  testimonialDate: 60,
  enabledTestimonials: 3,
  quantityData: 20_000,
  /** editableContent's short texts (titles, badges, buttons) and long ones (advice, descriptions). */
  shortText: 300,
  longText: 5000,
  storyText: 5000,
  storyListItems: 20,
  storyListItem: 1000,
  storyItems: 20,
  sections: 10,
  sectionText: 5000,
  benefits: 12,
} as const;

/** Server-only texts: the spec shows no editor validation. */
export const UPDATE_MESSAGES = {
  invalid: (field: string) => `Neispravna vrednost polja ${field}`,
  seoTitle: `SEO naslov može imati najviše ${GENERATED_LIMITS.seoTitle} znakova`,
  seoDescription: `SEO opis može imati najviše ${GENERATED_LIMITS.seoDescription} znakova`,
  tooLarge: (field: string) => `Polje ${field} je preveliko`,
  tooLong: (field: string, max: number) => `Polje ${field} može imati najviše ${max} znakova`,
  empty: (field: string) => `Polje ${field} ne sme biti prazno`,
  tooMany: (field: string, max: number) => `Polje ${field} može imati najviše ${max} stavki`,
  unknownField: (field: string) => `Nepoznato polje ${field}`,
  color: (field: string) => `Polje ${field} mora biti boja u heksadecimalnom zapisu (npr. #0D9488)`,
  price: (field: string) => `Polje ${field} mora biti pozitivan broj (najmanje 1)`,
  boolean: (field: string) => `Polje ${field} mora biti true ili false`,
  quantityData: 'Ponude količine (quantityData) moraju biti JSON spisak ponuda',
  tooManyTestimonials: `Najviše ${MAX_TESTIMONIALS} komentara`,
  enabledTestimonials: `Vidljivost komentara mora biti spisak od najviše ${EDIT_LIMITS.enabledTestimonials} vrednosti true/false`,
  tooManyImages: `Najviše ${MAX_WEBSITE_IMAGES} slika`,
  imageUrl: 'Svaka slika mora biti validan link',
  endsAt: 'Kraj ponude mora biti datum i vreme (npr. 2026-12-31T23:59:00Z) ili prazno',
  proofMinimum: 'Najmanji broj za prikaz mora biti ceo broj od 1 do 10000',
  /** A picture could not be fetched and stored: the editor's save is refused, the builder leaves it out and warns with this. */
  imageImport: (url: string) => `Slika ${url} ne može da se preuzme. Proverite link ili otpremite sliku sa računara.`,
} as const;

// ------------------------------------------------------------------ checks of nested values

/** A check of one value at a path ('editableContent.adviceTitle'): its message, or undefined. */
type Check = (v: unknown, path: string) => string | undefined;

const absent = (v: unknown) => v === undefined;
const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const LINE_BREAK = /[\t\n\r]/;
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A string of at most `max` characters; `multiline` may hold line breaks; `required` must not be blank. */
const str = (max: number, { required = false, multiline = false } = {}): Check => (v, path) => {
  if (typeof v !== 'string') return UPDATE_MESSAGES.invalid(path);
  if (v.length > max) return UPDATE_MESSAGES.tooLong(path, max);
  if (required && !v.trim()) return UPDATE_MESSAGES.empty(path);
  if (!multiline && LINE_BREAK.test(v)) return VALIDATION.controlChars;
  return undefined;
};

const bool: Check = (v, path) => (typeof v === 'boolean' ? undefined : UPDATE_MESSAGES.boolean(path));

/** A list of at most `max` items, each checked at `path[i]`. */
const list = (item: Check, max: number, tooMany: (path: string) => string = (p) => UPDATE_MESSAGES.tooMany(p, max)): Check => (v, path) => {
  if (!Array.isArray(v)) return UPDATE_MESSAGES.invalid(path);
  if (v.length > max) return tooMany(path);
  for (const [i, x] of v.entries()) {
    const problem = item(x, `${path}[${i}]`);
    if (problem) return problem;
  }
  return undefined;
};

/** An object of known keys only; each present key is checked, `required` keys must be present. */
const shape = (keys: Record<string, Check>, required: readonly string[] = []): Check => (v, path) => {
  if (!isObj(v)) return UPDATE_MESSAGES.invalid(path);
  for (const k of Object.keys(v)) if (!Object.prototype.hasOwnProperty.call(keys, k)) return UPDATE_MESSAGES.unknownField(`${path}.${k}`);
  for (const k of required) if (v[k] === undefined) return UPDATE_MESSAGES.invalid(`${path}.${k}`);
  for (const [k, check] of Object.entries(keys)) {
    if (v[k] === undefined) continue;
    const problem = check(v[k], `${path}.${k}`);
    if (problem) return problem;
  }
  return undefined;
};

const nullable = (check: Check): Check => (v, path) => (v === null ? undefined : check(v, path));

/** A rule of the schema from a check of the whole field. */
const field = (name: string, check: Check): Rule => (v) => (absent(v) ? undefined : check(v, name));

/** A price: a finite number up to MAX_PRICE; `positive` at least 1 (no price rounds to nothing). */
const price = (positive: boolean): Check => (v, path) =>
  typeof v === 'number' && Number.isFinite(v) && (positive ? v >= 1 : v >= 0) && v <= MAX_PRICE ? undefined : UPDATE_MESSAGES.price(path);

const color: Check = (v, path) => (typeof v === 'string' && HEX.test(v) ? undefined : UPDATE_MESSAGES.color(path));

/** One testimonial (spec 001 §3): name and text non-empty, rating an integer 1–5, verified a boolean. */
const testimonialKeys = (withDate: boolean): Check => {
  const keys: Record<string, Check> = {
    name: str(EDIT_LIMITS.testimonialName, { required: true }),
    location: str(EDIT_LIMITS.testimonialLocation),
    text: str(EDIT_LIMITS.testimonialText, { required: true, multiline: true }),
    rating: (v) => (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 5 ? undefined : EDITOR_MESSAGES.testimonial),
    verified: bool,
    ...(withDate ? { purchase_date: str(EDIT_LIMITS.testimonialDate) } : {}),
  };
  const check = shape(keys, ['name', 'text', 'rating']);
  return (v, path) => {
    const problem = check(v, path);
    if (!problem) return undefined;
    // A missing or blank name/text or a bad rating is the editor's one sentence; lengths say which field.
    return isObj(v) && (typeof v.name !== 'string' || !v.name.trim() || typeof v.text !== 'string' || !v.text.trim() || v.rating === undefined)
      ? EDITOR_MESSAGES.testimonial
      : problem;
  };
};
const testimonials = list(testimonialKeys(true), MAX_TESTIMONIALS, () => UPDATE_MESSAGES.tooManyTestimonials);

/** editableContent.quantityData: JSON text of the editor's options, each within the server's rules. */
const quantityData: Check = (v, path) => {
  if (typeof v !== 'string') return UPDATE_MESSAGES.invalid(path);
  if (v.length > EDIT_LIMITS.quantityData) return UPDATE_MESSAGES.tooLong(path, EDIT_LIMITS.quantityData);
  const options = parseQuantityData(v);
  if (!options) return UPDATE_MESSAGES.quantityData;
  // The editor's rules, and no price that rounds to nothing (orders are priced from these).
  return quantityOptionsProblem(options) ?? (options.some((o) => o.price < 1) ? EDITOR_MESSAGES.quantityPrice : undefined);
};

const SHORT = str(EDIT_LIMITS.shortText);
const LONG = str(EDIT_LIMITS.longText, { multiline: true });

/** Every key editableContent may hold (spec 001 §3); null removes a key when the save is merged. */
export const EDITABLE_CONTENT_KEYS = [
  'testimonials', 'enabledTestimonials', 'quantityData', 'adviceTitle', 'adviceText', 'newBadge',
  'benefit1Title', 'benefit1Description', 'benefit2Title', 'benefit2Description', 'benefit3Title', 'benefit3Description',
  'ctaButtonText', 'storyTitle', 'storySubtitle', 'showQualityBadge',
] as const;

const editableContentChecks: Record<(typeof EDITABLE_CONTENT_KEYS)[number], Check> = {
  testimonials,
  enabledTestimonials: list(bool, EDIT_LIMITS.enabledTestimonials, () => UPDATE_MESSAGES.enabledTestimonials),
  quantityData,
  adviceTitle: SHORT,
  adviceText: LONG,
  newBadge: str(60),
  benefit1Title: SHORT,
  benefit1Description: LONG,
  benefit2Title: SHORT,
  benefit2Description: LONG,
  benefit3Title: SHORT,
  benefit3Description: LONG,
  ctaButtonText: str(120),
  storyTitle: SHORT,
  storySubtitle: str(1000, { multiline: true }),
  // 'EU KVALITET' on the Sales banner: only when the seller turns it on.
  showQualityBadge: bool,
};
const editableContent = shape(Object.fromEntries(Object.entries(editableContentChecks).map(([k, c]) => [k, nullable(c)])));

// The Advertorial story (spec 001 §3 AdvertorialStory): known keys, bounded texts and lists.
const S = str(EDIT_LIMITS.storyText, { multiline: true });
const storyList = list(str(EDIT_LIMITS.storyListItem, { multiline: true }), EDIT_LIMITS.storyListItems);
const storyItems = (item: Record<string, Check>) => list(shape(item), EDIT_LIMITS.storyItems);
const advertorialStory = shape({
  personalIntro: S,
  problemDescription: S,
  agoniaSection: S,
  breakthroughMoment: S,
  discoveryStory: S,
  resultsDescription: S,
  resultsSection: S,
  benefitsList: storyList,
  productQuote: S,
  ctaAdvice: S,
  ctaAdviceDetailed: S,
  noLongerNeedList: storyList,
  heroSection: shape({ heroTitle: S, heroSubtitle: S, heroDescription: S }),
  benefitsSection: shape({ benefitsIntro: S, benefits: storyList }),
  testimonialsSection: list(testimonialKeys(false), MAX_TESTIMONIALS, () => UPDATE_MESSAGES.tooManyTestimonials),
  trustStatistics: storyItems({ icon: str(60), number: str(60), label: S, description: S }),
  faqSection: storyItems({ question: S, answer: S, q: S, a: S }),
  ctaSection: shape({ mainCtaText: S, urgencyText: S, guaranteeText: S }),
  headerSection: shape({
    brandName: S,
    productSubtitle: S,
    navigationLinks: storyItems({ text: str(200), href: str(500) }),
    ctaButtonText: S,
    welcomeBannerText: S,
  }),
  footerSection: shape({ companyInfo: S, contactInfo: S, legalNotice: S, deliveryInfo: S, supportHours: S }),
});

const offer = shape({ price: price(true), text: str(120), badge: str(120) }, ['price', 'text', 'badge']);
const sectionText = str(EDIT_LIMITS.sectionText, { multiline: true });
const urgencyElement = shape({ enabled: bool, text: str(EDIT_LIMITS.shortText) });
/** The seller's offer end: an ISO time (the only thing a countdown may count to), or null for none. */
const endsAt: Check = (v) => (v === null || (typeof v === 'string' && v.length <= 40 && /^\d{4}-\d{2}-\d{2}T/.test(v) && isIsoDateTime(v)) ? undefined : UPDATE_MESSAGES.endsAt);
const proofMinimum: Check = (v) => (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 10_000 ? undefined : UPDATE_MESSAGES.proofMinimum);
const limitedTime = shape({ enabled: bool, text: str(EDIT_LIMITS.shortText), endsAt });
const socialProof = shape({ enabled: bool, text: str(EDIT_LIMITS.shortText), minimum: proofMinimum });

const images: Check = (v, path) => {
  if (typeof v === 'string') return images(parseImageList(v), path);
  if (!Array.isArray(v)) return UPDATE_MESSAGES.invalid(path);
  if (v.length > MAX_WEBSITE_IMAGES) return UPDATE_MESSAGES.tooManyImages;
  return v.every(isImageRef) ? undefined : UPDATE_MESSAGES.imageUrl;
};

/** The rule of a whole JSON field's size (a list of 50 long testimonials is fine, a megabyte is not). */
const json = (name: string, maxChars: number, check: Check): Rule => (v) => {
  if (absent(v)) return undefined;
  const problem = check(v, name);
  if (problem) return problem;
  return JSON.stringify(v).length > maxChars ? UPDATE_MESSAGES.tooLarge(name) : undefined;
};

/**
 * PUT /api/websites/id/{id} and the preview: every body of spec 001 §7 (a single image swap, the
 * Advertorial callback's partial editableContent, the whole editor body). Every field is optional;
 * what is present is checked by its type and bounds. Prices sent here are only hints: the server
 * derives the saved prices again (website-save.ts).
 */
export const updateWebsiteSchema: Schema<UpdateWebsiteRequest> = schema<UpdateWebsiteRequest>({
  title: [field('title', str(EDIT_LIMITS.title, { required: true }))],
  shortName: [field('shortName', str(EDIT_LIMITS.shortName, { required: true }))],
  hook: [field('hook', str(EDIT_LIMITS.hook, { multiline: true }))],
  bullets: [field('bullets', list(str(EDIT_LIMITS.bullet), EDIT_LIMITS.bullets))],
  longDescription: [field('longDescription', str(EDIT_LIMITS.longDescription, { multiline: true }))],
  faq: [field('faq', list(shape({ q: str(EDIT_LIMITS.faqQuestion, { multiline: true }), a: str(EDIT_LIMITS.faqAnswer, { multiline: true }) }, ['q', 'a']), EDIT_LIMITS.faq))],
  images: [field('images', images)],
  palette: [field('palette', shape({ primary: color, bg: color, secondary: color, accent: color, text: color }, ['primary', 'bg']))],
  priceAnchoring: [
    field(
      'priceAnchoring',
      shape({
        originalPrice: price(false),
        currentPrice: price(true),
        // Recomputed by the server from the two prices; any number is accepted and ignored.
        savings: (v, path) => (typeof v === 'number' && Number.isFinite(v) ? undefined : UPDATE_MESSAGES.invalid(path)),
        comparisonText: str(EDIT_LIMITS.comparisonText),
      }),
    ),
  ],
  previewMode: [(v) => (absent(v) || PREVIEW_MODES.includes(v as never) ? undefined : UPDATE_MESSAGES.invalid('previewMode'))],
  sku: [field('sku', nullable(str(MAX_SKU_LENGTH)))],
  quantityOffers: [field('quantityOffers', shape({ single: offer, double: offer, triple: offer }, ['single', 'double', 'triple']))],
  editableContent: [json('editableContent', 200_000, editableContent)],
  advertorialStory: [json('advertorialStory', 200_000, nullable(advertorialStory))],
  seoTitle: [(v) => (absent(v) || (typeof v === 'string' && v.trim() && v.length <= GENERATED_LIMITS.seoTitle && !LINE_BREAK.test(v)) ? undefined : UPDATE_MESSAGES.seoTitle)],
  seoDescription: [
    (v) => (absent(v) || (typeof v === 'string' && v.trim() && v.length <= GENERATED_LIMITS.seoDescription && !LINE_BREAK.test(v)) ? undefined : UPDATE_MESSAGES.seoDescription),
  ],
  keywords: [field('keywords', list(str(EDIT_LIMITS.keyword), EDIT_LIMITS.keywords))],
  testimonials: [json('testimonials', 200_000, testimonials)],
  urgencyElements: [
    field('urgencyElements', shape({ limitedStock: urgencyElement, limitedTime, socialProof, exclusivity: urgencyElement, bonuses: urgencyElement })),
  ],
  benefitsSection: [
    field(
      'benefitsSection',
      nullable(
        shape({
          title: str(EDIT_LIMITS.shortText),
          subtitle: str(EDIT_LIMITS.longText, { multiline: true }),
          benefits: list(shape({ icon: str(60), text: str(1000) }, ['text']), EDIT_LIMITS.benefits),
          ctaText: str(120),
        }),
      ),
    ),
  ],
  problemSolutionSections: [
    field(
      'problemSolutionSections',
      list(shape({ title: str(EDIT_LIMITS.shortText), description1: sectionText, description2: sectionText, ctaText: str(120) }), EDIT_LIMITS.sections),
    ),
  ],
  templateName: [(v) => (absent(v) || TEMPLATES.includes(v as never) ? undefined : UPDATE_MESSAGES.invalid('templateName'))],
  currentPrice: [field('currentPrice', price(true))],
  originalPrice: [field('originalPrice', nullable(price(false)))],
  isActive: [(v) => (absent(v) || typeof v === 'boolean' ? undefined : UPDATE_MESSAGES.invalid('isActive'))],
  editableByClient: [(v) => (absent(v) || typeof v === 'boolean' ? undefined : UPDATE_MESSAGES.invalid('editableByClient'))],
});
