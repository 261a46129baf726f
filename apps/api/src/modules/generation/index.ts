export { GenerationModule, copywriterFor } from './generation.module.js';
export { WebsiteGenerator, type GenerationOptions, type ProgressListener } from './website-generator.service.js';
export {
  COPYWRITER,
  type Copywriter,
  type CopyBrief,
  type FieldVariant,
  type MarketInfo,
  type RewriteFieldRequest,
  type SiteFacts,
  type TestimonialsRequest,
} from './copywriter.js';
export { siteFactsOf, type SavedSiteCopy } from './site-facts.js';
