/** Everything the offline copywriter knows about one request, prepared once. */
import {
  DEFAULT_TEMPLATE,
  defaultQuantityOffers,
  discountPercent,
  formatMoney,
  priceAnchoringFor,
  toEkavian,
  type PriceAnchoring,
  type ProductCategory,
  type QuantityOffers,
  type TemplateName,
} from '@cod/contracts';
import type { ProductFacts, WebsiteCopyRequest } from '../copywriter.js';
import type { CategoryBank } from './banks/index.js';
import { productCategory } from './category.js';
import { productFactLines } from './facts.js';
import { fittedBank } from './fitted-bank.js';
import { productTextOf } from '../hold-to-product.js';
import { marketPhrases, type MarketPhrases } from './markets.js';
import { seededRng, type Rng } from './random.js';
import { briefText, serbianFeatures, serbianSentences } from './source-text.js';
import { cleanName, isPluralName, shortNameFrom, startsLowerCase } from './text.js';

export interface CopyContext {
  /** Seed text: product name + market + template (+ the rewrite variant). */
  seed: string;
  /** An independent generator per section, so sections do not shift each other. */
  rng(section: string): Rng;
  /** Cleaned product name (the title). */
  name: string;
  /** Short brand-like name (≤ 30). */
  short: string;
  brand: string;
  /** Every form of the name that must only stand in the nominative. */
  names: string[];
  plural: boolean;
  /** False when the name starts lower-case ('iPhone …'): it must not open a sentence. */
  nameLeads: boolean;
  /** Verb agreeing with the name as subject: v('donosi', 'donose'). */
  v(singular: string, pluralForm: string): string;
  category: ProductCategory;
  bank: CategoryBank;
  market: MarketPhrases;
  currency: string;
  symbol: string;
  template: TemplateName;
  anchoring: PriceAnchoring;
  offers: QuantityOffers;
  /** The discount against a real old price (the seller's or the product page's); 0 without one. */
  percent: number;
  money(amount: number): string;
  priceText: string;
  /** The real old price ('' without one: the copy never states an anchor price it made up). */
  originalText: string;
  savingsText: string;
  doubleText: string;
  tripleText: string;
  source: { sentences: string[]; features: string[] };
  /** The product's own facts (facts.ts), best first: the bullets and the copy are built on them. */
  facts: string[];
  brief: { audience: string; benefits: string; unique: string; advantage: string; problems: string };
}

const GENERIC_BRANDS = new Set(['generic', 'unbranded', 'no brand', 'nobrand', 'oem', 'none', 'n/a', 'na', 'bez brenda', 'ostalo']);

/** The category of the copy: decided from the product's facts (category.ts), the caller's only as a hint. */
export const categoryOf = productCategory;

/**
 * formatMoney builds an Intl.NumberFormat on every call (slow next to everything else here), so
 * its results, and the anchoring that uses it, are remembered per amount and currency.
 */
const moneyCache = new Map<string, string>();
const anchorCache = new Map<string, PriceAnchoring>();
const CACHE_LIMIT = 2000;

function remember<T>(cache: Map<string, T>, key: string, make: () => T): T {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const value = make();
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

export const formatMoneyCached = (amount: number, currency: string) =>
  remember(moneyCache, `${currency}|${amount}`, () => formatMoney(amount, currency));

const anchoringFor = (price: number, original: number | null | undefined, currency: string, symbol: string): PriceAnchoring => ({
  ...remember(anchorCache, `${price}|${original ?? ''}|${currency}|${symbol}`, () => priceAnchoringFor(price, original, currency, symbol)),
});

const finite = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0);

export function buildContext(request: WebsiteCopyRequest): CopyContext {
  const product = request.product ?? ({ name: '', features: [] } as ProductFacts);
  // The name as the copy uses it, in ekavian like the rest ('Grijani ulošci' from a Croatian shop → 'Grejani ulošci').
  const name = toEkavian(cleanName(product.name));
  const rawBrand = product.brand ? cleanName(product.brand) : '';
  const brand = rawBrand && rawBrand !== 'Proizvod' && !GENERIC_BRANDS.has(rawBrand.toLowerCase()) && rawBrand.length <= 40 ? rawBrand : '';
  const short = shortNameFrom(name);
  const names = [...new Set([name, short, brand].filter((n) => n.length > 0))];
  const plural = isPluralName(name);
  const category = categoryOf(product, name, brand);
  const market = marketPhrases(request.market?.id ?? 'Serbia');
  const currency = request.market?.currency || 'RSD';
  const symbol = request.market?.currencySymbol || currency;
  const template = request.templateName ?? DEFAULT_TEMPLATE;
  const seed = `${name.toLowerCase()}|${market.id}|${template}${request.variant ? `|${request.variant}` : ''}`;
  const price = finite(request.price);
  const anchoring = anchoringFor(price, request.originalPrice ?? null, currency, symbol);
  const realOld = finite(request.originalPrice) > price && price > 0 ? anchoring.originalPrice : 0;
  const offers = defaultQuantityOffers(price, currency, symbol);
  const money = (amount: number) => `${formatMoneyCached(amount, currency)} ${symbol}`;
  const brief = request.brief ?? {};
  return {
    seed,
    rng: (section: string) => seededRng(seed, section),
    name,
    short,
    brand,
    names,
    plural,
    nameLeads: !startsLowerCase(name),
    v: (singular, pluralForm) => (plural ? pluralForm : singular),
    category,
    bank: fittedBank(category, productTextOf(product, Object.values(brief))),
    market,
    currency,
    symbol,
    template,
    anchoring,
    offers,
    percent: realOld ? discountPercent(anchoring.currentPrice, realOld) : 0,
    money,
    priceText: money(anchoring.currentPrice),
    originalText: realOld ? money(realOld) : '',
    savingsText: realOld ? money(anchoring.savings) : '',
    doubleText: money(offers.double.price),
    tripleText: money(offers.triple.price),
    source: {
      sentences: serbianSentences(product.description, names),
      features: serbianFeatures(product.features, names),
    },
    facts: productFactLines(product, names).lines,
    brief: {
      audience: briefText(brief.targetAudience, names, 160),
      benefits: briefText(brief.keyBenefits, names),
      unique: briefText(brief.uniqueCharacteristics, names),
      advantage: briefText(brief.competitiveAdvantage, names),
      problems: briefText(brief.customerProblems, names),
    },
  };
}
