import type { CheerioAPI } from 'cheerio';
import { isOutsideProductContent, type ElementSelection } from './dom.js';
import { imageList, largestFromSrcset } from './images.js';
import { detectCurrency, parsePrice, positive } from './price.js';
import { emptyFindings, findingsOrNull, type ProductFindings } from './product-findings.js';
import { cleanDescription, cleanFeature, cleanText, listItemsOf, MAX_DESCRIPTION_LENGTH, truncate } from './text.js';

const PRICE_BLOCK = '.summary .price, .entry-summary .price, .product-info .price, .product-summary .price, .product-main .price, p.price';
const BRAND_LABEL = /^(?:brend|brand|marka|proizvo[dđ]a[cč]|proizvodjac|бренд|произвођач)$/i;

export function isWooCommercePage($: CheerioAPI): boolean {
  return $('.product_title, .woocommerce-product-gallery, body.single-product, .woocommerce-product-details__short-description').length > 0;
}

function amountOf(node: ElementSelection): { amount?: number; currency?: string } {
  const symbol = node.find('.woocommerce-Price-currencySymbol').first().text();
  const parsed = parsePrice(node.text());
  return { amount: positive(parsed.amount), currency: detectCurrency(symbol) ?? parsed.currency };
}

function readPrices($: CheerioAPI, findings: ProductFindings): void {
  const block = $(PRICE_BLOCK)
    .toArray()
    .find((el) => !isOutsideProductContent($, el) && $(el).find('.amount, .woocommerce-Price-amount').length > 0);
  if (!block) return;
  const price = $(block);
  const current = price.find('ins .amount, ins .woocommerce-Price-amount').first();
  const original = price.find('del .amount, del .woocommerce-Price-amount').first();
  const now = amountOf(current.length ? current : price.find('.woocommerce-Price-amount, .amount').first());
  findings.price = now.amount;
  findings.currency = now.currency;
  const before = original.length ? amountOf(original) : {};
  if (before.amount !== undefined && now.amount !== undefined && before.amount > now.amount) findings.originalPrice = before.amount;
}

function readGallery($: CheerioAPI, baseUrl: string): string[] {
  const urls = $('.woocommerce-product-gallery__image, .woocommerce-product-gallery img, .product-gallery img')
    .toArray()
    .map((el) => {
      const node = $(el);
      const img = node.is('img') ? node : node.find('img').first();
      return (
        node.find('a[href]').first().attr('href') ??
        img.attr('data-large_image') ??
        img.attr('data-src') ??
        largestFromSrcset(img.attr('srcset')) ??
        img.attr('src')
      );
    });
  return imageList(urls, baseUrl);
}

function readAttributes($: CheerioAPI, findings: ProductFindings): void {
  for (const row of $('.woocommerce-product-attributes tr, table.shop_attributes tr').toArray()) {
    const label = cleanText($(row).find('th').first().text());
    const value = cleanText($(row).find('td').first().text());
    if (!label || !value) continue;
    if (BRAND_LABEL.test(label)) findings.brand ??= value;
    const line = cleanFeature(`${label}: ${value}`);
    if (line) findings.features.push(line);
  }
}

/** WooCommerce product pages (classic markup, also Flatsome/Astra/Woodmart themes). */
export function readWooCommerce($: CheerioAPI, baseUrl: string): ProductFindings | null {
  if (!isWooCommercePage($)) return null;
  const findings = emptyFindings('woocommerce');
  findings.pageType = 'product';
  findings.name = cleanText($('.product_title').first().text());
  readPrices($, findings);
  findings.images = readGallery($, baseUrl);
  const shortHtml = $('.woocommerce-product-details__short-description').first().html() ?? '';
  const tab = $('#tab-description').first().clone();
  tab.find('h2').first().remove(); // the tab's own "Opis" heading
  const longHtml = tab.html() ?? '';
  const short = cleanDescription(shortHtml);
  const long = cleanDescription(longHtml);
  const combined = [short, long && short && long.includes(short) ? undefined : long].filter(Boolean).join('\n');
  findings.description = combined ? truncate(combined, MAX_DESCRIPTION_LENGTH) : undefined;
  findings.features.push(...listItemsOf(shortHtml), ...listItemsOf(longHtml));
  readAttributes($, findings);
  const sku = cleanText($('.product_meta .sku, .sku_wrapper .sku').first().text(), 100);
  findings.sku = sku && !/^n\/?[ad]$/i.test(sku) ? sku : undefined;
  findings.brand ??= cleanText($('.pwb-single-product-brands a, .product_meta .brand a, .product-brand a').first().text());
  return findingsOrNull(findings);
}
