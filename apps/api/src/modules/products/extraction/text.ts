import { load } from 'cheerio';

export const MAX_DESCRIPTION_LENGTH = 2000;
const MAX_FEATURE_LENGTH = 160;
const BLOCK_TAGS = 'p, div, li, tr, br, h1, h2, h3, h4, h5, h6, ul, ol, table, section, article, blockquote, dd, dt';

function normaliseSpaces(text: string): string {
  return text.replace(/[\u00a0\u2007\u202f\u2009\u200b\t\f\v\r ]+/g, ' ');
}

/** Collapses all whitespace to single spaces. */
export function collapseWhitespace(text: string): string {
  return normaliseSpaces(text).replace(/\s+/g, ' ').trim();
}

/** HTML (or text with entities) → plain text with one '\n' between blocks and single spaces inside lines. */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return tidyLines(html);
  const $ = load(html, null, false);
  $('script, style, noscript, template, iframe, svg').remove();
  $(BLOCK_TAGS).each((_, el) => {
    $(el).before('\n').after('\n');
  });
  return tidyLines($.root().text());
}

function tidyLines(text: string): string {
  return normaliseSpaces(text)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/** A short single-line value (name, brand, sku): entities decoded, tags stripped, whitespace collapsed. */
export function cleanText(value: unknown, maxLength = 300): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const text = collapseWhitespace(htmlToText(value));
  if (!text) return undefined;
  return text.length > maxLength ? truncate(text, maxLength) : text;
}

/** A description: plain text, paragraphs kept, at most MAX_DESCRIPTION_LENGTH characters. */
export function cleanDescription(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = htmlToText(value);
  return text ? truncate(text, MAX_DESCRIPTION_LENGTH) : undefined;
}

/** Cuts at a word boundary and marks the cut with '…'. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.search(/\s\S*$/);
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** A feature line: one short line without a leading bullet; undefined when empty or too long to be a feature. */
export function cleanFeature(value: unknown): string | undefined {
  const text = cleanText(value, 1000)?.replace(/^[\s•·▪●◦‣⁃✓✔✅☑➤►▶→*–—-]+/u, '').trim();
  if (!text || text.length < 2 || text.length > MAX_FEATURE_LENGTH) return undefined;
  return text;
}

/** The text of every <li> in a piece of HTML, as features. */
export function listItemsOf(html: string): string[] {
  if (!html.includes('<li')) return [];
  const $ = load(html, null, false);
  return $('li')
    .toArray()
    .map((li) => cleanFeature($(li).text()))
    .filter((line): line is string => line !== undefined);
}

/** Strips a trailing ' | Shop' / ' - Shop' from a page title, or the site name wherever it ends the title. */
export function stripSiteSuffix(title: string, siteName?: string): string {
  if (siteName) {
    const escaped = siteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const stripped = title.replace(new RegExp(`\\s*[|\\-–—:·•»]+\\s*${escaped}\\s*$`, 'i'), '').trim();
    if (stripped && stripped !== title) return stripped;
  }
  const parts = title.split(/\s+[|–—·•»]\s+|\s+-\s+|\s+::\s+/);
  if (parts.length < 2) return title;
  const last = parts[parts.length - 1]!;
  return last.length <= 40 ? title.slice(0, title.lastIndexOf(last)).replace(/\s*(?:[|–—·•»-]|::)\s*$/, '').trim() : title;
}
