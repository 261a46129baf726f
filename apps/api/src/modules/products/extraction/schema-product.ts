import type { ProductSource } from '../product.types.js';
import { imageList } from './images.js';
import { normaliseCurrency, parsePrice, positive } from './price.js';
import { emptyFindings, type ProductFindings } from './product-findings.js';
import { cleanDescription, cleanFeature, cleanText, listItemsOf } from './text.js';

/** A schema.org node as read from JSON-LD or microdata. */
export type SchemaNode = Record<string, unknown>;
/** Replaces a bare {"@id": …} reference by the node it names (JSON-LD @graph), or returns the value. */
export type Dereference = (value: unknown) => unknown;

export const PRODUCT_TYPES = new Set(['product', 'productgroup', 'individualproduct', 'productmodel', 'someproducts']);
export const ARTICLE_TYPES = new Set(['article', 'blogposting', 'newsarticle', 'techarticle', 'report', 'scholarlyarticle']);

/** Lower-case type names without the schema.org prefix: 'https://schema.org/Product' → 'product'. */
export function schemaTypes(node: SchemaNode): string[] {
  const raw = node['@type'] ?? node.type;
  const list = Array.isArray(raw) ? raw : [raw];
  return list
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^(?:https?:\/\/)?(?:www\.)?schema\.org\/|^schema:/i, '').toLowerCase());
}

export function isSchemaNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function first(value: unknown): unknown {
  return asList(value)[0];
}

/** `image` as a URL, a list, or ImageObject {url | contentUrl}. */
function imageUrls(value: unknown, deref: Dereference): unknown[] {
  return asList(value).flatMap((item) => {
    const image = deref(item);
    if (isSchemaNode(image)) return asList(image.url ?? image.contentUrl ?? image['@id']);
    return [image];
  });
}

function nameOf(value: unknown, deref: Dereference): string | undefined {
  const node = deref(first(value));
  return cleanText(isSchemaNode(node) ? node.name : node);
}

interface OfferPrice {
  price?: number;
  originalPrice?: number;
  currency?: string;
}

const LIST_PRICE = /strikethrough|listprice|msrp|srp|regular|original/i;

function readPriceSpecifications(value: unknown, deref: Dereference, into: OfferPrice): void {
  for (const item of asList(value)) {
    const spec = deref(item);
    if (!isSchemaNode(spec)) continue;
    const amount = positive(parsePrice(spec.price).amount);
    if (amount === undefined) continue;
    into.currency ??= normaliseCurrency(spec.priceCurrency);
    if (LIST_PRICE.test(String(spec.priceType ?? ''))) into.originalPrice ??= amount;
    else into.price ??= amount;
  }
}

/** Price of an Offer, AggregateOffer (lowPrice) or a list of them; the first offer with a price wins. */
function readOffers(value: unknown, deref: Dereference, depth = 0): OfferPrice {
  for (const item of asList(value)) {
    const offer = deref(item);
    if (!isSchemaNode(offer)) continue;
    const parsed = parsePrice(offer.lowPrice ?? offer.price);
    const result: OfferPrice = { price: positive(parsed.amount), currency: normaliseCurrency(offer.priceCurrency) ?? parsed.currency };
    readPriceSpecifications(offer.priceSpecification, deref, result);
    if (result.price === undefined && depth < 2 && offer.offers) {
      const nested = readOffers(offer.offers, deref, depth + 1);
      result.price = nested.price;
      result.originalPrice ??= nested.originalPrice;
      result.currency ??= nested.currency;
    }
    if (result.price !== undefined) return result;
  }
  return {};
}

function propertyLines(value: unknown, deref: Dereference): string[] {
  return asList(value).flatMap((item) => {
    const property = deref(item);
    if (!isSchemaNode(property)) return [];
    const name = cleanText(property.name);
    const raw = asList(property.value)
      .map((v) => (isSchemaNode(v) ? (v['@value'] ?? v.name) : v))
      .map((v) => cleanText(v))
      .filter(Boolean)
      .join(', ');
    const line = cleanFeature(name && raw ? `${name}: ${raw}` : (name ?? raw));
    return line ? [line] : [];
  });
}

/** A schema.org Product (or ProductGroup, whose first variant fills what the group lacks) as findings. */
export function productFromSchema(
  node: SchemaNode,
  deref: Dereference,
  source: ProductSource,
  baseUrl: string,
): ProductFindings {
  const variant = deref(first(node.hasVariant));
  const fallback: SchemaNode = isSchemaNode(variant) ? variant : {};
  const findings = emptyFindings(source);
  findings.pageType = 'product';
  findings.name = cleanText(node.name) ?? cleanText(fallback.name);
  const description = node.description ?? fallback.description;
  findings.description = cleanDescription(description);
  const offer = readOffers(node.offers, deref);
  const variantOffer = offer.price === undefined ? readOffers(fallback.offers, deref) : {};
  findings.price = offer.price ?? variantOffer.price;
  findings.currency = offer.currency ?? variantOffer.currency;
  const original = offer.originalPrice ?? variantOffer.originalPrice;
  if (original !== undefined && findings.price !== undefined && original > findings.price) findings.originalPrice = original;
  const images = imageUrls(node.image, deref);
  const otherImages = [...imageUrls(fallback.image, deref), ...imageUrls(node.thumbnailUrl, deref)];
  findings.images = imageList(images.length ? images : otherImages, baseUrl);
  findings.brand = nameOf(node.brand, deref) ?? nameOf(fallback.brand, deref);
  findings.sku = cleanText(first(node.sku ?? fallback.sku), 100);
  findings.features = [
    ...propertyLines(node.additionalProperty, deref),
    ...(typeof description === 'string' ? listItemsOf(description) : []),
  ];
  return findings;
}
