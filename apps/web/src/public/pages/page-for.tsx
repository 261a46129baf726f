import type { PublicPageModel } from '@cod/contracts';
import { notFoundParts } from './NotFoundPage.js';
import type { PageParts } from './page-parts.js';
import { productPageParts } from './ProductPage.js';
import { storefrontParts } from './storefront/parts.js';
import {
  thankYouGenericParts,
  thankYouLegacyParts,
  thankYouSimpleParts,
  thankYouUpsellParts,
  upsellAcceptedParts,
} from './thank-you/parts.js';

/** Chooses the page component and head tags for a model. */
export function pageFor(model: PublicPageModel): PageParts {
  switch (model.kind) {
    case 'product':
      return productPageParts(model);
    // Thank-you pages (spec 001 §2.4): all noindex.
    case 'thank-you-upsell':
      return thankYouUpsellParts(model);
    case 'thank-you-legacy':
      return thankYouLegacyParts(model);
    case 'upsell-accepted':
      return upsellAcceptedParts(model);
    case 'thank-you-simple':
      return thankYouSimpleParts(model);
    case 'thank-you-generic':
      return thankYouGenericParts(model);
    // The storefront at /prodavnica (spec 001 §2.1).
    case 'storefront':
      return storefrontParts(model);
    default:
      return notFoundParts(model);
  }
}
