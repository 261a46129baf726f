import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** Whose page an entry is: it is dropped when that site, or (home pages, addresses) that seller, changes. */
export interface PageOwner {
  websiteId: number;
  userId: number;
  /** `/` of a seller's domain: shows whichever of their sites is the home, so any of their sites changing drops it. */
  home?: boolean;
}

export interface CachedPage extends PageOwner {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  at: number;
}

const MAX_ENTRIES = 2000;
const MAX_AGE_MS = 10 * 60_000;

/** A rendered page with its compressed copies and an ETag, ready to be written as is. */
export function preparePage(owner: PageOwner, status: number, headers: Record<string, string>, html: string): CachedPage {
  const body = Buffer.from(html, 'utf8');
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
  return {
    ...owner,
    status,
    headers: { ...headers, etag: etag },
    body,
    gzip: gzipSync(body, { level: 6 }),
    br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    etag,
    at: Date.now(),
  };
}

/**
 * Rendered public pages per (address, host key). Entries are dropped when their website changes
 * (DomainEvents 'website.changed', in every process), when their seller's domains change, and after ten
 * minutes at the latest.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (Date.now() - page.at > MAX_AGE_MS) {
      this.pages.delete(key);
      return undefined;
    }
    return page;
  }

  set(key: string, page: CachedPage) {
    if (this.pages.size >= MAX_ENTRIES) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, page);
  }

  dropWebsite(websiteId: number, userId: number) {
    for (const [key, page] of this.pages) if (page.websiteId === websiteId || (page.home && page.userId === userId)) this.pages.delete(key);
  }

  dropUser(userId: number) {
    for (const [key, page] of this.pages) if (page.userId === userId) this.pages.delete(key);
  }

  clear() {
    this.pages.clear();
  }

  get size() {
    return this.pages.size;
  }
}
