import { answeredEditableContent, offerPrices, parseImageList, type OfferPrices, type PublicWebsiteListItem, type UpsellLinkInput, type WebsiteResponse } from '@cod/contracts';
import type { Website } from './website.entity.js';

/** The price fields of a site: derived from its stored offers (contracts `offerPrices`). */
export const pricesOf = (w: Pick<Website, 'offers' | 'currency' | 'currencySymbol'>): OfferPrices => offerPrices(w.offers, w.currency, w.currencySymbol || w.currency);

/** Entity → the Website of spec 001 §3 (public, by id and in lists). */
export function toWebsiteResponse(w: Website): WebsiteResponse {
  const prices = pricesOf(w);
  return {
    id: w.id,
    productId: w.productId,
    userId: w.userId,
    title: w.title,
    shortName: w.shortName,
    hook: w.hook,
    bullets: w.bullets ?? [],
    longDescription: w.longDescription,
    faq: w.faq ?? [],
    images: parseImageList(w.images),
    palette: w.palette,
    priceAnchoring: prices.priceAnchoring,
    quantityOffers: prices.quantityOffers,
    currency: w.currency,
    currencySymbol: w.currencySymbol,
    currentPrice: prices.currentPrice,
    originalPrice: prices.originalPrice,
    targetMarket: w.targetMarket,
    templateName: w.templateName,
    customUrl: w.customUrl,
    sku: w.sku,
    productLink: w.productLink,
    seoTitle: w.seoTitle,
    seoDescription: w.seoDescription,
    keywords: w.keywords ?? [],
    previewMode: w.previewMode,
    testimonials: w.testimonials ?? [],
    aiCopy: w.aiCopy,
    urgencyElements: w.urgencyElements,
    benefitsSection: w.benefitsSection!,
    problemSolutionSections: w.problemSolutionSections ?? [],
    designRecommendations: w.designRecommendations,
    advertorialStory: w.advertorialStory!,
    editableContent: answeredEditableContent(w.editableContent, prices),
    editableByClient: w.editableByClient,
    upsellProductLinks: (w.upsellProductLinks ?? []) as UpsellLinkInput[],
    hasUpsellProducts: w.hasUpsellProducts,
    sections: w.sections ?? [],
    isActive: w.isActive,
    isTest: w.isTest,
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
  };
}

/** What the storefront grid needs, nothing more. */
export function toPublicListItem(w: Website): PublicWebsiteListItem {
  const prices = pricesOf(w);
  return {
    id: w.id,
    productId: w.productId,
    title: w.title,
    shortName: w.shortName,
    hook: w.hook,
    images: parseImageList(w.images).slice(0, 1),
    currentPrice: prices.currentPrice,
    originalPrice: prices.originalPrice,
    currency: w.currency,
    currencySymbol: w.currencySymbol,
    customUrl: w.customUrl,
    targetMarket: w.targetMarket,
    createdAt: w.createdAt.toISOString(),
  };
}
