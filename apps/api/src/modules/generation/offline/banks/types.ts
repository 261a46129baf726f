import type { DesignRecommendations, FaqItem, ProductCategory } from '@cod/contracts';

/**
 * Phrase bank of one product category. Conventions:
 * - The product name never appears here; texts refer to it as 'ovaj proizvod' or 'ga'.
 * - `[masculine|feminine]` marks first-person forms (story narrator, reviewer), resolved per person.
 * - Nothing agrees in gender with the product itself (its name may be any gender or plural).
 */
export interface BulletKind {
  heads: string[];
  tails: string[];
}

export interface ProblemTheme {
  titles: string[];
  problems: string[];
  solutions: string[];
}

export interface StoryBank {
  /** After 'Zovem se X, imam N godina i živim u Y.' */
  life: string[];
  problem: string[];
  agonia: string[];
  breakthrough: string[];
  /** Before the sentence that names the product. */
  discoveryLead: string[];
  results: string[];
  /** Five slots of the day-by-day list, a few phrasings each. */
  days: [string[], string[], string[], string[], string[]];
  quotes: string[];
  noLongerNeed: string[];
  heroTitles: string[];
  heroDescriptions: string[];
  productSubtitles: string[];
  benefitsIntros: string[];
  benefits: string[];
}

export interface CategoryBank {
  id: ProductCategory;
  colors: DesignRecommendations['colorScheme'];
  typography: DesignRecommendations['typography'];
  visual: DesignRecommendations['visualElements'];
  tones: string[];
  audiences: string[];
  /** Share of women among reviewers and story narrators. */
  femaleShare: number;
  /** Noun phrases after 'X – …' (lower-case start, no final period). */
  taglines: string[];
  /** Predicate noun phrases after 'X je …' (lower-case start, no final period). */
  predicates: string[];
  /** First sentences of the long description. */
  openers: string[];
  /** Hook claims (capital start, no final punctuation). */
  hookClaims: string[];
  howItWorks: string[];
  bullets: BulletKind[];
  benefits: { icon: string; texts: string[] }[];
  benefitTitles: string[];
  benefitSubtitles: string[];
  problems: ProblemTheme[];
  usageFaq: FaqItem[];
  guaranteeFaq: FaqItem[];
  extraFaq: FaqItem[];
  keywords: string[];
  testimonials: string[];
  story: StoryBank;
  upsellFeatures: string[];
}
