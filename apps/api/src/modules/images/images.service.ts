import { Inject, Injectable, Logger } from '@nestjs/common';
import { IMAGE_WIDTHS, isStoredImage } from '@cod/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { safeFetch } from '../../common/safe-fetch/index.js';
import { processImage } from './image-processor.js';
import { STORAGE, type Storage } from './storage/storage.js';

const MAX_REMOTE_IMAGE_BYTES = 15 * 1024 * 1024;

export interface ImportResult {
  /** The URL as given. */
  source: string;
  /**
   * What a page may link: our stored copy, or the source when it is ours already; null when the import
   * was refused or failed (a link we could not fetch is never handed to buyers' browsers).
   */
  url: string | null;
  imported: boolean;
  error?: string;
}

/** Our own paths as the create and save schemas accept them (isImageRef). */
const OWN_PATH = /^\/(uploads|api\/object-storage)\//;

/** Stores pictures (uploaded or found on the web) as re-encoded WebP in a few widths. */
@Injectable()
export class ImagesService {
  private readonly logger = new Logger('Images');

  constructor(
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Re-encodes and stores image bytes; throws NotAnImageError for anything that is not a picture. */
  async store(bytes: Buffer): Promise<string> {
    const image = await processImage(bytes);
    const key = `images/${image.hash}.webp`;
    if (await this.storage.has(key)) return this.storage.urlOf(key);
    await Promise.all(image.variants.map((v) => this.storage.put(`images/${image.hash}-${v.width}.webp`, v.data, 'image/webp')));
    // The main file last: its presence means every copy is there.
    return this.storage.put(key, image.main, 'image/webp');
  }

  /** Whether a URL names a picture in our storage: one of our paths, or a stored image under the storage's public URL. */
  isOurs(url: string): boolean {
    return OWN_PATH.test(url) || (isStoredImage(url) && url.startsWith(this.storage.urlOf('images/')));
  }

  /** Imports one image URL through the guarded fetch; never throws. Our own URLs are kept as they are. */
  async importFromUrl(url: string): Promise<ImportResult> {
    if (this.isOurs(url)) return { source: url, url, imported: false };
    try {
      const res = await safeFetch(url, {
        maxBytes: MAX_REMOTE_IMAGE_BYTES,
        timeoutMs: 15_000,
        allowPrivate: this.config.outboundAllowPrivate,
        accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8',
      });
      if (res.status >= 400) throw new Error(`HTTP ${res.status}`);
      return { source: url, url: await this.store(res.body), imported: true };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      this.logger.warn(`Could not import ${url}: ${error}`);
      return { source: url, url: null, imported: false, error };
    }
  }

  /** Imports several URLs, a few at a time, keeping their order. */
  async importAll(urls: string[], concurrency = 4): Promise<ImportResult[]> {
    const results: ImportResult[] = new Array(urls.length);
    let next = 0;
    const worker = async () => {
      while (next < urls.length) {
        const i = next++;
        results[i] = await this.importFromUrl(urls[i]);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, urls.length) }, worker));
    return results;
  }

  /** The widths every stored image has copies of (for srcset). */
  readonly widths = IMAGE_WIDTHS;
}
