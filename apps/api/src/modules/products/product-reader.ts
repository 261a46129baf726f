import { safeFetch as defaultSafeFetch, SafeFetchError, type SafeFetch, type SafeFetchResponse } from '../../common/safe-fetch/index.js';
import { decodePage, isHtmlResponse } from './decode-page.js';
import { parseLenientJson } from './extraction/lenient-json.js';
import type { ProductFindings } from './extraction/product-findings.js';
import {
  EMPTY_PAGE_REASON,
  FETCH_FAILURE_REASONS,
  httpStatusReason,
  NOT_HTML_REASON,
  PRODUCT_READ_WARNINGS,
  UNPARSABLE_REASON,
} from './product-read-warnings.js';
import type { ExtractedProduct } from './product.types.js';

export interface ProductReaderOptions {
  /** OUTBOUND_ALLOW_PRIVATE: lets the reader reach loopback/private addresses (tests, local fixtures). */
  allowPrivate: boolean;
  timeoutMs?: number;
  fetch?: SafeFetch;
}

export interface ProductReadResult {
  product: ExtractedProduct | null;
  /** Serbian text for the seller when the page could not be read, or only in part. */
  warning?: string;
}

export const MAX_PRODUCT_PAGE_BYTES = 3 * 1024 * 1024;

/** The HTML extraction (cheerio and its parsers), loaded with the first page read rather than at every start. */
let extraction: Promise<[typeof import('./extraction/extract-product.js'), typeof import('./extraction/shopify.js')]> | undefined;
const loadExtraction = () => (extraction ??= Promise.all([import('./extraction/extract-product.js'), import('./extraction/shopify.js')]));
const HTML_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5';
const SHOPIFY_PRODUCT_PATH = /\/products\/[^/?#.]+\/?$/;

class PageUnreadable extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** Fetches a seller's product link through safeFetch and extracts the product. Never throws. */
export class ProductReader {
  private readonly fetch: SafeFetch;

  constructor(private readonly options: ProductReaderOptions) {
    this.fetch = options.fetch ?? defaultSafeFetch;
  }

  async read(url: string): Promise<ProductReadResult> {
    try {
      return await this.readPage(url);
    } catch (error) {
      const reason =
        error instanceof PageUnreadable
          ? error.reason
          : error instanceof SafeFetchError
            ? FETCH_FAILURE_REASONS[error.code]
            : FETCH_FAILURE_REASONS.network;
      return { product: null, warning: PRODUCT_READ_WARNINGS.unreadable(reason) };
    }
  }

  private get(url: string, accept: string): Promise<SafeFetchResponse> {
    return this.fetch(url, {
      accept,
      allowPrivate: this.options.allowPrivate,
      timeoutMs: this.options.timeoutMs,
      maxBytes: MAX_PRODUCT_PAGE_BYTES,
    });
  }

  private async readPage(url: string): Promise<ProductReadResult> {
    const response = await this.get(url, HTML_ACCEPT);
    if (response.status >= 400) throw new PageUnreadable(httpStatusReason(response.status));
    if (!isHtmlResponse(response.contentType, response.body)) throw new PageUnreadable(NOT_HTML_REASON(response.contentType));
    const html = decodePage(response.body, response.headers['content-type']);
    if (!html.trim()) throw new PageUnreadable(EMPTY_PAGE_REASON);

    const [{ collectFindings, readProductPage }] = await loadExtraction();
    let findings: ProductFindings[];
    try {
      findings = collectFindings(html, response.url);
    } catch {
      throw new PageUnreadable(UNPARSABLE_REASON);
    }
    let reading = readProductPage(findings, response.url);
    const { product } = reading;
    if (reading.kind !== 'product' || product.price === undefined || !product.name) {
      const shopify = await this.readShopifyProductJson(response.url);
      if (shopify) reading = readProductPage([...findings, shopify], response.url);
    }

    if (reading.kind === 'product') return { product: reading.product };
    if (reading.kind === 'unknown' && (reading.product.name || reading.product.images.length)) {
      return { product: reading.product, warning: PRODUCT_READ_WARNINGS.noPrice };
    }
    return { product: null, warning: PRODUCT_READ_WARNINGS.noProduct };
  }

  /** Shopify serves every product as JSON at `<product url>.js`; used when the HTML held too little. */
  private async readShopifyProductJson(pageUrl: string): Promise<ProductFindings | null> {
    const url = new URL(pageUrl);
    if (!SHOPIFY_PRODUCT_PATH.test(url.pathname)) return null;
    url.pathname = `${url.pathname.replace(/\/$/, '')}.js`;
    url.search = '';
    url.hash = '';
    try {
      const response = await this.get(url.href, 'application/json');
      if (response.status !== 200) return null;
      const [, { shopifyProductFindings }] = await loadExtraction();
      return shopifyProductFindings(parseLenientJson(decodePage(response.body)), pageUrl);
    } catch {
      return null;
    }
  }
}
