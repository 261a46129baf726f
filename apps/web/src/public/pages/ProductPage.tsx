import { templateTraits, type ProductPageModel, type TemplateRenderer } from '@cod/contracts';
import type { ComponentType } from 'react';
import type { HeadTags } from '../document.js';
import type { PublicPageData } from '../page-data.js';
import { AdvertorialTemplate } from '../templates/AdvertorialTemplate.js';
import { DefaultTemplate } from '../templates/DefaultTemplate.js';
import { SalesTemplate } from '../templates/SalesTemplate.js';
import { imageSources } from '../image-srcset.js';
import { PreviewBanner } from '../templates/shared/PreviewBanner.js';
import { productView, safeHref, type ProductView } from '../templates/shared/site.js';
import type { PageParts } from './page-parts.js';
import { DEFAULT_PALETTE, paletteVars } from './theme.js';

/** Each template renderer's component, and its hero's `sizes` (the preload must name the same as the <img>). */
const RENDERERS: Record<TemplateRenderer, { Page: ComponentType<{ v: ProductView }>; heroSizes: string }> = {
  default: { Page: DefaultTemplate, heroSizes: '(min-width: 768px) 480px, 100vw' },
  sales: { Page: SalesTemplate, heroSizes: '(min-width: 768px) 480px, 100vw' },
  advertorial: { Page: AdvertorialTemplate, heroSizes: '(min-width: 768px) 672px, 100vw' },
};

const rendererOf = (templateName: string) => RENDERERS[templateTraits(templateName).renderer];

/** The public product page at /{customUrl} (spec 001 §2.2): the template's renderer by templateName. */
export function ProductPage({ model, view }: { model: ProductPageModel; view: ProductView }) {
  const { Page } = rendererOf(model.site.templateName);
  return (
    <div data-island="product-view">
      {model.previewProductionUrl ? <PreviewBanner productionUrl={safeHref(model.previewProductionUrl, '/')} ownerOnly={!!model.previewForOwnerOnly} /> : null}
      <Page v={view} />
    </div>
  );
}

/** An absolute URL for og:image: our own paths get the canonical URL's origin. */
function absolute(url: string, canonicalUrl: string): string | undefined {
  if (/^https?:\/\//i.test(url)) return url;
  try {
    return new URL(url, canonicalUrl).href;
  } catch {
    return undefined;
  }
}

export function productPageParts(model: ProductPageModel): PageParts {
  const site = model.site;
  const view = productView(model);
  const themeVars = paletteVars(site.palette, DEFAULT_PALETTE);
  const hero = imageSources(view.images[0]);
  const sizes = rendererOf(site.templateName).heroSizes;
  const head: HeadTags = {
    title: site.seoTitle?.trim() || view.name,
    description: site.seoDescription?.trim() || view.hook || undefined,
    canonicalUrl: model.canonicalUrl,
    image: absolute(view.images[0], model.canonicalUrl),
    ogType: 'product',
    preloadImage: { href: hero.src, ...(hero.srcSet ? { srcset: hero.srcSet, sizes } : {}) },
    themeVars,
    themeColor: themeVars['--brand'],
  };
  const data: PublicPageData = {
    kind: 'product',
    websiteId: site.id,
    productId: site.productId,
    productName: view.name,
    currency: view.currency,
    currencySymbol: view.symbol,
    price: site.currentPrice,
    pixelId: model.pixelId,
    templateName: site.templateName,
    targetMarket: site.targetMarket,
    ...(model.experimentArm ? { experimentArm: model.experimentArm } : {}),
  };
  return { status: 200, head, element: <ProductPage model={model} view={view} />, data };
}
