import type { CheerioAPI, SelectorType } from 'cheerio';
import { isOutsideProductContent, type ElementNode } from './dom.js';
import { imageList, largestFromSrcset } from './images.js';
import { detectCurrency, parsePrice, positive } from './price.js';
import { emptyFindings, findingsOrNull, type ProductFindings } from './product-findings.js';
import { cleanDescription, cleanFeature, cleanText, stripSiteSuffix } from './text.js';

const PRICE_CLASS = /price|cena|cijena|цена|цијена/i;
/** Class words of a struck-through price: 'old-price', 'price-item--regular', 'stara-cena', 'oldPrice'. */
const OLD_PRICE_WORDS = new Set([
  'old', 'regular', 'was', 'before', 'stara', 'staro', 'compare', 'prev', 'previous', 'strike', 'original', 'full',
  'lowest', 'redovna', 'list', 'crossed',
]);
/** Containers of the product text, most specific first. */
const DESCRIPTION_CONTAINERS = [
  /description|opis/i,
  /specifikacij|specification|karakteristik|features/i,
  /product-details?|product-info/i,
];
const GALLERY_CONTAINER = /product|gallery|galerija|main-image|slider|zoom|carousel/i;
/** A container of the product's own pictures (not merely 'product', which also names description blocks). */
const PRODUCT_GALLERY = /gallery|galerij|slider|carousel|swiper|slick|zoom|lightbox|fotorama|main-image|product-?(?:image|media|photo|picture|slika|slike)s?|thumbnails?|thumbs/i;
const IMAGE_FILE_LINK = /\.(?:jpe?g|png|webp|gif|avif)(?:[?#]|$)/i;
const LABELLED_SKU = /^(?:šifra|sifra|sku|kod|šifra artikla|šifra proizvoda|kataloški broj)\s*:\s*([\w./-]{2,40})$/i;
const LABELLED_PRICE =
  /(?:cena|cijena|price|цена)\s*:?\s*((?:€|\$)?\s*\d[\d.,\s\u00a0]*\d?\s*(?:rsd|din\.?|дин\.?|рсд|km|км|bam|eur|€|usd|\$|kn)?)/i;
const MIN_IMAGE_SIDE = 100;
const SKIPPED_TAGS = new Set(['script', 'style', 'noscript', 'template']);

function classAndId($: CheerioAPI, el: ElementNode): string {
  return `${$(el).attr('class') ?? ''} ${$(el).attr('id') ?? ''}`;
}

function contentElements($: CheerioAPI, selector: SelectorType): ElementNode[] {
  return $(selector)
    .toArray()
    .filter((el) => !isOutsideProductContent($, el));
}

/** Class words, camelCase and kebab-case split: 'product-price-old oldPrice' → product, price, old, old, price. */
function classWords($: CheerioAPI, el: ElementNode): string[] {
  return classAndId($, el)
    .split(/[\s_-]+|(?<=[a-z])(?=[A-Z])/)
    .map((word) => word.toLowerCase());
}

function isOldPrice($: CheerioAPI, el: ElementNode): boolean {
  if (classWords($, el).some((word) => OLD_PRICE_WORDS.has(word))) return true;
  return $(el).closest('del, s, strike').length > 0;
}

/** An element's price text split into the current part and the struck-through / "old" part. */
function splitPrice($: CheerioAPI, el: ElementNode): { current: string; old: string } {
  const node = $(el).clone();
  const oldParts = node.find('*').filter((_, child) => isOldPrice($, child));
  const old = oldParts.first().text();
  oldParts.remove();
  return { current: node.text().replace(/\s+/g, ' ').trim(), old };
}

/** The first price-classed element of the page content; struck or "old"-classed prices give the original. */
function readPrice($: CheerioAPI, findings: ProductFindings): void {
  const candidates = contentElements($, 'body [class], body [id]').filter((el) => PRICE_CLASS.test(classAndId($, el)));
  for (const el of candidates) {
    if (isOldPrice($, el)) continue;
    const { current, old } = splitPrice($, el);
    const parsed = parsePrice(current);
    if (current.length > 60 || positive(parsed.amount) === undefined) continue;
    findings.price = parsed.amount;
    findings.currency = parsed.currency;
    const oldElement = old ? undefined : candidates.find((c) => isOldPrice($, c));
    const oldText = old || (oldElement ? $(oldElement).text() : '');
    const before = parsePrice(oldText);
    if (before.amount !== undefined && before.amount > parsed.amount!) findings.originalPrice = before.amount;
    findings.currency ??= before.currency;
    return;
  }
  // "Cena: 2.990 RSD" in a short line of the content.
  for (const line of labelledLines($, /cena|cijena|price|цена/i)) {
    const match = LABELLED_PRICE.exec(line);
    const amount = match ? positive(parsePrice(match[1]).amount) : undefined;
    if (amount !== undefined) {
      findings.price = amount;
      findings.currency = detectCurrency(match![1]!);
      return;
    }
  }
}

/**
 * Short lines of the content that contain a label ("Cena:", "Šifra:"): found in elements' own text,
 * so a large page costs one pass, then widened to the enclosing element until the value is included.
 */
function labelledLines($: CheerioAPI, label: RegExp): string[] {
  const lines: string[] = [];
  for (const parent of $('body *').toArray()) {
    if (SKIPPED_TAGS.has(parent.tagName) || isOutsideProductContent($, parent)) continue;
    const labelled = parent.children.some((child) => child.type === 'text' && 'data' in child && label.test(child.data));
    if (!labelled) continue;
    let element = $(parent);
    for (let level = 0; level < 3 && element.length; level++, element = element.parent()) {
      const text = element.text().replace(/\s+/g, ' ').trim();
      if (text.length > 80) break;
      if (/[^\s:]/.test(text.replace(label, ''))) {
        lines.push(text);
        break;
      }
    }
  }
  return lines;
}

function imageSource($: CheerioAPI, el: ElementNode): string | undefined {
  const img = $(el);
  const src = img.attr('src');
  return (
    img.attr('data-zoom-image') ??
    img.attr('data-large_image') ??
    img.attr('data-large') ??
    img.attr('data-full') ??
    img.attr('data-original') ??
    img.attr('data-src') ??
    img.attr('data-lazy-src') ??
    largestFromSrcset(img.attr('srcset') ?? img.attr('data-srcset')) ??
    src
  );
}

/** The picture a link around an image opens (a lightbox's full-size copy), when it links to an image file. */
function linkedImage($: CheerioAPI, el: ElementNode): string | undefined {
  const href = $(el).closest('a[href]').attr('href');
  return href && IMAGE_FILE_LINK.test(href) ? href : undefined;
}

/**
 * Content images, largest first; tiny ones (icons, pixels) and site chrome are skipped, except a small
 * thumbnail that links to its full-size picture. `gallery`: those inside a product gallery container.
 */
function readImages($: CheerioAPI, baseUrl: string): { images: string[]; gallery: string[] } {
  const ranked = contentElements($, 'body img')
    .map((el, order) => {
      const width = Number.parseInt($(el).attr('width') ?? '', 10);
      const height = Number.parseInt($(el).attr('height') ?? '', 10);
      const linked = linkedImage($, el);
      if (!linked && ((width && width < MIN_IMAGE_SIDE) || (height && height < MIN_IMAGE_SIDE))) return undefined;
      const containers = $(el).parents().toArray().map((parent) => classAndId($, parent));
      const inGallery = containers.some((name) => GALLERY_CONTAINER.test(name));
      const inProductGallery = containers.some((name) => PRODUCT_GALLERY.test(name));
      const area = width && height ? width * height : 0; // unknown sizes keep document order, after known large ones
      return { url: linked ?? imageSource($, el), rank: (inGallery ? 1e9 : 0) + area, order, inProductGallery };
    })
    .filter((item) => item !== undefined)
    .sort((a, b) => b.rank - a.rank || a.order - b.order);
  return {
    images: imageList(
      ranked.map((item) => item.url),
      baseUrl,
    ),
    // The gallery in the page's own order (the seller's order of the pictures).
    gallery: imageList(
      ranked
        .filter((item) => item.inProductGallery)
        .sort((a, b) => a.order - b.order)
        .map((item) => item.url),
      baseUrl,
    ),
  };
}

function descriptionContainer($: CheerioAPI): ElementNode | undefined {
  const named = contentElements($, 'body [class], body [id]').map((el) => ({ el, name: classAndId($, el) }));
  for (const pattern of DESCRIPTION_CONTAINERS) {
    const found = named.find(
      ({ el, name }) => pattern.test(name) && $(el).find('h1').length === 0 && $(el).text().trim().length > 40,
    );
    if (found) return found.el;
  }
  return undefined;
}

/** List items and two-cell table rows ("Boja | Crna") of the product text. */
function featuresOf($: CheerioAPI, container: ElementNode): string[] {
  const items = $(container)
    .find('li')
    .toArray()
    .map((li) => $(li).text());
  const rows = $(container)
    .find('tr')
    .toArray()
    .map((tr) => $(tr).children('th, td').toArray().map((cell) => collapse($(cell).text())))
    .filter((cells) => cells.length === 2 && cells[0] && cells[1])
    .map(([label, value]) => `${label}: ${value}`);
  return [...items, ...rows].map(cleanFeature).filter((line): line is string => line !== undefined);
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/:$/, '');
}

function readSku($: CheerioAPI): string | undefined {
  for (const line of labelledLines($, /šifra|sifra|sku|kod|kataloški/i)) {
    const match = LABELLED_SKU.exec(line);
    if (match) return match[1];
  }
  return undefined;
}

/** Last resort for pages without structured data: h1, title, price-classed text, content images, list items. */
export function readGenericHtml($: CheerioAPI, baseUrl: string): ProductFindings | null {
  const findings = emptyFindings('html');
  const siteName = cleanText($('meta[property="og:site_name"]').attr('content'));
  const h1 = contentElements($, 'h1')[0] ?? $('h1').first().get(0);
  const title = cleanText($('title').first().text());
  findings.name = cleanText(h1 ? $(h1).text() : undefined) ?? (title ? stripSiteSuffix(title, siteName) : undefined);
  readPrice($, findings);
  findings.sku = readSku($);
  const images = readImages($, baseUrl);
  findings.images = images.images;
  if (images.gallery.length) findings.gallery = images.gallery;
  const container = descriptionContainer($);
  if (container) {
    const text = $(container).clone();
    text.find('h2, h3, h4').remove(); // "Opis proizvoda"-style headings
    findings.description = cleanDescription(text.html() ?? '');
    findings.features = featuresOf($, container);
  }
  return findingsOrNull(findings);
}
