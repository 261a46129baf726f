import type { ExtractedProduct, ProductSource } from '../product.types.js';
import { ImageSet, MAX_IMAGES } from './images.js';
import type { ProductFindings } from './product-findings.js';

export const SOURCE_PRIORITY: readonly ProductSource[] = [
  'json-ld', 'microdata', 'shopify', 'woocommerce', 'embedded-json', 'opengraph', 'html',
];
export const MAX_FEATURES = 10;

function pickDescription(findings: ProductFindings[]): ProductFindings | undefined {
  const chosen = findings.find((f) => f.description !== undefined);
  // A meta description is often a shortened SEO summary of the text the page itself shows.
  const pageText = findings.find((f) => f.source === 'html' && f.description !== undefined);
  if (chosen?.source === 'opengraph' && pageText && pageText.description!.length >= 2 * chosen.description!.length) return pageText;
  return chosen;
}

/**
 * Merges what each method found: a field comes from the highest-priority method that has it; the
 * price, its currency and the original price stay together where they can. Generic-HTML images and
 * features (the noisiest guesses) are used only when no better method found any.
 */
export function mergeFindings(all: ProductFindings[]): ExtractedProduct {
  const findings = [...all].sort((a, b) => SOURCE_PRIORITY.indexOf(a.source) - SOURCE_PRIORITY.indexOf(b.source));
  const used = new Set<ProductSource>();
  const product: ExtractedProduct = { images: [], features: [], sources: [] };

  for (const field of ['name', 'brand', 'sku'] as const) {
    const from = findings.find((f) => f[field] !== undefined);
    if (from) {
      product[field] = from[field];
      used.add(from.source);
    }
  }
  const described = pickDescription(findings);
  if (described) {
    product.description = described.description;
    used.add(described.source);
  }

  const priced = findings.find((f) => f.price !== undefined);
  if (priced) {
    product.price = priced.price;
    used.add(priced.source);
    const currencyFrom = priced.currency !== undefined ? priced : findings.find((f) => f.currency !== undefined);
    if (currencyFrom) {
      product.currency = currencyFrom.currency;
      used.add(currencyFrom.source);
    }
    // Another method's original price only counts when it saw the same current price.
    const originalFrom = [priced, ...findings].find(
      (f) => f.originalPrice !== undefined && f.originalPrice > priced.price! && (f.price === undefined || f.price === priced.price),
    );
    if (originalFrom) {
      product.originalPrice = originalFrom.originalPrice;
      used.add(originalFrom.source);
    }
  }

  const structured = findings.filter((f) => f.source !== 'html');
  // The structured methods' pictures first (best first), then the page's own gallery, which holds the
  // rest of the pictures when JSON-LD or og:image name only one; every other content image only when
  // no better method found any.
  const imageSources: Array<{ source: ProductSource; images: string[] }> = structured.some((f) => f.images.length)
    ? [...structured, ...findings.filter((f) => f.source === 'html').map((f) => ({ source: f.source, images: f.gallery ?? [] }))]
    : findings;
  const images = new ImageSet(MAX_IMAGES);
  for (const f of imageSources) {
    for (const url of f.images) if (images.add(url)) used.add(f.source);
  }
  product.images = images.urls;

  const featureSources = structured.some((f) => f.features.length) ? structured : findings;
  const seenFeatures = new Set<string>();
  for (const f of featureSources) {
    for (const line of f.features) {
      const key = line.toLowerCase();
      if (seenFeatures.has(key) || product.features.length >= MAX_FEATURES) continue;
      seenFeatures.add(key);
      product.features.push(line);
      used.add(f.source);
    }
  }

  product.sources = SOURCE_PRIORITY.filter((source) => used.has(source));
  return product;
}
