import { MAX_PRICE, MAX_SKU_LENGTH, MAX_WEBSITE_IMAGES } from './limits.js';
import { isImageRef } from './website-create.js';
import { TEMPLATES } from './markets.js';
import type { Rule, Schema } from './validation.js';
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

/** Server-only texts: the spec shows no editor validation. */
export const UPDATE_MESSAGES = {
  invalid: (field: string) => `Neispravna vrednost polja ${field}`,
  seoTitle: `SEO naslov može imati najviše ${GENERATED_LIMITS.seoTitle} znakova`,
  seoDescription: `SEO opis može imati najviše ${GENERATED_LIMITS.seoDescription} znakova`,
  tooLarge: (field: string) => `Polje ${field} je preveliko`,
} as const;

const absent = (v: unknown) => v === undefined;
const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const LINE_BREAK = /[\t\n\r]/;
/** `multiline` texts may hold line breaks; the others are one line. */
const text = (field: string, max: number, { allowEmpty = false, multiline = false } = {}): Rule => (v) =>
  absent(v) || (typeof v === 'string' && v.length <= max && (allowEmpty || v.trim() !== '') && (multiline || !LINE_BREAK.test(v)))
    ? undefined
    : UPDATE_MESSAGES.invalid(field);
const textList = (field: string, maxItems: number, maxLen: number): Rule => (v) =>
  absent(v) || (Array.isArray(v) && v.length <= maxItems && v.every((s) => typeof s === 'string' && s.length <= maxLen && !LINE_BREAK.test(s)))
    ? undefined
    : UPDATE_MESSAGES.invalid(field);
const money = (field: string, nullable = false): Rule => (v) =>
  absent(v) || (nullable && v === null) || (typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= MAX_PRICE) ? undefined : UPDATE_MESSAGES.invalid(field);
const json = (field: string, maxBytes: number, shape: (v: unknown) => boolean): Rule => (v) => {
  if (absent(v)) return undefined;
  if (!shape(v)) return UPDATE_MESSAGES.invalid(field);
  return JSON.stringify(v).length > maxBytes ? UPDATE_MESSAGES.tooLarge(field) : undefined;
};
const HEX = /^#[0-9a-fA-F]{3,8}$/;
const offer = (o: unknown) => isObj(o) && typeof o.price === 'number' && o.price > 0 && o.price <= MAX_PRICE && typeof o.text === 'string' && typeof o.badge === 'string';

export const updateWebsiteSchema: Schema<UpdateWebsiteRequest> = {
  title: [text('title', 300)],
  shortName: [text('shortName', 120)],
  hook: [text('hook', 1000, { allowEmpty: true, multiline: true })],
  bullets: [textList('bullets', 12, 400)],
  longDescription: [text('longDescription', 20_000, { allowEmpty: true, multiline: true })],
  faq: [json('faq', 50_000, (v) => Array.isArray(v) && v.length <= 20 && v.every((f) => isObj(f) && typeof f.q === 'string' && typeof f.a === 'string'))],
  images: [(v) => (absent(v) || (Array.isArray(v) && v.length <= MAX_WEBSITE_IMAGES && v.every(isImageRef)) ? undefined : UPDATE_MESSAGES.invalid('images'))],
  palette: [json('palette', 2000, (v) => isObj(v) && Object.values(v).every((c) => typeof c === 'string' && HEX.test(c)))],
  priceAnchoring: [json('priceAnchoring', 2000, (v) => isObj(v) && ['originalPrice', 'currentPrice', 'savings'].every((k) => v[k] === undefined || (typeof v[k] === 'number' && (v[k] as number) >= 0)))],
  previewMode: [(v) => (absent(v) || PREVIEW_MODES.includes(v as never) ? undefined : UPDATE_MESSAGES.invalid('previewMode'))],
  sku: [(v) => (absent(v) || v === null || (typeof v === 'string' && v.length <= MAX_SKU_LENGTH && !LINE_BREAK.test(v)) ? undefined : UPDATE_MESSAGES.invalid('sku'))],
  quantityOffers: [json('quantityOffers', 5000, (v) => isObj(v) && offer(v.single) && offer(v.double) && offer(v.triple))],
  editableContent: [json('editableContent', 200_000, isObj)],
  advertorialStory: [json('advertorialStory', 200_000, isObj)],
  seoTitle: [(v) => (absent(v) || (typeof v === 'string' && v.trim() && v.length <= GENERATED_LIMITS.seoTitle && !LINE_BREAK.test(v)) ? undefined : UPDATE_MESSAGES.seoTitle)],
  seoDescription: [
    (v) => (absent(v) || (typeof v === 'string' && v.trim() && v.length <= GENERATED_LIMITS.seoDescription && !LINE_BREAK.test(v)) ? undefined : UPDATE_MESSAGES.seoDescription),
  ],
  keywords: [textList('keywords', 20, 80)],
  testimonials: [json('testimonials', 100_000, (v) => Array.isArray(v) && v.length <= 50 && v.every(isObj))],
  urgencyElements: [json('urgencyElements', 5000, isObj)],
  benefitsSection: [json('benefitsSection', 20_000, isObj)],
  problemSolutionSections: [json('problemSolutionSections', 50_000, (v) => Array.isArray(v) && v.length <= 10 && v.every(isObj))],
  templateName: [(v) => (absent(v) || TEMPLATES.includes(v as never) ? undefined : UPDATE_MESSAGES.invalid('templateName'))],
  currentPrice: [money('currentPrice'), (v) => (v === 0 ? UPDATE_MESSAGES.invalid('currentPrice') : undefined)],
  originalPrice: [money('originalPrice', true)],
  isActive: [(v) => (absent(v) || typeof v === 'boolean' ? undefined : UPDATE_MESSAGES.invalid('isActive'))],
  editableByClient: [(v) => (absent(v) || typeof v === 'boolean' ? undefined : UPDATE_MESSAGES.invalid('editableByClient'))],
};
