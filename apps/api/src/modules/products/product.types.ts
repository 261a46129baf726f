/** Which method of reading a product page contributed a value. */
export type ProductSource = 'json-ld' | 'microdata' | 'shopify' | 'woocommerce' | 'embedded-json' | 'opengraph' | 'html';

/** What could be read from a seller's product page. Amounts in the currency's major unit (2990 = 2 990 RSD). */
export interface ExtractedProduct {
  name?: string;
  /** Plain text (tags stripped, entities decoded), paragraphs separated by '\n', at most ~2 000 characters. */
  description?: string;
  price?: number;
  /** The price before a discount; only set when higher than `price`. */
  originalPrice?: number;
  /** ISO 4217 code: RSD, EUR, BAM, USD… */
  currency?: string;
  /** Set when the page named no currency and `currency` is the one of its domain's country (.rs → RSD). */
  currencyFromHost?: true;
  /** Absolute http(s) URLs, best first, deduplicated, at most 12. */
  images: string[];
  brand?: string;
  /** Short lines (specification rows, bullet points), deduplicated, at most 10. */
  features: string[];
  sku?: string;
  /** The methods whose values made it into this result, in priority order. */
  sources: ProductSource[];
}
