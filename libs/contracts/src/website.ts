import type { MarketId } from './markets.js';
import type { TemplateName } from './template-traits.js';

/** Website and generated-content shapes (spec 001 §3 "Website", §5, 000 §9). */

export interface FaqItem {
  q: string;
  a: string;
}

export interface Palette {
  primary: string;
  bg: string;
  secondary?: string;
  accent?: string;
  text?: string;
}

export interface PriceAnchoring {
  originalPrice: number;
  currentPrice: number;
  savings: number;
  comparisonText: string;
}

export interface QuantityOffer {
  price: number;
  text: string;
  badge: string;
}

export interface QuantityOffers {
  single: QuantityOffer;
  double: QuantityOffer;
  triple: QuantityOffer;
}

/**
 * One urgency/social-proof element; `enabled: false` switches it off on the public page. Its text is the
 * seller's: the product never writes a figure into it that is not data (CONTRACT "honest pages").
 */
export interface UrgencyElement {
  enabled: boolean;
  text: string;
}

/** The offer's end, set by the seller: the only thing that may drive a countdown (none without it). */
export interface LimitedTimeElement extends UrgencyElement {
  /** ISO time; null or absent: no countdown anywhere on the page. */
  endsAt?: string | null;
}

/** Real counters (orders in the last 24 hours, visitors now), shown only from `minimum` up. */
export interface SocialProofElement extends UrgencyElement {
  /** Default SOCIAL_PROOF_MINIMUM. */
  minimum?: number;
}

export interface UrgencyElements {
  limitedStock: UrgencyElement;
  limitedTime: LimitedTimeElement;
  socialProof: SocialProofElement;
  exclusivity: UrgencyElement;
  bonuses: UrgencyElement;
}

/** Below this many, a real counter is not shown (a seller may raise it; 1 is the least). */
export const SOCIAL_PROOF_MINIMUM = 5;

export interface BenefitItem {
  /** A lucide icon name (e.g. 'shield-check', 'truck', 'sparkles'). */
  icon: string;
  text: string;
}

export interface BenefitsSection {
  title: string;
  subtitle: string;
  benefits: BenefitItem[];
  ctaText: string;
}

export interface ProblemSolutionSection {
  title: string;
  description1: string;
  description2: string;
  ctaText: string;
}

export const TYPOGRAPHY_WEIGHTS = ['light', 'normal', 'bold'] as const;
export const BORDER_RADII = ['sharp', 'rounded', 'very-rounded'] as const;
export const SHADOWS = ['none', 'subtle', 'dramatic'] as const;
export const SPACINGS = ['tight', 'normal', 'loose'] as const;

export interface SectionSpec {
  order: number;
  title: string;
  type: string;
  props: Record<string, unknown>;
}

export interface DesignRecommendations {
  category: ProductCategory;
  targetAudience: string;
  emotionalTone: string;
  colorScheme: { primary: string; secondary: string; accent: string; background: string; text: string };
  typography: { headingFont: string; bodyFont: string; weight: (typeof TYPOGRAPHY_WEIGHTS)[number] };
  layoutStyle: string;
  visualElements: {
    borderRadius: (typeof BORDER_RADII)[number];
    shadows: (typeof SHADOWS)[number];
    spacing: (typeof SPACINGS)[number];
  };
  sectionStructure: { sections: SectionSpec[] };
}

export interface Testimonial {
  name: string;
  location: string;
  text: string;
  /** 1–5 */
  rating: number;
  /** Free text, e.g. 'pre 3 dana'. */
  purchase_date: string;
  verified: boolean;
}

export interface TrustStatistic {
  icon: string;
  number: string;
  label: string;
  description: string;
}

/** The story of the Advertorial Template (spec 001 §3 "AdvertorialStory"). */
export interface AdvertorialStory {
  personalIntro: string;
  problemDescription: string;
  agoniaSection: string;
  breakthroughMoment: string;
  discoveryStory: string;
  resultsDescription: string;
  benefitsList: string[];
  productQuote: string;
  ctaAdvice: string;
  ctaAdviceDetailed: string;
  noLongerNeedList: string[];
  heroSection: { heroTitle: string; heroSubtitle: string; heroDescription: string };
  benefitsSection: { benefitsIntro: string; benefits: string[] };
  testimonialsSection: { name: string; location: string; text: string; rating: number; verified: boolean }[];
  trustStatistics: TrustStatistic[];
  faqSection: { question: string; answer: string }[];
  ctaSection: { mainCtaText: string; urgencyText: string; guaranteeText: string };
  headerSection: {
    brandName: string;
    productSubtitle: string;
    navigationLinks: { text: string; href: string }[];
    ctaButtonText: string;
    welcomeBannerText: string;
  };
  footerSection: { companyInfo: string; contactInfo: string; legalNotice: string; deliveryInfo: string; supportHours: string };
}

/** Product categories the copywriter knows; the storefront uses the same set. */
export const PRODUCT_CATEGORIES = ['health', 'tech', 'beauty', 'home', 'auto', 'other'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const DEFAULT_SECTIONS = ['hero', 'features', 'testimonials', 'faq'] as const;

/** Everything a copywriter writes for a website (spec 001 §3 Website, the generated part). */
export interface WebsiteContent {
  title: string;
  shortName: string;
  hook: string;
  /** Exactly GENERATED_LIMITS.bullets items. */
  bullets: string[];
  longDescription: string;
  /** Exactly GENERATED_LIMITS.faq items. */
  faq: FaqItem[];
  /** Exactly GENERATED_LIMITS.keywords items. */
  keywords: string[];
  /** At most GENERATED_LIMITS.seoTitle characters. */
  seoTitle: string;
  /** At most GENERATED_LIMITS.seoDescription characters. */
  seoDescription: string;
  palette: Palette;
  priceAnchoring: PriceAnchoring;
  quantityOffers: QuantityOffers;
  urgencyElements: UrgencyElements;
  benefitsSection: BenefitsSection;
  problemSolutionSections: ProblemSolutionSection[];
  designRecommendations: DesignRecommendations;
  advertorialStory: AdvertorialStory;
  testimonials: Testimonial[];
  sections: string[];
}

/** Spec 000 §9 / 001 §5 generated-content limits. */
export const GENERATED_LIMITS = {
  bullets: 5,
  faq: 3,
  keywords: 8,
  seoTitle: 60,
  seoDescription: 155,
} as const;

export const PREVIEW_MODES = ['client', 'customer'] as const;
export type PreviewMode = (typeof PREVIEW_MODES)[number];

/** editableContent of the editor (spec 001 §3). */
export interface EditableContent {
  testimonials?: Testimonial[];
  enabledTestimonials?: boolean[];
  /** JSON text of the editor's quantity options. */
  quantityData?: string;
  adviceTitle?: string;
  adviceText?: string;
  newBadge?: string;
  benefit1Title?: string;
  benefit1Description?: string;
  benefit2Title?: string;
  benefit2Description?: string;
  benefit3Title?: string;
  benefit3Description?: string;
  ctaButtonText?: string;
  storyTitle?: string;
  storySubtitle?: string;
  /** The Sales banner's 'EU KVALITET': shown only when the seller turned it on. */
  showQualityBadge?: boolean;
  [key: string]: unknown;
}

/** An upsell link in the create payload: a plain URL or an object (spec 000 §3, 001 §3). */
export interface UpsellLinkInput {
  url: string;
  title?: string;
  price?: number;
  sku?: string;
  image?: string;
}

/** A website as the API answers it (public, by id, lists). */
export interface WebsiteResponse extends WebsiteContent {
  id: number;
  productId: string;
  userId: number;
  images: string[];
  currency: string;
  currencySymbol: string;
  currentPrice: number;
  originalPrice: number | null;
  targetMarket: MarketId;
  templateName: TemplateName;
  customUrl: string;
  sku: string | null;
  productLink: string;
  previewMode: PreviewMode;
  aiCopy: { provider: string; model?: string; testimonials: Testimonial[] } | null;
  editableContent: EditableContent;
  editableByClient: boolean;
  upsellProductLinks: UpsellLinkInput[];
  hasUpsellProducts: boolean;
  isActive: boolean;
  /** A site made by the developer sync test: inactive and not a seller's page. */
  isTest: boolean;
  createdAt: string;
  updatedAt: string;
}

/** One site in the storefront list (GET /api/websites/public-list): only what the grid shows. */
export interface PublicWebsiteListItem {
  id: number;
  productId: string;
  title: string;
  shortName: string;
  hook: string;
  images: string[];
  currentPrice: number;
  originalPrice: number | null;
  currency: string;
  currencySymbol: string;
  customUrl: string;
  targetMarket: MarketId;
  createdAt: string;
}

/** Upsell product (spec 001 §3). */
export interface UpsellProductResponse {
  id: number;
  websiteId: number;
  originalUrl: string;
  title: string;
  urgentDescription: string;
  originalPrice: number;
  discountPrice: number;
  savings: number;
  images: string[];
  features: string[];
  stockLeft: number;
  sku: string | null;
  isActive: boolean;
  aiProcessed: boolean;
  aiProcessingError: string | null;
  createdAt: string;
  updatedAt: string;
}
