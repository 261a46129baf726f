import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** Whose page an entry is: it is dropped when that site, or (home pages, addresses) that seller, changes. */
export interface PageOwner {
  websiteId: number;
  userId: number;
  /** `/` of a seller's domain: shows whichever of their sites is the home, so any of their sites changing drops it. */
  home?: boolean;
  /** A page of a site in an A/B test: the arm it shows, and the share of new visitors shown B. */
  test?: { split: number; arm: 'a' | 'b' };
}

export interface CachedPage extends PageOwner {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The compressed copies, each made on its first use and kept. */
  readonly gzip: Buffer;
  readonly br: Buffer;
  /** The strong ETag of the page as it is (no encoding). */
  etag: string;
  /** The strong ETag of one representation: the same bytes compressed are another representation, with its own tag. */
  etagOf(encoding: PageEncoding): string;
  /** One representation as it is written: its bytes, its headers for a 200 and for a 304 (made once, then kept). */
  representation(encoding: PageEncoding): Representation;
  /** Whether a tag (weak or strong) names this page in any of its representations. */
  hasTag(tag: string): boolean;
  at: number;
}

export type PageEncoding = 'br' | 'gzip' | undefined;

export interface Representation {
  body: Buffer;
  headers: Readonly<Record<string, string>>;
  notModifiedHeaders: Readonly<Record<string, string>>;
}

const MAX_ENTRIES = 2000;
const MAX_AGE_MS = 10 * 60_000;

/** Brotli quality of a page kept in the cache (compressed once, sent many times) and of one sent once. */
export const BROTLI_QUALITY = { cached: 6, once: 4 } as const;

/**
 * A rendered page with its ETags, ready to be written as is. Its gzip and brotli copies are made when first
 * asked for: a cached page makes each once; a page rendered per request (a thank-you page) makes only the
 * one its visitor takes, at a faster brotli quality (36 KB of HTML: 0.55 ms and 8.6 KB at 4, against
 * 0.94 ms and 8.1 KB at 6, and another 0.4 ms of gzip no one asked for).
 */
class PreparedPage implements CachedPage {
  readonly websiteId: number;
  readonly userId: number;
  readonly home?: boolean;
  readonly test?: PageOwner['test'];
  readonly headers: Record<string, string>;
  readonly body: Buffer;
  readonly etag: string;
  private readonly hash: string;
  readonly at = Date.now();
  private gzipped?: Buffer;
  private brotli?: Buffer;
  private readonly representations = new Map<PageEncoding, Representation>();

  constructor(
    owner: PageOwner,
    readonly status: number,
    headers: Record<string, string>,
    html: string,
    private readonly brotliQuality: number,
  ) {
    this.websiteId = owner.websiteId;
    this.userId = owner.userId;
    if (owner.home) this.home = true;
    if (owner.test) this.test = owner.test;
    this.body = Buffer.from(html, 'utf8');
    this.hash = createHash('sha1').update(this.body).digest('base64url').slice(0, 27);
    this.etag = `"${this.hash}"`;
    this.headers = headers;
  }

  etagOf(encoding: PageEncoding): string {
    return encoding ? `"${this.hash}-${encoding === 'gzip' ? 'gz' : 'br'}"` : this.etag;
  }

  representation(encoding: PageEncoding): Representation {
    let made = this.representations.get(encoding);
    if (!made) {
      const body = encoding === 'br' ? this.br : encoding === 'gzip' ? this.gzip : this.body;
      const notModifiedHeaders = { ...this.headers, etag: this.etagOf(encoding) };
      made = { body, notModifiedHeaders, headers: { ...notModifiedHeaders, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': String(body.length) } };
      this.representations.set(encoding, made);
    }
    return made;
  }

  hasTag(tag: string): boolean {
    const bare = tag.replace(/^W\//, '');
    return bare === this.etag || bare === this.etagOf('gzip') || bare === this.etagOf('br');
  }

  get gzip(): Buffer {
    return (this.gzipped ??= gzipSync(this.body, { level: 6 }));
  }

  get br(): Buffer {
    return (this.brotli ??= brotliCompressSync(this.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: this.brotliQuality, [zlib.BROTLI_PARAM_SIZE_HINT]: this.body.length } }));
  }
}

/** A page ready to write; `cached`: it is kept and sent many times (the better, slower brotli). */
export function preparePage(owner: PageOwner, status: number, headers: Record<string, string>, html: string, cached: boolean): CachedPage {
  return new PreparedPage(owner, status, headers, html, cached ? BROTLI_QUALITY.cached : BROTLI_QUALITY.once);
}

/**
 * Rendered public pages per (address, host key), or the thank-you shells of sites. Entries are dropped when
 * their website changes (DomainEvents 'website.changed', in every process), when their seller's domains
 * change, and after ten minutes at the latest.
 */
export class PageCache<T extends PageOwner & { at: number } = CachedPage> {
  private readonly pages = new Map<string, T>();

  get(key: string): T | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (Date.now() - page.at > MAX_AGE_MS) {
      this.pages.delete(key);
      return undefined;
    }
    return page;
  }

  set(key: string, page: T) {
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
