export const MAX_IMAGES = 12;

const JUNK_WORDS = [
  'logo', 'logos', 'icon', 'icons', 'favicon', 'sprite', 'sprites', 'spacer', 'blank', 'transparent', 'pixel', 'tracking',
  'beacon', 'placeholder', 'loader', 'loading', 'spinner', 'avatar', 'flag', 'flags', 'payment', 'payments', 'badge',
];
/** A junk word as a whole part of the path ('/img/logo.png', 'site-logo-2x.png'), 1x1 pixels, SVG and ICO files. */
const JUNK_IMAGE = new RegExp(`(?:^|[/_.-])(?:${JUNK_WORDS.join('|')})(?:[/_.-]|\\d|$)|1x1|\\.(?:svg|ico)(?:$|[?#])`, 'i');
const TRACKING_HOSTS =
  /(?:^|\.)(?:facebook\.com|google-analytics\.com|googletagmanager\.com|doubleclick\.net|bat\.bing\.com|analytics\.tiktok\.com)$|^pixel\./i;

/** An absolute http(s) URL for an image reference, or undefined ('//cdn…' becomes https:, data: is dropped). */
export function absoluteUrl(raw: unknown, baseUrl: string): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  if (!text || /^(?:data|blob|javascript|about):/i.test(text)) return undefined;
  try {
    const url = new URL(text.startsWith('//') ? `https:${text}` : text, baseUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    url.hash = '';
    return url.href;
  } catch {
    return undefined;
  }
}

/** Icons, logos, sprites, SVGs and tracking pixels are not product photos. */
export function isJunkImage(url: string): boolean {
  const parsed = new URL(url);
  return TRACKING_HOSTS.test(parsed.hostname) || JUNK_IMAGE.test(parsed.pathname);
}

const IMAGE_FILE = /\.(?:jpe?g|png|webp|gif|avif)$/;
/** Shopify's named sizes ('a_grande.jpg') and about how many pixels wide each is. */
const NAMED_SIZES: Record<string, number> = {
  pico: 16, icon: 32, thumb: 50, small: 100, compact: 160, medium: 240, large: 480, grande: 600, original: Infinity, master: Infinity,
};
/** Query parameters that only resize or re-encode a picture (image CDNs, Shopify, WordPress Photon, imgix, Cloudinary-style). */
const RESIZE_PARAMS = new Set([
  'w', 'h', 'width', 'height', 'size', 'resize', 'fit', 'crop', 'quality', 'q', 'dpr', 'format', 'fm', 'auto', 'v', 'ver', 'version',
  'scale', 'strip', 'ssl', 'zoom', 'sharpen', 'bg',
]);
/** File names too plain to say that two folders hold the same picture ('1.jpg', 'image.jpg'). */
const PLAIN_NAME = /^(?:\d+|image|img|photo|foto|slika|picture|main|default|large|big|thumb|thumbnail|original|full)(?:[-_]?\d{0,3})$/;

export interface ImageVariant {
  /** The same for every size of one picture at one address ('x_800x.jpg?v=1', 'x-300x300.jpg', 'x.jpg'). */
  key: string;
  /** The file's own name without size marks, when distinctive enough to match a copy in another folder or host. */
  name?: string;
  /** About how wide this copy is (Infinity: the original, or a size mark without a width). */
  width: number;
  /** Whether the URL carries any size mark ('@2x', a hash cache folder): an unmarked copy of equal width is preferred. */
  marked: boolean;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const widthOf = (w: string | undefined, h: string | undefined) => Math.max(Number(w) || 0, Number(h) || 0) || Infinity;

/**
 * Which picture a URL shows and about how large this copy is. Size marks that are safe to recognise
 * are ignored: Shopify's '_800x', '_800x800_crop_center', '_grande', '@2x'; WordPress/OpenCart '-300x300'
 * and '-scaled'; Magento's '/cache/<size or hash>/' folders; and, for addresses that are not image
 * files, query parameters that only resize ('?w=300', '?width=800&quality=80').
 */
export function imageVariant(url: string): ImageVariant {
  const parsed = new URL(url);
  let path = safeDecode(parsed.pathname).toLowerCase();
  const isFile = IMAGE_FILE.test(path);
  let width = Infinity;
  let marked = false;
  const note = (w: number) => {
    width = Math.min(width, w);
    marked = true;
  };

  path = path.replace(/\/cache\/(?:\d+\/(?:[a-z_]+\/)?)?(?:(\d{2,4})x(\d{2,4})?\/)?(?:[0-9a-f]{32}\/)?/, (_, w, h) => {
    note(w ? widthOf(w, h) : Infinity);
    return '/';
  });
  path = path.replace(/\/(\d{2,4})x(\d{2,4})\//, (_, w, h) => {
    note(widthOf(w, h));
    return '/';
  });
  const ext = /\.\w+$/.exec(path)?.[0] ?? '';
  let stem = ext && IMAGE_FILE.test(ext) ? path.slice(0, -ext.length) : path;
  stem = stem
    .replace(/@(\d)x$/, () => {
      marked = true;
      return '';
    })
    .replace(/_(\d{2,4})?x(\d{2,4})?(?:_crop_[a-z]+)?(?:@\dx)?$/, (match, w, h) => {
      if (!w && !h) return match;
      note(widthOf(w, h));
      return '';
    })
    .replace(/_(pico|icon|thumb|small|compact|medium|large|grande|original|master)(?:@\dx)?$/, (_, word: string) => {
      note(NAMED_SIZES[word]!);
      return '';
    })
    .replace(/-(\d{2,4})x(\d{2,4})$/, (_, w, h) => {
      note(widthOf(w, h));
      return '';
    })
    .replace(/-scaled$/, () => {
      note(Infinity);
      return '';
    });

  let query = '';
  if (!isFile) {
    const kept: string[] = [];
    for (const [name, value] of parsed.searchParams) {
      const lower = name.toLowerCase();
      if (!RESIZE_PARAMS.has(lower)) kept.push(`${lower}=${value}`);
      else note((lower === 'w' || lower === 'width') && Number(value) > 0 ? Number(value) : Infinity);
    }
    query = kept.sort().join('&');
  } else {
    const w = Number(parsed.searchParams.get('width') ?? parsed.searchParams.get('w'));
    if (w > 0) note(w);
    else if (parsed.search && !/^\?v=[\w.-]*$/i.test(parsed.search)) marked = true;
  }

  const fileName = stem.slice(stem.lastIndexOf('/') + 1);
  const distinctive = isFile && fileName.length >= 8 && /[a-z]/.test(fileName) && !PLAIN_NAME.test(fileName);
  return { key: `${parsed.host}${stem}${query ? `?${query}` : ''}`, name: distinctive ? fileName : undefined, width, marked };
}

/** Two URLs of the same picture in other sizes share a key ('x_800x.jpg?v=1', 'x-300x300.jpg', 'x.jpg'). */
export function imageKey(url: string): string {
  return imageVariant(url).key;
}

/**
 * An ordered list of pictures without copies: a URL whose picture is already listed (same key, or the
 * same distinctive file name in another folder or on another host) takes its place only when it is a
 * larger copy; the order, best first, is that of the first sighting.
 */
export class ImageSet {
  private readonly items: Array<{ url: string; width: number; marked: boolean }> = [];
  private readonly index = new Map<string, number>();

  constructor(private readonly limit = MAX_IMAGES) {}

  get urls(): string[] {
    return this.items.map((item) => item.url);
  }

  get size(): number {
    return this.items.length;
  }

  /** True when the URL was listed as a new picture. */
  add(url: string): boolean {
    const variant = imageVariant(url);
    const keys = [`k:${variant.key}`, ...(variant.name ? [`n:${variant.name}`] : [])];
    const at = keys.map((key) => this.index.get(key)).find((i) => i !== undefined);
    if (at !== undefined) {
      const item = this.items[at]!;
      const larger = variant.width > item.width || (variant.width === item.width && item.marked && !variant.marked);
      if (larger) this.items[at] = { url, width: variant.width, marked: variant.marked };
      for (const key of keys) if (!this.index.has(key)) this.index.set(key, at);
      return false;
    }
    if (this.items.length >= this.limit) return false;
    this.items.push({ url, width: variant.width, marked: variant.marked });
    for (const key of keys) this.index.set(key, this.items.length - 1);
    return true;
  }
}

/** Absolute, non-junk image URLs, deduplicated by picture (the largest copy kept), in the given order. */
export function imageList(raw: unknown[], baseUrl: string, limit = MAX_IMAGES): string[] {
  const set = new ImageSet(limit);
  for (const item of raw) {
    const url = absoluteUrl(item, baseUrl);
    if (url && !isJunkImage(url)) set.add(url);
  }
  return set.urls;
}

/** The largest candidate of a srcset ('a.jpg 300w, b.jpg 1200w' → b.jpg). */
export function largestFromSrcset(srcset: string | undefined): string | undefined {
  if (!srcset) return undefined;
  let best: { url: string; size: number } | undefined;
  for (const part of srcset.split(/,\s+/)) {
    const [url, descriptor] = part.trim().split(/\s+/);
    if (!url) continue;
    const size = Number.parseFloat(descriptor ?? '1') || 1;
    if (!best || size > best.size) best = { url, size };
  }
  return best?.url;
}
