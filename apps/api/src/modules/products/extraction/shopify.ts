import type { CheerioAPI } from 'cheerio';
import { imageList } from './images.js';
import { parseLenientJson, readAssignedJson } from './lenient-json.js';
import { normaliseCurrency, parsePrice, positive } from './price.js';
import { emptyFindings, findingsOrNull, type ProductFindings } from './product-findings.js';
import { cleanDescription, cleanText, listItemsOf } from './text.js';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const PRODUCT_JSON_SELECTOR = 'script[data-product-json], script[id^="ProductJson"], script[id^="ProductJSON"], script#product-json';

export function isShopifyPage(html: string): boolean {
  return /cdn\.shopify\.com|Shopify\.theme|Shopify\.shop\s*=|ShopifyAnalytics/.test(html);
}

/**
 * Shopify money: product JSON from `/products/x.js` and theme ProductJson scripts gives integer cents
 * (2999 = 29.99), the `.json` endpoint gives decimal strings ('29.99').
 */
export function shopifyMoney(value: unknown): number | undefined {
  if (typeof value === 'number') return positive(Number.isInteger(value) ? value / 100 : value);
  if (typeof value === 'string' && value.trim()) return positive(parsePrice(value).amount);
  return undefined;
}

function imageSources(value: unknown): unknown[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.map((item) => (isObject(item) ? (item.src ?? (isObject(item.preview_image) ? item.preview_image.src : undefined)) : item));
}

/** Findings from a Shopify product object (ProductJson script, `/products/x.js`, or `{product}` of `.json`). */
export function shopifyProductFindings(json: unknown, baseUrl: string, currency?: string): ProductFindings | null {
  const product = isObject(json) && isObject(json.product) ? json.product : json;
  if (!isObject(product) || (!product.title && !Array.isArray(product.variants))) return null;
  const variants = (Array.isArray(product.variants) ? product.variants : []).filter(isObject);
  const variant = variants.find((v) => v.available !== false) ?? variants[0] ?? {};
  const findings = emptyFindings('shopify');
  findings.pageType = 'product';
  findings.name = cleanText(product.title);
  const descriptionHtml = product.description ?? product.body_html;
  findings.description = cleanDescription(descriptionHtml);
  findings.features = typeof descriptionHtml === 'string' ? listItemsOf(descriptionHtml) : [];
  findings.price = shopifyMoney(variant.price ?? product.price);
  const compareAt = shopifyMoney(variant.compare_at_price ?? product.compare_at_price);
  if (compareAt !== undefined && findings.price !== undefined && compareAt > findings.price) findings.originalPrice = compareAt;
  findings.currency = currency;
  findings.images = imageList(
    [
      ...imageSources(variant.featured_image),
      ...imageSources(product.featured_image),
      ...imageSources(product.images),
      ...imageSources(product.media),
      ...imageSources(product.image),
    ],
    baseUrl,
  );
  findings.brand = cleanText(product.vendor);
  findings.sku = cleanText(variant.sku, 100);
  return findings;
}

function storeCurrency(scripts: string[]): string | undefined {
  for (const script of scripts) {
    const match =
      /Shopify\.currency\s*=\s*\{[^}]*"active"\s*:\s*"([A-Za-z]{3})"/.exec(script) ??
      /ShopifyAnalytics\.meta\.currency\s*=\s*['"]([A-Za-z]{3})['"]/.exec(script) ??
      /"currencyCode"\s*:\s*"([A-Za-z]{3})"/.exec(script);
    if (match) return normaliseCurrency(match[1]!.toUpperCase());
  }
  return undefined;
}

/** The analytics `meta` object (`var meta = {"product": …}`): price in cents, vendor, variant names and SKUs. */
function analyticsFindings(scripts: string[], currency: string | undefined): ProductFindings | null {
  for (const script of scripts) {
    if (!/var meta\s*=|ShopifyAnalytics\.meta\s*=/.test(script)) continue;
    const meta = readAssignedJson(script, '(?:var meta|ShopifyAnalytics\\.meta)', (v) => isObject(v) && isObject(v.product));
    if (!isObject(meta) || !isObject(meta.product)) continue;
    const variants = (Array.isArray(meta.product.variants) ? meta.product.variants : []).filter(isObject);
    const variant = variants[0] ?? {};
    const findings = emptyFindings('shopify');
    findings.pageType = 'product';
    const variantName = cleanText(variant.name);
    const variantTitle = cleanText(variant.public_title);
    findings.name = variantName && variantTitle ? variantName.replace(` - ${variantTitle}`, '') : variantName;
    findings.price = shopifyMoney(variant.price);
    findings.currency = currency;
    findings.brand = cleanText(meta.product.vendor);
    findings.sku = cleanText(variant.sku, 100);
    return findings;
  }
  return null;
}

/** Shopify themes: the product JSON script(s), else the analytics meta object. */
export function readShopify($: CheerioAPI, baseUrl: string, html: string): ProductFindings | null {
  if (!isShopifyPage(html) && $(PRODUCT_JSON_SELECTOR).length === 0) return null;
  const scripts = $('script')
    .toArray()
    .map((el) => $(el).text());
  const currency = storeCurrency(scripts);
  for (const el of $(PRODUCT_JSON_SELECTOR).toArray()) {
    const findings = shopifyProductFindings(parseLenientJson($(el).text()), baseUrl, currency);
    if (findings) {
      const meta = analyticsFindings(scripts, currency);
      findings.sku ??= meta?.sku;
      findings.brand ??= meta?.brand;
      return findingsOrNull(findings);
    }
  }
  return analyticsFindings(scripts, currency);
}
