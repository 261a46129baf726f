import { CUSTOM_URL_MAX_LENGTH, MAX_PRICE, MAX_PRODUCT_NAME_LENGTH, MAX_SKU_LENGTH, MAX_UPSELL_LINKS, MAX_UPSELL_TITLE_LENGTH, MAX_URL_LENGTH, MAX_WEBSITE_IMAGES } from './limits.js';
import { MARKETS, type MarketId } from './markets.js';
import { TEMPLATES, type TemplateName } from './template-traits.js';
import { schema, type Check, type FieldRules, type Schema } from './validation.js';
import { rules } from './validation.js';
import { textTooLongFor } from './messages.js';
import type { UpsellLinkInput, UpsellProductResponse, WebsiteResponse } from './website.js';

/** Builder and website texts (spec 000 §5, §8; 001 §5). Server-only texts are marked. */
export const WEBSITE_MESSAGES = {
  errorTitle: 'Greška',
  customUrlRequired: 'URL je obavezan',
  productLinkRequired: 'Link proizvoda je obavezan',
  productNameRequired: 'Naziv proizvoda je obavezan',
  addOneImage: 'Dodajte barem jednu sliku',
  validLink: 'Mora biti validan link',
  oneImageRequired: 'Najmanje jedna slika je obavezna',
  currentPriceRequired: 'Nova cena je obavezna',
  originalPriceRequired: 'Prethodna cena je obavezna',
  validUrl: 'Mora biti validan URL',
  oneLinkRequired: 'Najmanje jedan link je potreban',
  maxLinks: `Maksimalno ${MAX_UPSELL_LINKS} linkova`,
  createFailed: 'Greška pri kreiranju website-a',
  created: 'Website je uspešno kreiran',
  // Server-only texts (the spec gives none):
  customUrlFormat: `URL može da sadrži samo mala slova (a-z), brojeve i crtice, najviše ${CUSTOM_URL_MAX_LENGTH} znakova`,
  customUrlReserved: 'Ovaj URL je rezervisan za aplikaciju. Izaberite drugi.',
  customUrlTaken: 'Ovaj URL je već zauzet. Izaberite drugi.',
  priceInvalid: 'Cena mora biti pozitivan broj',
  originalPriceBelowCurrent: 'Prethodna cena mora biti veća od nove cene',
  tooManyImages: `Najviše ${MAX_WEBSITE_IMAGES} slika`,
  imageUrlInvalid: 'Svaka slika mora biti validan link',
  marketInvalid: 'Nepoznato tržište',
  templateInvalid: 'Nepoznat šablon',
  textTooLong: 'Tekst je predugačak',
  skuTooLong: `SKU je predugačak (najviše ${MAX_SKU_LENGTH} znaka)`,
  upsellTitleTooLong: `Naziv dodatne ponude je predugačak (najviše ${MAX_UPSELL_TITLE_LENGTH} znakova)`,
  websiteNotFound: 'Website nije pronađen',
  invalidWebsiteId: 'Neispravan ID website-a',
  websiteLocked: 'Izmene ovog website-a je zaključao administrator',
  updateFailed: 'Greška pri ažuriranju template-a',
  updated: 'Template je uspešno ažuriran',
} as const;


/** The storefront's own path (spec 001 §2.1: "route not shown"; we chose it). */
export const STOREFRONT_PATH = 'prodavnica';

/**
 * Single path segments the app itself uses: a website may never take them as its customUrl
 * (spec 000 §2 route table plus the server's own paths).
 */
export const RESERVED_PATHS: readonly string[] = [
  'admin', 'api', 'create', 'builder', 'edit', 'orders', 'domain', 'domains', 'settings', 'sync', 'sync-setup',
  'hvala', 'hvala-upsell', 'hvala-simple', 'hvala-success', 'thank-you-success', 'thank-you',
  'uploads', 'assets', 'public', 'static', 'dashboard', 'create-website', STOREFRONT_PATH, 'storefront',
  'login', 'logout', 'register', 'auth', 'health', 'favicon.ico', 'robots.txt', 'sitemap.xml', 'index.html',
  'manifest.json', 'sw.js', 'www', 'mail', 'app', 'object-storage', 'stock',
];

const SLUG_RE = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;

/** What the server stores for a typed custom URL: trimmed, lower-case, no slashes around it. */
export function normalizeCustomUrl(value: string): string {
  return value.trim().toLowerCase().replace(/^\/+|\/+$/g, '');
}

const LATIN: Record<string, string> = { č: 'c', ć: 'c', š: 's', ž: 'z', đ: 'dj', Č: 'c', Ć: 'c', Š: 's', Ž: 'z', Đ: 'dj' };

/** A suggested custom URL from a product name ('Masažer za vrat Pro' → 'masazer-za-vrat-pro'). */
export function slugify(value: string): string {
  return value
    .replace(/[čćšžđČĆŠŽĐ]/g, (c) => LATIN[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CUSTOM_URL_MAX_LENGTH)
    .replace(/-+$/g, '');
}

/** GET /api/websites/public?url={customUrl}: a missing or unknown address is a 404, a malformed one a 400. */
export interface PublicWebsiteQuery {
  url?: string;
}
export const publicWebsiteQuerySchema: Schema<PublicWebsiteQuery> = schema<PublicWebsiteQuery>({
  url: [rules.optionalText(WEBSITE_MESSAGES.customUrlFormat), rules.maxLength(CUSTOM_URL_MAX_LENGTH + 2, WEBSITE_MESSAGES.customUrlFormat), rules.singleLine(WEBSITE_MESSAGES.customUrlFormat)],
});

export function isReservedPath(slug: string): boolean {
  return RESERVED_PATHS.includes(slug.toLowerCase());
}

/** An http(s) URL with a host (what 'Mora biti validan link' checks). */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return false;
  try {
    const u = new URL(value.trim());
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
}

/** An image reference the builder accepts: an http(s) URL or one of our own upload paths. */
export function isImageRef(value: unknown): value is string {
  return isHttpUrl(value) || (typeof value === 'string' && value.length <= MAX_URL_LENGTH && /^\/(uploads|api\/object-storage)\/[\w./-]+$/.test(value) && !value.includes('..'));
}

/** A SKU read from a product page, as a site or an offer may store it: trimmed, one line, within its column; else none. */
export function usableSku(value: string | null | undefined): string | null {
  const sku = value?.trim();
  return sku && sku.length <= MAX_SKU_LENGTH && !rules.singleLine().requirement(sku, {}) ? sku : null;
}

export interface CreateWebsiteRequest {
  customUrl: string;
  productLink: string;
  productName: string;
  sku?: string | null;
  images: string[];
  currentPrice: number;
  originalPrice?: number | null;
  templateName?: TemplateName;
  targetMarket?: MarketId;
  currency?: string;
  currencySymbol?: string;
  upsellProductLinks?: (string | UpsellLinkInput)[];
}

const price = (message: string): Check => (v) =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= MAX_PRICE ? undefined : message;
const optionalPrice: Check = (v) => (v === undefined || v === null || v === '' ? undefined : price(WEBSITE_MESSAGES.priceInvalid)(v, {}));

/** An optional one-line text of at most `max` characters (its column's length). */
const optionalLine = (max: number, tooLong: string): Check => (v) => {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') return WEBSITE_MESSAGES.textTooLong;
  return rules.maxLength(max, tooLong).requirement(v, {}) ?? rules.singleLine().requirement(v, {});
};

const UPSELL_LINK_RULES: { readonly [K in keyof UpsellLinkInput]-?: Check } = {
  url: (v) => (isHttpUrl(v) ? undefined : WEBSITE_MESSAGES.validUrl),
  title: optionalLine(MAX_UPSELL_TITLE_LENGTH, WEBSITE_MESSAGES.upsellTitleTooLong),
  price: optionalPrice,
  sku: optionalLine(MAX_SKU_LENGTH, WEBSITE_MESSAGES.skuTooLong),
  image: (v) => (v === undefined || v === null || v === '' || isImageRef(v) ? undefined : WEBSITE_MESSAGES.imageUrlInvalid),
};

/** One upsell link's problems by field: the create schema's rule and the builder's add form. */
export function upsellLinkProblems(link: UpsellLinkInput): Partial<Record<keyof UpsellLinkInput, string>> {
  const problems: Partial<Record<keyof UpsellLinkInput, string>> = {};
  for (const [field, rule] of Object.entries(UPSELL_LINK_RULES) as [keyof UpsellLinkInput, Check][]) {
    const problem = rule(link[field], {});
    if (problem) problems[field] = problem;
  }
  return problems;
}

const upsellLinks: Check = (v) => {
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v)) return WEBSITE_MESSAGES.validUrl;
  if (v.length > MAX_UPSELL_LINKS) return WEBSITE_MESSAGES.maxLinks;
  for (const item of v) {
    const link = typeof item === 'string' ? { url: item } : item && typeof item === 'object' ? (item as UpsellLinkInput) : { url: undefined as unknown as string };
    const problem = Object.values(upsellLinkProblems(link))[0];
    if (problem) return problem;
  }
  return undefined;
};

const customUrl: Check = (v) => {
  if (typeof v !== 'string') return WEBSITE_MESSAGES.customUrlFormat;
  const slug = normalizeCustomUrl(v);
  if (!SLUG_RE.test(slug)) return WEBSITE_MESSAGES.customUrlFormat;
  if (isReservedPath(slug)) return WEBSITE_MESSAGES.customUrlReserved;
  return undefined;
};

const images: Check = (v) => {
  if (!Array.isArray(v) || v.filter((x) => typeof x === 'string' && x.trim()).length === 0) return WEBSITE_MESSAGES.oneImageRequired;
  if (v.length > MAX_WEBSITE_IMAGES) return WEBSITE_MESSAGES.tooManyImages;
  return v.every((x) => isImageRef(typeof x === 'string' ? x.trim() : x)) ? undefined : WEBSITE_MESSAGES.imageUrlInvalid;
};

const oneOf = (values: readonly string[], message: string): Check => (v) =>
  v === undefined || v === null || (typeof v === 'string' && values.includes(v)) ? undefined : message;

/** POST /api/sync/create-website (spec 000 §5 builder rules). */
export const createWebsiteSchema: Schema<CreateWebsiteRequest> = schema<CreateWebsiteRequest>({
  customUrl: [rules.required(WEBSITE_MESSAGES.customUrlRequired), customUrl],
  productLink: [rules.required(WEBSITE_MESSAGES.productLinkRequired), (v) => (isHttpUrl(v) ? undefined : WEBSITE_MESSAGES.validLink)],
  productName: [
    rules.required(WEBSITE_MESSAGES.productNameRequired),
    rules.text(WEBSITE_MESSAGES.productNameRequired),
    rules.maxLength(MAX_PRODUCT_NAME_LENGTH, textTooLongFor(MAX_PRODUCT_NAME_LENGTH)),
    rules.singleLine(),
  ],
  sku: [rules.optionalText(WEBSITE_MESSAGES.skuTooLong), rules.maxLength(MAX_SKU_LENGTH, WEBSITE_MESSAGES.skuTooLong), rules.singleLine()],
  images: [images],
  currentPrice: [(v) => (v === undefined || v === null || v === '' ? WEBSITE_MESSAGES.currentPriceRequired : undefined), price(WEBSITE_MESSAGES.priceInvalid)],
  originalPrice: [optionalPrice],
  templateName: [oneOf(TEMPLATES, WEBSITE_MESSAGES.templateInvalid)],
  targetMarket: [oneOf(MARKETS.map((m) => m.id), WEBSITE_MESSAGES.marketInvalid)],
  currency: [rules.optionalText(WEBSITE_MESSAGES.marketInvalid), rules.maxLength(8, WEBSITE_MESSAGES.marketInvalid)],
  currencySymbol: [rules.optionalText(WEBSITE_MESSAGES.marketInvalid), rules.maxLength(8, WEBSITE_MESSAGES.marketInvalid)],
  upsellProductLinks: [upsellLinks],
});

/** The builder's own submit check, before the schema (spec 000 §5 "Builder submit", title 'Greška'). */
export function builderSubmitError(form: { customUrl: string; productLink: string; productName: string; images: string[] }): string | undefined {
  if (!form.customUrl.trim()) return WEBSITE_MESSAGES.customUrlRequired;
  if (!form.productLink.trim()) return WEBSITE_MESSAGES.productLinkRequired;
  if (!form.productName.trim()) return WEBSITE_MESSAGES.productNameRequired;
  if (!form.images.some((i) => i.trim())) return WEBSITE_MESSAGES.addOneImage;
  return undefined;
}

/** Steps the server reports while it creates a website (shown as progress in the builder). */
export const GENERATION_STEPS = ['reading', 'writing', 'images', 'upsells', 'saving'] as const;
export type GenerationStep = (typeof GENERATION_STEPS)[number];
export const GENERATION_STEP_LABEL: Record<GenerationStep, string> = {
  reading: 'Čitamo stranicu proizvoda',
  writing: 'Pišemo prodajni tekst',
  images: 'Pripremamo slike',
  upsells: 'Obrađujemo dodatne ponude',
  saving: 'Čuvamo website',
};

/** One line of the NDJSON progress stream of POST /api/sync/create-website (Accept: application/x-ndjson). */
export type GenerationEvent =
  | { type: 'step'; step: GenerationStep; status: 'started' | 'done'; detail?: string }
  | { type: 'result'; result: CreateWebsiteResponse }
  | { type: 'error'; statusCode: number; message: string };

export interface CreateWebsiteResponse {
  success: true;
  website: WebsiteResponse;
  /** Where the site is live. */
  websiteUrl: string;
  upsellProducts: UpsellProductResponse[];
  /** What could not be read or imported (the site was still created from the form's data). */
  warnings: string[];
}

/** The sync tool's test variant of POST /api/sync/create-website (spec 000 §7). */
export interface SyncTestCreateRequest {
  urls: string[];
  targetAudience?: string;
  keyBenefits?: string;
  uniqueCharacteristics?: string;
  competitiveAdvantage?: string;
  customerProblems?: string;
}
export interface SyncTestCreateResponse {
  success: boolean;
  error?: string;
  websiteUrl?: string;
  syncTargets: { url: string; success: boolean; error?: string }[];
}

const briefText = rules.maxLength(1000, textTooLongFor(1000));

/** The sync tool's test variant (001 §5 link rules: 1–5 valid URLs). */
export const syncTestCreateSchema: Schema<SyncTestCreateRequest> = schema<SyncTestCreateRequest>({
  urls: [
    (v) => (Array.isArray(v) && v.length > 0 ? undefined : WEBSITE_MESSAGES.oneLinkRequired),
    (v) => ((v as unknown[]).length <= MAX_UPSELL_LINKS ? undefined : WEBSITE_MESSAGES.maxLinks),
    (v) => ((v as unknown[]).every(isHttpUrl) ? undefined : WEBSITE_MESSAGES.validUrl),
  ],
  targetAudience: [rules.optionalText(WEBSITE_MESSAGES.textTooLong), briefText],
  keyBenefits: [rules.optionalText(WEBSITE_MESSAGES.textTooLong), briefText],
  uniqueCharacteristics: [rules.optionalText(WEBSITE_MESSAGES.textTooLong), briefText],
  competitiveAdvantage: [rules.optionalText(WEBSITE_MESSAGES.textTooLong), briefText],
  customerProblems: [rules.optionalText(WEBSITE_MESSAGES.textTooLong), briefText],
});

/** A body with `urls` and without `productLink` is the sync tool's test variant. */
export function isSyncTestBody(body: unknown): body is SyncTestCreateRequest {
  return !!body && typeof body === 'object' && 'urls' in body && !('productLink' in body);
}
