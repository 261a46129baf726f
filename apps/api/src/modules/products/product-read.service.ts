import { Injectable } from '@nestjs/common';
import {
  isImageRef,
  MARKETS,
  MAX_PRODUCT_NAME_LENGTH,
  MAX_WEBSITE_IMAGES,
  PRODUCT_READ_MESSAGES,
  type ProductReadRequest,
  type ProductReadResponse,
  usableSku,
} from '@cod/contracts';
import { enforceRateLimit } from '../../common/rate-limit/rate-limit.js';
import type { User } from '../users/index.js';
import { WebsitesService } from '../websites/index.js';
import { freeCustomUrl } from './custom-url-suggestion.js';
import { marketPrice } from './market-price.js';
import { ProductReadLimits } from './product-read.limits.js';
import { ProductReader } from './product-reader.js';

/** A name cut to the form's limit, between words when it can be. */
function formName(name: string | undefined): string | null {
  const text = name?.trim();
  if (!text) return null;
  if (text.length <= MAX_PRODUCT_NAME_LENGTH) return text;
  const head = text.slice(0, MAX_PRODUCT_NAME_LENGTH);
  const space = head.lastIndexOf(' ');
  return (space > MAX_PRODUCT_NAME_LENGTH / 2 ? head.slice(0, space) : head).trim();
}

/**
 * The builder's reading of a product link (POST /api/products/read): the page through ProductReader
 * (SSRF-guarded safe-fetch), prices in the market's currency, the whole gallery, and a free custom URL
 * made from the name. Counted per user. A page that cannot be read is not an error: the answer carries
 * the reader's Serbian warning and empty fields, and the seller fills the form by hand.
 */
@Injectable()
export class ProductReadService {
  constructor(
    private readonly reader: ProductReader,
    private readonly websites: WebsitesService,
    private readonly limits: ProductReadLimits,
  ) {}

  async read(user: User, request: ProductReadRequest): Promise<ProductReadResponse> {
    await enforceRateLimit(this.limits.perUser, `user:${user.id}`, PRODUCT_READ_MESSAGES.tooManyReads);
    const market = MARKETS.find((m) => m.id === request.targetMarket) ?? MARKETS[0];
    const url = request.url.trim();
    const { product, warning } = await this.reader.read(url);
    const answer: ProductReadResponse = {
      name: null,
      price: null,
      originalPrice: null,
      currency: market.currency,
      currencySymbol: market.currencySymbol,
      sourceCurrency: null,
      images: [],
      suggestedCustomUrl: null,
      sku: null,
    };
    const warnings = warning ? [warning] : [];
    if (product) {
      answer.name = formName(product.name);
      const prices = marketPrice(product, url, market);
      answer.price = prices.price;
      answer.originalPrice = prices.originalPrice;
      answer.sourceCurrency = prices.sourceCurrency;
      if (prices.warning) warnings.push(prices.warning);
      answer.images = product.images.filter((image) => isImageRef(image)).slice(0, MAX_WEBSITE_IMAGES);
      answer.sku = usableSku(product.sku);
      answer.suggestedCustomUrl = answer.name ? await freeCustomUrl(answer.name, (slug) => this.websites.isCustomUrlTaken(slug)) : null;
    }
    if (warnings.length) answer.warning = warnings.join(' ');
    return answer;
  }
}
