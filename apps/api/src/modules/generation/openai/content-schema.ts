import { BORDER_RADII, GENERATED_LIMITS, SHADOWS, SPACINGS, TYPOGRAPHY_WEIGHTS } from '@cod/contracts';
import { TESTIMONIAL_LIMITS, TESTIMONIAL_REACTIONS } from '../content-limits.js';
import type { FieldVariant } from '../copywriter.js';

/** JSON-schema builders for OpenAI structured outputs (strict: every property required, no extras). */
const str = (description?: string) => ({ type: 'string', ...(description ? { description } : {}) });
const num = () => ({ type: 'number' });
const bool = () => ({ type: 'boolean' });
const arr = (items: object, minItems?: number, maxItems?: number) => ({
  type: 'array',
  items,
  ...(minItems !== undefined ? { minItems } : {}),
  ...(maxItems !== undefined ? { maxItems } : {}),
});
const obj = (properties: Record<string, object>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});
const enumOf = (values: readonly string[]) => ({ type: 'string', enum: [...values] });

const urgency = obj({ enabled: bool(), text: str() });

/**
 * What the model writes. Prices, palette and quantity offers are not asked for: the server sets them
 * from the seller's price (a model never decides a price).
 */
export const WEBSITE_CONTENT_SCHEMA = obj({
  title: str('Naslov prodajne stranice'),
  shortName: str('Kratko ime brenda/proizvoda, najviše 30 znakova'),
  hook: str('Jedna snažna rečenica ispod naslova'),
  bullets: arr(str(), GENERATED_LIMITS.bullets, GENERATED_LIMITS.bullets),
  longDescription: str('Više pasusa odvojenih praznim redom'),
  faq: arr(obj({ q: str(), a: str() }), GENERATED_LIMITS.faq, GENERATED_LIMITS.faq),
  keywords: arr(str(), GENERATED_LIMITS.keywords, GENERATED_LIMITS.keywords),
  seoTitle: str(`Najviše ${GENERATED_LIMITS.seoTitle} znakova`),
  seoDescription: str(`Najviše ${GENERATED_LIMITS.seoDescription} znakova`),
  urgencyElements: obj({ limitedStock: urgency, limitedTime: urgency, socialProof: urgency, exclusivity: urgency, bonuses: urgency }),
  benefitsSection: obj({
    title: str(),
    subtitle: str(),
    benefits: arr(obj({ icon: str('lucide ikonica, npr. truck, shield-check, sparkles'), text: str() }), 4, 6),
    ctaText: str(),
  }),
  problemSolutionSections: arr(obj({ title: str(), description1: str(), description2: str(), ctaText: str() }), 3, 3),
  designRecommendations: obj({
    targetAudience: str(),
    emotionalTone: str(),
    colorScheme: obj({ primary: str('#RRGGBB'), secondary: str('#RRGGBB'), accent: str('#RRGGBB'), background: str('#RRGGBB'), text: str('#RRGGBB') }),
    typography: obj({ headingFont: str(), bodyFont: str(), weight: enumOf(TYPOGRAPHY_WEIGHTS) }),
    layoutStyle: str(),
    visualElements: obj({ borderRadius: enumOf(BORDER_RADII), shadows: enumOf(SHADOWS), spacing: enumOf(SPACINGS) }),
  }),
  advertorialStory: obj({
    personalIntro: str(),
    problemDescription: str(),
    agoniaSection: str(),
    breakthroughMoment: str(),
    discoveryStory: str(),
    resultsDescription: str(),
    benefitsList: arr(str(), 3, 8),
    productQuote: str(),
    ctaAdvice: str(),
    ctaAdviceDetailed: str(),
    noLongerNeedList: arr(str(), 3, 8),
  }),
  testimonials: arr(
    obj({ name: str(), location: str(), text: str(), rating: num(), purchase_date: str(), verified: bool() }),
    3,
    8,
  ),
});

/** The editor's comments: exactly `count`, reactions from our set (the picture is ours to choose: none). */
export const testimonialsSchema = (count: number) =>
  obj({
    testimonials: arr(
      obj({
        name: str('Ime i prezime'),
        comment: str('Komentar, 1–3 rečenice'),
        reactions: arr(enumOf(TESTIMONIAL_REACTIONS), 1, TESTIMONIAL_LIMITS.maxReactions),
        likes: { type: 'integer' },
        timeAgo: str("npr. 'pre 2 dana'"),
      }),
      count,
      count,
    ),
  });

/** One rewritten field in {value}: a text, exactly 5 bullets or exactly 3 FAQ items. */
export const FIELD_SCHEMAS: Record<FieldVariant['field'], object> = {
  title: obj({ value: str('Naslov, jedan red') }),
  hook: obj({ value: str('Jedna ili dve rečenice') }),
  bullets: obj({ value: arr(str(), GENERATED_LIMITS.bullets, GENERATED_LIMITS.bullets) }),
  faq: obj({ value: arr(obj({ q: str(), a: str() }), GENERATED_LIMITS.faq, GENERATED_LIMITS.faq) }),
};
