import { load } from 'cheerio';
import type { ExtractedProduct } from '../product.types.js';
import { baseUrlOf } from './dom.js';
import { readEmbeddedJson } from './embedded-json.js';
import { readGenericHtml } from './generic-html.js';
import { readJsonLd } from './json-ld.js';
import { mergeFindings } from './merge-findings.js';
import { readMicrodata } from './microdata.js';
import { readOpenGraph } from './open-graph.js';
import { currencyOfHost } from './price.js';
import type { ProductFindings } from './product-findings.js';
import { readShopify } from './shopify.js';
import { readWooCommerce } from './woocommerce.js';

/** What a page turned out to be: a product page, an article, or no telling. */
export type PageKind = 'product' | 'article' | 'unknown';

export interface ProductPageReading {
  product: ExtractedProduct;
  kind: PageKind;
}

const STRUCTURED = new Set(['json-ld', 'microdata', 'shopify', 'woocommerce', 'embedded-json']);

/** Runs every extraction method; one that fails on odd markup does not stop the others. */
export function collectFindings(html: string, pageUrl: string): ProductFindings[] {
  const $ = load(html);
  const baseUrl = baseUrlOf($, pageUrl);
  const readers = [
    () => readJsonLd($, baseUrl),
    () => readMicrodata($, baseUrl),
    () => readShopify($, baseUrl, html),
    () => readWooCommerce($, baseUrl),
    () => readEmbeddedJson($, baseUrl),
    () => readOpenGraph($, baseUrl),
    () => readGenericHtml($, baseUrl),
  ];
  return readers.flatMap((read) => {
    try {
      return read() ?? [];
    } catch {
      return [];
    }
  });
}

/** Merges findings (optionally with more, e.g. Shopify's `.js` product JSON) and says what the page is. */
export function readProductPage(findings: ProductFindings[], pageUrl: string): ProductPageReading {
  const product = mergeFindings(findings);
  if (product.price !== undefined && !product.currency) {
    const currency = currencyOfHost(pageUrl);
    if (currency) {
      product.currency = currency;
      product.currencyFromHost = true;
    }
  }
  const declaresProduct = findings.some((f) => f.pageType === 'product' || (STRUCTURED.has(f.source) && (f.name || f.price !== undefined)));
  const kind: PageKind =
    declaresProduct || product.price !== undefined ? 'product' : findings.some((f) => f.pageType === 'article') ? 'article' : 'unknown';
  return { product, kind };
}

/** Reads a product page's HTML: name, description, prices, images, brand, features, SKU. */
export function extractProduct(html: string, pageUrl: string): ExtractedProduct {
  return readProductPage(collectFindings(html, pageUrl), pageUrl).product;
}
