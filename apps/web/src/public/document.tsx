import { styleSheetFor, type PublicAssets } from '@cod/contracts';
import { jsonForScript, PAGE_DATA_ID } from './json-script.js';
import type { PublicPageData } from './page-data.js';

export interface HeadTags {
  title: string;
  description?: string;
  canonicalUrl?: string;
  /** og:image (absolute URL). */
  image?: string;
  ogType?: 'product' | 'website';
  /** Thank-you pages and 404s stay out of search engines. */
  noindex?: boolean;
  /** Preload the hero picture: it is the Largest Contentful Paint on a phone. */
  preloadImage?: { href: string; srcset?: string; sizes?: string };
  /** CSS custom properties of the site palette (--brand, --brand-2, --accent, --page-bg, --ink). */
  themeVars?: Record<string, string>;
  themeColor?: string;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The whole HTML document around a server-rendered page body. */
export function renderDocument(head: HeadTags, bodyHtml: string, data: PublicPageData, assets: PublicAssets): string {
  const meta: string[] = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(head.title)}</title>`,
  ];
  if (head.description) meta.push(`<meta name="description" content="${esc(head.description)}">`);
  if (head.noindex) meta.push('<meta name="robots" content="noindex, nofollow">');
  if (head.canonicalUrl) meta.push(`<link rel="canonical" href="${esc(head.canonicalUrl)}">`);
  meta.push(`<meta property="og:title" content="${esc(head.title)}">`, `<meta property="og:type" content="${head.ogType ?? 'website'}">`, '<meta property="og:locale" content="sr_RS">');
  if (head.description) meta.push(`<meta property="og:description" content="${esc(head.description)}">`);
  if (head.canonicalUrl) meta.push(`<meta property="og:url" content="${esc(head.canonicalUrl)}">`);
  if (head.image) meta.push(`<meta property="og:image" content="${esc(head.image)}">`, '<meta name="twitter:card" content="summary_large_image">');
  if (head.themeColor) meta.push(`<meta name="theme-color" content="${esc(head.themeColor)}">`);
  if (head.preloadImage) {
    const p = head.preloadImage;
    meta.push(
      `<link rel="preload" as="image" href="${esc(p.href)}"${p.srcset ? ` imagesrcset="${esc(p.srcset)}"` : ''}${p.sizes ? ` imagesizes="${esc(p.sizes)}"` : ''} fetchpriority="high">`,
    );
  }
  // Only colour values reach the stylesheet: a palette is seller data.
  const vars = Object.entries(head.themeVars ?? {})
    .filter(([k, v]) => /^--[a-z0-9-]+$/.test(k) && /^#[0-9a-f]{3,8}$/i.test(v))
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  return (
    '<!doctype html><html lang="sr">' +
    `<head>${meta.join('')}<style>${assets.css[styleSheetFor(data.kind)]}${vars ? `:root{${vars}}` : ''}</style>` +
    `<script type="module" src="${esc(assets.script)}"></script></head>` +
    `<body>${bodyHtml}<script type="application/json" id="${PAGE_DATA_ID}">${jsonForScript(data)}</script></body></html>`
  );
}
