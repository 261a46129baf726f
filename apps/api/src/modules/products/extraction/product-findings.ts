import type { ExtractedProduct, ProductSource } from '../product.types.js';

/** What one extraction method found on a page, before the methods are merged by priority. */
export interface ProductFindings extends Omit<ExtractedProduct, 'sources'> {
  source: ProductSource;
  /** What the page says it is (og:type, JSON-LD @type), when it says. */
  pageType?: 'product' | 'article';
  /**
   * Generic HTML only: the pictures of the page's product gallery (a gallery, slider or zoom container
   * of the content), which complete a structured method's list (JSON-LD and og:image often name one
   * picture of several).
   */
  gallery?: string[];
}

export function emptyFindings(source: ProductSource): ProductFindings {
  return { source, images: [], features: [] };
}

export function hasFindings(f: ProductFindings): boolean {
  return Boolean(
    f.name || f.description || f.price !== undefined || f.images.length || f.features.length || f.brand || f.sku || f.pageType,
  );
}

/** Returns the findings, or null when the method found nothing at all. */
export function findingsOrNull(f: ProductFindings): ProductFindings | null {
  return hasFindings(f) ? f : null;
}
