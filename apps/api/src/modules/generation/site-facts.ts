import { PRODUCT_CATEGORIES, type FaqItem, type MarketId, type ProductCategory, type TemplateName } from '@cod/contracts';
import type { SiteFacts } from './copywriter.js';

/** The columns of a saved site (a websites row) the copywriter reads. */
export interface SavedSiteCopy {
  title: string;
  shortName: string;
  hook: string;
  bullets: unknown;
  faq: unknown;
  longDescription: string;
  productLink: string;
  targetMarket: MarketId;
  currency: string;
  currencySymbol: string;
  currentPrice: number;
  originalPrice?: number | null;
  templateName: TemplateName;
  designRecommendations?: { category?: string } | null;
}

// A stored row's JSON columns are read as they are: only well-formed entries reach the copywriter.
const texts = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);
const faqOf = (v: unknown): FaqItem[] =>
  Array.isArray(v) ? v.filter((f): f is FaqItem => !!f && typeof f === 'object' && typeof f.q === 'string' && typeof f.a === 'string') : [];

/** What the copywriter reads of a saved site (its copy, link, market, price and category). */
export function siteFactsOf(site: SavedSiteCopy): SiteFacts {
  const category = site.designRecommendations?.category;
  return {
    title: site.title ?? '',
    shortName: site.shortName ?? '',
    hook: site.hook ?? '',
    bullets: texts(site.bullets),
    faq: faqOf(site.faq),
    longDescription: site.longDescription ?? '',
    productLink: site.productLink ?? '',
    market: { id: site.targetMarket, currency: site.currency, currencySymbol: site.currencySymbol },
    price: site.currentPrice,
    originalPrice: site.originalPrice,
    templateName: site.templateName,
    category: (PRODUCT_CATEGORIES as readonly string[]).includes(category as string) ? (category as ProductCategory) : undefined,
  };
}
