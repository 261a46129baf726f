import {
  ORDER_MESSAGES,
  type ThankYouGenericPageModel,
  type ThankYouLegacyPageModel,
  type ThankYouSimplePageModel,
  type ThankYouUpsellPageModel,
  type UpsellAcceptedPageModel,
} from '@cod/contracts';
import type { PageParts } from '../page-parts.js';
import { paletteVars } from '../theme.js';
import { ThankYouGenericPage } from './ThankYouGenericPage.js';
import { ThankYouLegacyPage } from './ThankYouLegacyPage.js';
import { ThankYouSimplePage } from './ThankYouSimplePage.js';
import { ThankYouUpsellPage } from './ThankYouUpsellPage.js';
import { UpsellAcceptedPage } from './UpsellAcceptedPage.js';

/** Every thank-you page stays out of search engines. */
const THANKS = 'Hvala na porudžbini!';

export function thankYouUpsellParts(model: ThankYouUpsellPageModel): PageParts {
  const { site, order } = model;
  const name = site.shortName || site.title;
  const themeVars = paletteVars(site.palette);
  return {
    status: 200,
    head: { title: `${THANKS} | ${name}`, canonicalUrl: model.canonicalUrl, noindex: true, themeVars, themeColor: themeVars['--brand'] },
    element: <ThankYouUpsellPage model={model} />,
    data: {
      kind: model.kind,
      pixelId: model.pixelId,
      websiteId: order.websiteId || site.id,
      productId: site.productId,
      productName: order.productName || name,
      currency: order.currency || site.currency,
      currencySymbol: order.currencySymbol || site.currencySymbol,
      templateName: site.templateName,
      targetMarket: site.targetMarket,
      orderId: order.orderId,
    },
  };
}

export function thankYouLegacyParts(model: ThankYouLegacyPageModel): PageParts {
  return {
    status: 200,
    head: { title: THANKS, canonicalUrl: model.canonicalUrl, noindex: true },
    element: <ThankYouLegacyPage model={model} />,
    data: { kind: model.kind, pixelId: model.pixelId, ...(model.orderId ? { orderId: model.orderId } : {}) },
  };
}

export function upsellAcceptedParts(model: UpsellAcceptedPageModel): PageParts {
  return {
    status: 200,
    head: { title: 'Proizvod je dodat u porudžbinu!', canonicalUrl: model.canonicalUrl, noindex: true },
    element: <UpsellAcceptedPage model={model} />,
    data: { kind: model.kind, pixelId: model.pixelId, ...(model.orderId ? { orderId: model.orderId } : {}) },
  };
}

export function thankYouSimpleParts(model: ThankYouSimplePageModel): PageParts {
  return {
    status: model.order ? 200 : 404,
    head: { title: model.order ? THANKS : ORDER_MESSAGES.notFound, canonicalUrl: model.canonicalUrl, noindex: true },
    element: <ThankYouSimplePage model={model} />,
    data: {
      kind: model.kind,
      pixelId: model.pixelId,
      ...(model.order ? { orderId: model.order.orderId, websiteId: model.order.websiteId, currency: model.order.currency, currencySymbol: model.order.currencySymbol } : {}),
    },
  };
}

export function thankYouGenericParts(model: ThankYouGenericPageModel): PageParts {
  return {
    status: 200,
    head: { title: 'Hvala vam!', canonicalUrl: model.canonicalUrl, noindex: true },
    element: <ThankYouGenericPage model={model} />,
    data: { kind: model.kind, pixelId: model.pixelId },
  };
}
