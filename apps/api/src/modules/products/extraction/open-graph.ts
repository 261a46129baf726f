import type { CheerioAPI } from 'cheerio';
import { imageList } from './images.js';
import { normaliseCurrency, parsePrice, positive } from './price.js';
import { emptyFindings, findingsOrNull, type ProductFindings } from './product-findings.js';
import { cleanDescription, cleanText, stripSiteSuffix } from './text.js';

/** Every <meta> as [lower-case property or name, content], in document order. */
function metaEntries($: CheerioAPI): Array<[string, string]> {
  return $('meta')
    .toArray()
    .map((el): [string, string] => {
      const meta = $(el);
      const key = meta.attr('property') ?? meta.attr('name') ?? meta.attr('itemprop') ?? '';
      return [key.trim().toLowerCase(), meta.attr('content') ?? ''];
    })
    .filter(([key, content]) => key !== '' && content.trim() !== '');
}

/** og:image with its og:image:secure_url (the https copy of the same picture) preferred. */
function openGraphImages(entries: Array<[string, string]>): string[] {
  const images: string[] = [];
  for (const [key, content] of entries) {
    if (key === 'og:image' || key === 'og:image:url') images.push(content);
    else if (key === 'og:image:secure_url') {
      if (images.length) images[images.length - 1] = content;
      else images.push(content);
    }
  }
  const twitter = entries.filter(([key]) => key === 'twitter:image' || key === 'twitter:image:src').map(([, content]) => content);
  return [...images, ...twitter];
}

/** OpenGraph, Facebook product tags, Twitter cards and plain meta description. */
export function readOpenGraph($: CheerioAPI, baseUrl: string): ProductFindings | null {
  const entries = metaEntries($);
  const get = (...keys: string[]) => keys.map((k) => entries.find(([key]) => key === k)?.[1]).find(Boolean);
  const findings = emptyFindings('opengraph');
  const type = get('og:type')?.toLowerCase() ?? '';
  if (/product/.test(type)) findings.pageType = 'product';
  else if (/article|blog/.test(type)) findings.pageType = 'article';
  const title = cleanText(get('og:title', 'twitter:title'));
  findings.name = title ? stripSiteSuffix(title, cleanText(get('og:site_name'))) : undefined;
  findings.description = cleanDescription(get('og:description', 'description', 'twitter:description'));
  const listed = parsePrice(get('product:price:amount', 'og:price:amount', 'price'));
  const sale = parsePrice(get('product:sale_price:amount'));
  const listedAmount = positive(listed.amount);
  const saleAmount = positive(sale.amount);
  if (saleAmount !== undefined && listedAmount !== undefined && saleAmount < listedAmount) {
    findings.price = saleAmount;
    findings.originalPrice = listedAmount;
  } else {
    findings.price = listedAmount ?? saleAmount;
    const original = positive(parsePrice(get('product:original_price:amount')).amount);
    if (original !== undefined && findings.price !== undefined && original > findings.price) findings.originalPrice = original;
  }
  findings.currency =
    normaliseCurrency(get('product:price:currency', 'og:price:currency', 'product:sale_price:currency', 'pricecurrency')) ??
    listed.currency;
  findings.images = imageList(openGraphImages(entries), baseUrl);
  findings.brand = cleanText(get('product:brand', 'og:brand', 'brand'));
  findings.sku = cleanText(get('product:retailer_item_id', 'product:sku', 'sku'), 100);
  return findingsOrNull(findings);
}
