import type {
  AiTestimonial,
  FaqItem,
  MarketId,
  ProductCategory,
  RewritableField,
  TemplateName,
  TestimonialCategory,
  WebsiteContent,
} from '@cod/contracts';

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
  /**
   * Another draw of the same copy (the editor's 'Prepiši'): mixed into the offline copywriter's seed,
   * so the same facts give a different wording per variant. Absent: the site's original wording.
   */
  variant?: string;
}

export interface UpsellCopyRequest {
  product: ProductFacts;
  /** The upsell's own price when the seller or the page gave one. */
  price?: number;
  /**
   * A real old price of the upsell (found on its source page or typed by the seller), in the site's
   * currency. Only above the price does the copy show an old price and a saving; never made up.
   */
  originalPrice?: number | null;
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

/** GET /api/testimonials/{name}/{category}: comments about one product, for the editor. */
export interface TestimonialsRequest {
  /** The product's short name or title, as the editor sends it (checked: one line, bounded). */
  productName: string;
  category: TestimonialCategory;
  /** How many comments (default TESTIMONIALS_DEFAULT_COUNT). */
  count?: number;
}

/** What the copywriter knows of a saved site when it rewrites one of its fields. */
export interface SiteFacts {
  title: string;
  shortName: string;
  hook: string;
  bullets: string[];
  faq: FaqItem[];
  longDescription: string;
  productLink: string;
  market: MarketInfo;
  price: number;
  originalPrice?: number | null;
  templateName: TemplateName;
  /** The category the site was written for (its designRecommendations), when known. */
  category?: ProductCategory;
}

export interface RewriteFieldRequest {
  field: RewritableField;
  site: SiteFacts;
  /** Seed of the offline variant (the service draws a random one per request; tests fix it). */
  variant?: string;
}

/** A fresh value of one field, within the generation limits (content-limits.ts). */
export type FieldVariant =
  | { field: 'title'; value: string }
  | { field: 'hook'; value: string }
  | { field: 'bullets'; value: string[] }
  | { field: 'faq'; value: FaqItem[] };

/**
 * Writes the Serbian (Latin) sales copy of a website. Implementations: the offline copywriter
 * (deterministic, no network) and an OpenAI-compatible one; AI_PROVIDER chooses.
 */
export interface Copywriter {
  readonly name: 'offline' | 'openai';
  writeWebsite(request: WebsiteCopyRequest): Promise<WebsiteContent>;
  writeUpsell(request: UpsellCopyRequest): Promise<UpsellCopy>;
  /** Believable customer comments about one product (spec 001 §3 "AI testimonial response"). */
  writeTestimonials(request: TestimonialsRequest): Promise<AiTestimonial[]>;
  /** A fresh variant of one field of a saved site, different from its current value when possible. */
  rewriteField(request: RewriteFieldRequest): Promise<FieldVariant>;
}

export const COPYWRITER = Symbol('COPYWRITER');
