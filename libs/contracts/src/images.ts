/** The multipart field of POST /api/images/upload (spec 000 §7). */
export const IMAGE_UPLOAD_FIELD = 'image';

/**
 * Every imported image is stored as {hash}.webp (at most MAIN_IMAGE_WIDTH wide) plus one copy per
 * width below, each never wider than the original, so a srcset can always name all of them.
 */
export const IMAGE_WIDTHS = [320, 640, 960] as const;
export const MAIN_IMAGE_WIDTH = 1280;

/** Our stored images: /uploads/images/{hash}.webp (+ {hash}-{width}.webp copies). */
export const UPLOADS_PREFIX = '/uploads/';

const STOCK_BY_KEYWORD: [RegExp, string][] = [
  [/sat|watch|telefon|phone|slušalic|headphone|kamera|camera|punja|charger/i, 'tech'],
  [/krema|cream|serum|kosa|hair|šminka|makeup|parfem|perfume|lice|face/i, 'beauty'],
  [/auto|car|gume|tire|motor/i, 'auto'],
  [/kuhinj|kitchen|lampa|lamp|jastuk|pillow|posteljin|čaš|tanjir/i, 'home'],
  [/vitamin|zdravlj|health|masaž|massage|bol|pain|suplement/i, 'health'],
];

/**
 * Resolves a stored image value the way old sites wrote them (spec 001 §9 "Image URL resolution"):
 * absolute URLs, /api/object-storage/ and /uploads/ are kept; 'uploads/…' gets a leading slash; a bare
 * file name goes under /uploads/images/; nothing usable falls back to a stock picture by keyword.
 */
export function resolveImageUrl(value: string | null | undefined, keywordSource = ''): string {
  const v = (value ?? '').trim();
  if (/^https?:\/\//i.test(v) || v.startsWith('data:image/')) return v;
  if (v.startsWith('/api/object-storage/') || v.startsWith('/uploads/')) return v;
  if (v.startsWith('uploads/')) return `/${v}`;
  if (v && !v.includes('/') && /\.[a-z0-9]{2,5}$/i.test(v)) return `/uploads/images/${v}`;
  const kind = STOCK_BY_KEYWORD.find(([re]) => re.test(keywordSource))?.[1] ?? 'product';
  return `/stock/${kind}.svg`;
}

/**
 * The images of a website as old records may hold them: a list, a JSON string of a list, 'null',
 * '[]' or '' (spec 001 §3).
 */
export function parseImageList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  if (typeof value !== 'string') return [];
  const t = value.trim();
  if (!t || t === 'null' || t === '[]') return [];
  try {
    return parseImageList(JSON.parse(t));
  } catch {
    return [t];
  }
}

const STORED_IMAGE_RE = /^(.*\/images\/[a-f0-9]{32})\.webp$/;

/** Whether a URL names one of our stored images (local /uploads/ or the S3 public URL). */
export const isStoredImage = (url: string) => STORED_IMAGE_RE.test(url);

/** The responsive copy of one of our stored images, or null for foreign URLs. */
export function imageVariantUrl(url: string, width: number): string | null {
  const m = STORED_IMAGE_RE.exec(url);
  return m ? `${m[1]}-${width}.webp` : null;
}
