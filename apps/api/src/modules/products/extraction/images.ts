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

/** Two URLs of the same picture in other sizes share a key ('x_800x.jpg?v=1', 'x-300x300.jpg', 'x.jpg'). */
export function imageKey(url: string): string {
  const parsed = new URL(url);
  let path = parsed.pathname.toLowerCase();
  const isFile = /\.(?:jpe?g|png|webp|gif|avif)$/.test(path);
  path = path
    .replace(/_(?:\d+x\d*|\d*x\d+|pico|icon|thumb|small|compact|medium|large|grande|original|master)(?:@\dx)?(?=\.\w+$)/, '')
    .replace(/-\d{2,4}x\d{2,4}(?=\.\w+$)/, '')
    .replace(/\.(?:jpe?g|png|webp|gif|avif)$/, '');
  return `${parsed.host}${path}${isFile ? '' : parsed.search}`;
}

/** Absolute, non-junk image URLs, deduplicated by picture, in the given order. */
export function imageList(raw: unknown[], baseUrl: string, limit = MAX_IMAGES): string[] {
  const seen = new Set<string>();
  const images: string[] = [];
  for (const item of raw) {
    const url = absoluteUrl(item, baseUrl);
    if (!url || isJunkImage(url)) continue;
    const key = imageKey(url);
    if (seen.has(key)) continue;
    seen.add(key);
    images.push(url);
    if (images.length >= limit) break;
  }
  return images;
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
