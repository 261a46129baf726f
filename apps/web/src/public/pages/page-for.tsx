import type { PublicPageModel } from '@cod/contracts';
import type { ReactElement } from 'react';
import type { HeadTags } from '../document.js';
import type { PublicPageData } from '../page-data.js';
import { NotFoundPage } from './NotFoundPage.js';
import { productPageParts } from './ProductPage.js';
import { storefrontParts } from './storefront/parts.js';
import {
  thankYouGenericParts,
  thankYouLegacyParts,
  thankYouSimpleParts,
  thankYouUpsellParts,
  upsellAcceptedParts,
} from './thank-you/parts.js';

export interface PageParts {
  status: number;
  head: HeadTags;
  element: ReactElement;
  data: PublicPageData;
}

/** Chooses the page component and head tags for a model. */
export function pageFor(model: PublicPageModel): PageParts {
  switch (model.kind) {
    case 'product':
      return productPageParts(model);
    // Thank-you pages (spec 001 §2.4): all noindex.
    case 'thank-you-upsell': {
      return thankYouUpsellParts(model);
    }
    case 'thank-you-legacy': {
      return thankYouLegacyParts(model);
    }
    case 'upsell-accepted': {
      return upsellAcceptedParts(model);
    }
    case 'thank-you-simple': {
      return thankYouSimpleParts(model);
    }
    case 'thank-you-generic': {
      return thankYouGenericParts(model);
    }
    // The storefront at /prodavnica (spec 001 §2.1).
    case 'storefront': {
      return storefrontParts(model);
    }
    default:
      return {
        status: 404,
        head: { title: '404 - Stranica nije pronađena', noindex: true },
        element: <NotFoundPage />,
        data: { kind: model.kind, pixelId: null },
      };
  }
}
