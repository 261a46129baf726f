import type { MarketId, ProductCategory, TemplateName, WebsiteContent } from '@cod/contracts';

/** What is known about a product when copy is written: the seller's form plus what the page said. */
export interface ProductFacts {
  /** The product name from the builder form (always present). */
  name: string;
  /** Description read from the product page, if any (may be English or Serbian, may hold HTML-free text). */
  description?: string;
  /** Feature lines read from the page (bullet lists, specification rows). */
  features: string[];
  brand?: string;
  /** Set by the caller when known; otherwise the copywriter detects it. */
  category?: ProductCategory;
}

export interface MarketInfo {
  id: MarketId;
  currency: string;
  currencySymbol: string;
}

/** Optional brief from the sync test tool (spec 000 §7 test variant). */
export interface CopyBrief {
  targetAudience?: string;
  keyBenefits?: string;
  uniqueCharacteristics?: string;
  competitiveAdvantage?: string;
  customerProblems?: string;
}

export interface WebsiteCopyRequest {
  product: ProductFacts;
  price: number;
  originalPrice?: number | null;
  market: MarketInfo;
  templateName: TemplateName;
  brief?: CopyBrief;
}

export interface UpsellCopyRequest {
  product: ProductFacts;
  /** The upsell's own price when the seller or the page gave one. */
  price?: number;
  /** The main product's unit price (to size an upsell price when none is known). */
  mainPrice: number;
  mainProductName: string;
  market: MarketInfo;
}

/** What the copywriter fills in for an upsell product (spec 001 §3 Upsell product). */
export interface UpsellCopy {
  title: string;
  urgentDescription: string;
  /** 3–5 short feature lines. */
  features: string[];
  originalPrice: number;
  discountPrice: number;
  savings: number;
}

/**
 * Writes the Serbian (Latin) sales copy of a website. Implementations: the offline copywriter
 * (deterministic, no network) and an OpenAI-compatible one; AI_PROVIDER chooses.
 */
export interface Copywriter {
  readonly name: 'offline' | 'openai';
  writeWebsite(request: WebsiteCopyRequest): Promise<WebsiteContent>;
  writeUpsell(request: UpsellCopyRequest): Promise<UpsellCopy>;
}

export const COPYWRITER = Symbol('COPYWRITER');
