import type { ProductPageModel } from '@cod/contracts';
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

/** The hero's `sizes` per template (the preload must name the same as the <img>). */
const HERO_SIZES: Record<string, string> = {
  'Sales Template': '(min-width: 768px) 480px, 100vw',
  'Advertorial Template': '(min-width: 768px) 672px, 100vw',
  default: '(min-width: 768px) 480px, 100vw',
};

/** The public product page at /{customUrl} (spec 001 §2.2): one of three templates by templateName. */
export function ProductPage({ model, view }: { model: ProductPageModel; view: ProductView }) {
  const template = model.site.templateName;
  return (
    <div data-island="product-view">
      {model.previewProductionUrl ? <PreviewBanner productionUrl={safeHref(model.previewProductionUrl, '/')} ownerOnly={!!model.previewForOwnerOnly} /> : null}
      {template === 'Sales Template' ? <SalesTemplate v={view} /> : template === 'Advertorial Template' ? <AdvertorialTemplate v={view} /> : <DefaultTemplate v={view} />}
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
  const sizes = HERO_SIZES[site.templateName] ?? HERO_SIZES.default;
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
  };
  return { status: 200, head, element: <ProductPage model={model} view={view} />, data };
}
