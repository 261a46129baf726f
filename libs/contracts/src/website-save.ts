import { parseQuantityData } from './editor.js';
import { parseImageList } from './images.js';
import { fromMinor, toMinor } from './money.js';
import { defaultQuantityOffers, formatMoney, priceAnchoringFor, roundMoney } from './pricing.js';
import {
  answeredEditableContent,
  offerPrices,
  offersOfOptions,
  storedEditableContent,
  storedPricesOf,
  withOptionsOf,
  type StoredOffer,
  type StoredPrices,
} from './site-prices.js';
import type { EditableContent, PriceAnchoring, QuantityOffers, WebsiteResponse } from './website.js';
import { EDITABLE_WEBSITE_FIELDS, type UpdateWebsiteRequest } from './website-update.js';

/**
 * What a save of the website editor (PUT /api/websites/id/{id}, its preview, a restored version)
 * writes: one pure function, so the saved site, the preview and the order prices can never disagree.
 */

/** What of the saved site a save is normalised against. */
export type WebsiteSaveBase = Pick<
  WebsiteResponse,
  'currency' | 'currencySymbol' | 'currentPrice' | 'originalPrice' | 'priceAnchoring' | 'quantityOffers' | 'editableContent' | 'images'
> &
  Partial<Pick<WebsiteResponse, 'hook' | 'bullets' | 'longDescription' | 'faq' | 'urgencyElements' | 'benefitsSection' | 'problemSolutionSections' | 'advertorialStory' | 'seoDescription'>>;

/**
 * The changes a (validated) body makes, ready to write over the saved site: the price fields of the body
 * become `offers` (the one stored price, site-prices.ts), and editableContent is stored without quantityData.
 */
export type WebsiteChanges = Omit<UpdateWebsiteRequest, 'currentPrice' | 'originalPrice' | 'priceAnchoring' | 'quantityOffers'> & { offers?: StoredPrices };

/**
 * editableContent of a save merged key by key over the saved one: a partial body (the Advertorial
 * callback's advice texts or review flags) never wipes quantityData or testimonials; a key sent as
 * null is removed.
 */
export function mergeEditableContent(saved: EditableContent | null | undefined, sent: Record<string, unknown>): EditableContent {
  const out: EditableContent = { ...(saved ?? {}) };
  for (const [key, value] of Object.entries(sent)) {
    if (value === undefined) continue;
    if (value === null) delete out[key];
    else out[key] = value;
  }
  return out;
}

const has = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key) && (o as Record<string, unknown>)[key] !== undefined;

/**
 * The normalised changes of a save body (already validated by updateWebsiteSchema):
 *
 * - editableContent is merged over the saved one (mergeEditableContent); quantityData is stored in
 *   its parsed, canonical form.
 * - Prices: when editableContent.quantityData is sent, quantityOffers are derived from it (the
 *   body's quantityOffers are not trusted), currentPrice is the first option's price and
 *   originalPrice its originalPrice when higher (else null). Otherwise, quantityOffers sent alone set
 *   the offers and currentPrice := the single offer's price. Otherwise the price comes from
 *   priceAnchoring.currentPrice (or currentPrice), and when it is not the single offer's price any
 *   more, the offers are re-derived from it (defaultQuantityOffers), so what an order costs (orders
 *   are priced from quantityOffers) is what the page shows.
 * - priceAnchoring is rebuilt whenever a price is part of the save: the two prices above, savings
 *   recomputed (original − current, never trusted), comparisonText as sent or as saved.
 * - title and shortName are trimmed, images are a plain list without duplicates, an empty
 *   advertorialStory is no change. Unknown fields never reach here (the schema picks known ones).
 */
export function normalizeWebsiteSave(saved: WebsiteSaveBase, body: UpdateWebsiteRequest): WebsiteChanges {
  const { currentPrice: _c, originalPrice: _o, priceAnchoring: _a, quantityOffers: _q, ...rest } = body;
  const changes: WebsiteChanges = {};
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) (changes as Record<string, unknown>)[key] = value;
  if (typeof changes.title === 'string') changes.title = changes.title.trim();
  if (typeof changes.shortName === 'string') changes.shortName = changes.shortName.trim();
  if (changes.images !== undefined) changes.images = [...new Set(parseImageList(changes.images).map((u) => u.trim()))];
  if (changes.advertorialStory && Object.keys(changes.advertorialStory).length === 0) delete changes.advertorialStory;

  const currency = saved.currency || 'RSD';
  const symbol = saved.currencySymbol || currency;
  const money = (n: number) => roundMoney(n, currency);
  const base = storedPricesOf(saved, currency, symbol);

  const sentContent = body.editableContent;
  const options = sentContent && typeof sentContent.quantityData === 'string' ? parseQuantityData(sentContent.quantityData) : null;
  if (sentContent) changes.editableContent = storedEditableContent(mergeEditableContent(saved.editableContent, sentContent));

  const sentAnchoring: Partial<PriceAnchoring> = body.priceAnchoring ?? {};
  const anchoringSent = body.priceAnchoring !== undefined;
  let current: number;
  let original: number | null;
  let offers: StoredOffer[];
  if (options) {
    const first = options[0];
    offers = offersOfOptions(options, currency, symbol, money);
    current = fromMinor(offers[0].price);
    original = money(first.originalPrice) > current ? money(first.originalPrice) : null;
  } else if (body.quantityOffers || anchoringSent || body.currentPrice !== undefined || body.originalPrice !== undefined) {
    // The editor's options stay with the first three offers unless quantityData is removed (sent as null).
    const kept = sentContent?.quantityData === null ? [] : base.offers;
    if (body.quantityOffers) {
      const q = body.quantityOffers;
      offers = withOptionsOf(
        { single: { ...q.single, price: money(q.single.price) }, double: { ...q.double, price: money(q.double.price) }, triple: { ...q.triple, price: money(q.triple.price) } },
        kept,
      );
      current = fromMinor(offers[0].price);
    } else {
      current = money(has(sentAnchoring, 'currentPrice') ? sentAnchoring.currentPrice! : body.currentPrice ?? saved.currentPrice);
      offers = saved.quantityOffers?.single?.price === current ? base.offers : withOptionsOf(defaultQuantityOffers(current, currency, symbol), kept);
      if (offers === base.offers && kept.length === 0) offers = withOptionsOf(saved.quantityOffers, []);
    }
    const candidate = has(sentAnchoring, 'originalPrice') ? sentAnchoring.originalPrice! : body.originalPrice !== undefined ? body.originalPrice : saved.originalPrice;
    original = candidate !== null && candidate !== undefined && money(candidate) > current ? money(candidate) : null;
  } else if (sentContent?.quantityData === null) {
    // The editor's options removed: the offers stay, without them.
    changes.offers = { ...base, offers: withOptionsOf(saved.quantityOffers, []) };
    return changes;
  } else {
    // No price in this save: prices, offers and anchoring stay as saved.
    return changes;
  }

  const next = offerPrices({ offers, originalPrice: original === null ? null : toMinor(original), comparisonText: '' }, currency, symbol);
  Object.assign(changes, rewritePriceFigures(saved, body, changes, priceFigureChanges(saved, { current, original, offers: next.quantityOffers })));
  const comparisonText = comparisonTextFor(saved, typeof sentAnchoring.comparisonText === 'string' ? sentAnchoring.comparisonText : saved.priceAnchoring?.comparisonText ?? '', current, original);
  changes.offers = { offers, originalPrice: original === null ? null : toMinor(original), comparisonText };
  return changes;
}

/** The site a save gives (the preview's): the changes over the saved site, its price fields derived again. */
export function applyWebsiteChanges<T extends WebsiteSaveBase>(saved: T, changes: WebsiteChanges): T {
  const { offers, ...rest } = changes;
  const stored = offers ?? storedPricesOf(saved, saved.currency || 'RSD', saved.currencySymbol || saved.currency || 'RSD');
  const prices = offerPrices(stored, saved.currency || 'RSD', saved.currencySymbol || saved.currency || 'RSD');
  const { quantityData: _q, ...priceFields } = prices;
  return { ...saved, ...rest, ...priceFields, editableContent: answeredEditableContent(rest.editableContent ?? saved.editableContent, prices) } as T;
}

/** The copy fields that may name a price ('Akcijska cena je 3.990 RSD…'). */
const PRICED_COPY_FIELDS = ['hook', 'bullets', 'longDescription', 'faq', 'urgencyElements', 'benefitsSection', 'problemSolutionSections', 'advertorialStory', 'seoDescription'] as const;

/** Old price text → new price text ('3.990 RSD' → '2.490 RSD') for every price of the site that changed. */
function priceFigureChanges(saved: WebsiteSaveBase, next: { current: number; original: number | null; offers: QuantityOffers }): Map<string, string> {
  const currency = saved.currency || 'RSD';
  const symbol = saved.currencySymbol || currency;
  const text = (n: number) => `${formatMoney(n, currency)} ${symbol}`;
  const pairs: [number | null | undefined, number | null][] = [
    [saved.currentPrice, next.current],
    [saved.originalPrice, next.original],
    [saved.quantityOffers?.double?.price, next.offers.double.price],
    [saved.quantityOffers?.triple?.price, next.offers.triple.price],
  ];
  const out = new Map<string, string>();
  for (const [before, after] of pairs) if (before && after && before !== after && !out.has(text(before))) out.set(text(before), text(after));
  return out;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every string in a JSON value, rewritten by `fn` (lists and objects keep their shape). */
function mapStrings<T>(value: T, fn: (s: string) => string, depth = 0): T {
  if (typeof value === 'string') return fn(value) as T;
  if (!value || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn, depth + 1)) as T;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn, depth + 1)])) as T;
}

/**
 * Generated copy names the prices ('Akcijska cena je 3.990 RSD, umesto 5.990 RSD'): when a save
 * changes a price, the old figures in the copy (as sent, or as saved when the body leaves a field
 * out) become the new ones, in one pass so a new price is never replaced again.
 */
function rewritePriceFigures(saved: WebsiteSaveBase, body: UpdateWebsiteRequest, changes: WebsiteChanges, figures: Map<string, string>): WebsiteChanges {
  if (figures.size === 0) return {};
  const pattern = new RegExp(`(?<![\\d.,])(${[...figures.keys()].map(escapeRegExp).join('|')})`, 'g');
  const swap = (s: string) => s.replace(pattern, (m) => figures.get(m) ?? m);
  const out: Record<string, unknown> = {};
  for (const field of PRICED_COPY_FIELDS) {
    const source = body[field] !== undefined ? changes[field] : saved[field];
    if (source === undefined || source === null) continue;
    const rewritten = mapStrings(source, swap);
    if (JSON.stringify(rewritten) !== JSON.stringify(source)) out[field] = rewritten;
  }
  return out as WebsiteChanges;
}

/**
 * The price comparison sentence names both prices ('Umesto 5.990 RSD danas samo 3.990 RSD…'): when it
 * is empty or still the one written for the saved prices, it is written again for the new ones, so a
 * price change never leaves the old figures on the page. A sentence the seller wrote is kept.
 */
export function comparisonTextFor(saved: Pick<WebsiteSaveBase, 'currency' | 'currencySymbol' | 'currentPrice' | 'originalPrice'>, text: string, current: number, original: number | null): string {
  const currency = saved.currency || 'RSD';
  const symbol = saved.currencySymbol || currency;
  const written = (price: number, old: number | null | undefined) => priceAnchoringFor(price, old, currency, symbol).comparisonText;
  if (text.trim() && text !== written(saved.currentPrice, saved.originalPrice)) return text;
  return written(current, original);
}

/** The fields a saved version keeps (and a restore writes back): the editable content, not the switches. */
export const VERSIONED_WEBSITE_FIELDS = EDITABLE_WEBSITE_FIELDS.filter((f) => f !== 'isActive' && f !== 'editableByClient');
export type WebsiteVersionContent = Partial<Pick<WebsiteResponse, (typeof VERSIONED_WEBSITE_FIELDS)[number]>>;

/** The content of a site as a version keeps it. */
export function websiteVersionContent(site: WebsiteVersionContent): WebsiteVersionContent {
  const out: Record<string, unknown> = {};
  for (const f of VERSIONED_WEBSITE_FIELDS) if (site[f] !== undefined) out[f] = site[f];
  return out as WebsiteVersionContent;
}

/** JSON with object keys sorted (jsonb does not keep key order): equal content, equal text. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Whether two version contents are the same (a save that changes nothing keeps no version). */
export const sameVersionContent = (a: WebsiteVersionContent, b: WebsiteVersionContent) => stableJson(websiteVersionContent(a)) === stableJson(websiteVersionContent(b));

/** DELETE /api/websites/id/{id}: the answer. */
export interface DeleteWebsiteResponse {
  success: true;
  message: string;
}

