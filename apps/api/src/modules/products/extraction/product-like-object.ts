import { imageList } from './images.js';
import { normaliseCurrency, parsePrice, positive } from './price.js';
import { emptyFindings, type ProductFindings } from './product-findings.js';
import { cleanDescription, cleanFeature, cleanText, listItemsOf } from './text.js';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Lower-case key names that carry each field in the state objects of shops and marketplaces. */
const KEYS = {
  name: ['name', 'title', 'productname', 'product_name', 'naziv', 'displayname'],
  price: [
    'price', 'saleprice', 'sale_price', 'finalprice', 'final_price', 'currentprice', 'current_price', 'pricevalue',
    'sellingprice', 'discountedprice', 'discountprice', 'specialprice', 'actualprice', 'cena', 'priceincents', 'price_cents',
  ],
  originalPrice: [
    'oldprice', 'old_price', 'originalprice', 'original_price', 'regularprice', 'regular_price', 'listprice', 'list_price',
    'compareatprice', 'compare_at_price', 'previousprice', 'pricebefore', 'wasprice', 'fullprice', 'strikeprice',
    'retailprice', 'msrp', 'staracena',
  ],
  currency: ['currency', 'currencycode', 'currency_code', 'pricecurrency', 'currencysymbol'],
  images: [
    'images', 'image', 'imageurl', 'image_url', 'mainimage', 'main_image', 'photos', 'pictures', 'gallery', 'media',
    'thumbnail', 'thumbnails', 'img', 'picture', 'slike',
  ],
  description: [
    'description', 'shortdescription', 'short_description', 'longdescription', 'descriptionhtml', 'description_html',
    'body_html', 'opis',
  ],
  brand: ['brand', 'brandname', 'brand_name', 'manufacturer', 'vendor', 'proizvodjac'],
  sku: ['sku', 'productcode', 'product_code', 'articlenumber', 'article_number', 'itemnumber', 'mpn'],
  features: [
    'features', 'highlights', 'specifications', 'specs', 'attributes', 'characteristics', 'karakteristike', 'properties',
    'bulletpoints', 'keyfeatures',
  ],
} as const;

type Field = keyof typeof KEYS;

function field(obj: Json, name: Field): unknown {
  for (const [key, value] of Object.entries(obj)) {
    if ((KEYS[name] as readonly string[]).includes(key.toLowerCase()) && value !== null && value !== undefined && value !== '') {
      return value;
    }
  }
  return undefined;
}

const IMAGE_OBJECT_KEYS = ['url', 'src', 'original', 'large', 'big', 'full', 'zoom', 'href', 'path', 'uri', 'main', 'medium'];
const IMAGE_URL = /^(?:https?:)?\/\/|^\/[^/]|\.(?:jpe?g|png|webp|avif|gif)(?:$|\?)/i;

function imageCandidates(value: unknown, depth = 0): string[] {
  if (depth > 3) return [];
  if (typeof value === 'string') return IMAGE_URL.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.slice(0, 30).flatMap((item) => imageCandidates(item, depth + 1));
  if (isObject(value)) {
    for (const key of IMAGE_OBJECT_KEYS) {
      const found = imageCandidates(value[key], depth + 1);
      if (found.length) return found;
    }
  }
  return [];
}

/** A price from a number, a formatted string, or an object such as {amount, currency} / {value, currencyCode}. */
function priceOf(value: unknown, key = ''): { amount?: number; currency?: string } {
  if (isObject(value)) {
    const inner =
      value.amount ?? value.value ?? value.current ?? value.price ?? value.raw ?? value.final ?? value.formatted ?? value.text;
    const parsed = priceOf(inner);
    return { amount: parsed.amount, currency: normaliseCurrency(field(value, 'currency')) ?? parsed.currency };
  }
  const parsed = parsePrice(value);
  const inCents = /cents|minor/i.test(key) && parsed.amount !== undefined;
  return { amount: positive(inCents ? parsed.amount! / 100 : parsed.amount), currency: parsed.currency };
}

function keyOf(obj: Json, name: Field): string {
  return Object.keys(obj).find((key) => (KEYS[name] as readonly string[]).includes(key.toLowerCase())) ?? '';
}

function textOf(value: unknown): string | undefined {
  return cleanText(isObject(value) ? (value.name ?? value.title ?? value.value) : value);
}

function featureLines(value: unknown): string[] {
  if (typeof value === 'string') return listItemsOf(value).length ? listItemsOf(value) : [];
  if (!Array.isArray(value)) return [];
  return value.slice(0, 30).flatMap((item) => {
    if (isObject(item)) {
      const label = cleanText(item.name ?? item.label ?? item.key ?? item.title);
      const text = cleanText(item.value ?? item.text ?? item.values);
      const line = cleanFeature(label && text ? `${label}: ${text}` : (label ?? text));
      return line ? [line] : [];
    }
    const line = cleanFeature(item);
    return line ? [line] : [];
  });
}

const PRODUCT_PATH = /product|item|pdp|detail|offer|artikal|proizvod/i;
const OTHER_PRODUCTS_PATH =
  /related|similar|recommend|upsell|cross|recent|viewed|suggest|bundle|also|accessor|breadcrumb|menu|nav|categor|review|footer|header|banner|slider|search|list(?:ing)?s?$/i;

function score(obj: Json, path: string[]): number {
  const name = field(obj, 'name');
  if (typeof name !== 'string' || name.length < 2 || name.length > 300 || /^https?:/.test(name)) return 0;
  const price = priceOf(field(obj, 'price'), keyOf(obj, 'price')).amount;
  const images = imageCandidates(field(obj, 'images'));
  if (price === undefined && images.length === 0) return 0;
  let total = 3 + (price !== undefined ? 4 : 0) + (images.length ? 2 : 0);
  for (const extra of ['description', 'brand', 'sku', 'currency', 'originalPrice', 'features'] as const) {
    if (field(obj, extra) !== undefined) total += 1;
  }
  const recent = path.slice(-3).join('.');
  if (PRODUCT_PATH.test(recent)) total += 2;
  if (path.some((key) => OTHER_PRODUCTS_PATH.test(key))) total -= 6;
  if (path.length > 1 && /^\d+$/.test(path[path.length - 1]!)) total -= 1; // one of a list
  return total;
}

/** Walks any JSON (Next.js props, Redux state…) for the object that looks most like the page's product. */
export function findProductLikeObject(root: unknown): Json | undefined {
  let best: { obj: Json; score: number; depth: number } | undefined;
  let visited = 0;
  const visit = (value: unknown, path: string[]) => {
    if (path.length > 25 || visited++ > 20_000) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => typeof item === 'object' && item !== null && visit(item, [...path, String(index)]));
      return;
    }
    if (!isObject(value)) return;
    const points = score(value, path);
    if (points > 0 && (!best || points > best.score || (points === best.score && path.length < best.depth))) {
      best = { obj: value, score: points, depth: path.length };
    }
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'object' && child !== null) visit(child, [...path, key]);
    }
  };
  visit(root, []);
  return best?.obj;
}

/** Findings from a product-like object of embedded page state. */
export function productLikeFindings(obj: Json, baseUrl: string): ProductFindings {
  const findings = emptyFindings('embedded-json');
  findings.name = textOf(field(obj, 'name'));
  const description = field(obj, 'description');
  findings.description = cleanDescription(description);
  const price = priceOf(field(obj, 'price'), keyOf(obj, 'price'));
  findings.price = price.amount;
  const original = priceOf(field(obj, 'originalPrice'), keyOf(obj, 'originalPrice')).amount;
  if (original !== undefined && price.amount !== undefined && original > price.amount) findings.originalPrice = original;
  findings.currency = normaliseCurrency(field(obj, 'currency')) ?? price.currency;
  findings.images = imageList(imageCandidates(field(obj, 'images')), baseUrl);
  findings.brand = textOf(field(obj, 'brand'));
  const sku = field(obj, 'sku');
  findings.sku = typeof sku === 'string' || typeof sku === 'number' ? cleanText(sku, 100) : undefined;
  findings.features = [...featureLines(field(obj, 'features')), ...(typeof description === 'string' ? listItemsOf(description) : [])];
  return findings;
}
