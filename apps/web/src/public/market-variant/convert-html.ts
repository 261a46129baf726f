import { isIjekavianMarket, marketOfCurrency, toMarketVariant, type PublicPageModel } from '@cod/contracts';

/**
 * The buyer's variant on a whole rendered page: copy and templates are written
 * once in ekavian; Bosnian and Montenegrin pages are converted here, in one pass over the HTML that
 * entry-server renders. Converted: text between tags (the <title> too), the human-readable
 * attributes (alt, title, aria-label, placeholder, the description/og meta content, the offer
 * texts the islands move around: data-text) and the string values of an island's data-props
 * (so the islands get their texts already converted and carry no word list). Never touched:
 * <script> and <style> content (the page-data JSON included), URLs, class names, ids, other
 * attributes, JSON keys. Serbian pages are returned as the very same string.
 */

/**
 * The market a page is read in: its site's market; a simple thank-you page by its order's currency;
 * a page model that names its market (`market`, for the pages that know only an order id today:
 * /hvala without an order, /hvala-upsell) by that; otherwise Serbia.
 */
export function marketOfModel(model: PublicPageModel): string {
  if ('site' in model && model.site) return model.site.targetMarket || 'Serbia';
  const named = (model as { market?: unknown }).market;
  if (typeof named === 'string' && named) return named;
  if (model.kind === 'thank-you-simple' && model.order) return marketOfCurrency(model.order.currency);
  return 'Serbia';
}

/** Raw-text elements, comments, tags, text. */
const PARTS = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->|<[^>]+>|[^<]+/gi;
/** A tag with an attribute worth a look. */
const HAS_TEXT_ATTR = /\s(?:alt|title|aria-label|aria-roledescription|placeholder|data-[a-z-]*text|content|data-props)="/i;
const TEXT_ATTRS = /(\s(?:alt|title|aria-label|aria-roledescription|placeholder|data-text|data-[a-z-]*-text)=")([^"]*)(")/gi;
const META_CONTENT = /^<meta\b[^>]*\b(?:name="description"|property="og:(?:description|title)")/i;
const CONTENT_ATTR = /(\scontent=")([^"]*)(")/i;
const PROPS_ATTR = /(\sdata-props=")([^"]*)(")/i;
/** A JSON string inside an HTML-escaped attribute (&quot;…&quot;), with the ':' that makes it a key. */
const JSON_STRING = /&quot;((?:\\&quot;|\\.|(?!&quot;)[^\\])*)&quot;(\s*:)?/g;
const URL_LIKE = /^(?:\/|https?:|www\.|#|[\w.+-]+@)/i;

function convertTag(tag: string, market: string): string {
  let out = tag.replace(TEXT_ATTRS, (_m, a: string, v: string, z: string) => a + toMarketVariant(v, market) + z);
  if (META_CONTENT.test(out)) out = out.replace(CONTENT_ATTR, (_m, a: string, v: string, z: string) => a + toMarketVariant(v, market) + z);
  if (out.includes('data-props=')) {
    out = out.replace(PROPS_ATTR, (_m, a: string, v: string, z: string) =>
      a + v.replace(JSON_STRING, (s, inner: string, key?: string) => (key || URL_LIKE.test(inner) ? s : `&quot;${toMarketVariant(inner, market)}&quot;`)) + z,
    );
  }
  return out;
}

/** The page's HTML in the market's variant (Serbia: the same string, untouched). */
export function htmlInMarketVariant(html: string, market: string): string {
  if (!isIjekavianMarket(market)) return html;
  return html.replace(PARTS, (part, raw: string | undefined) => {
    if (part.charCodeAt(0) !== 60 /* < */) return toMarketVariant(part, market);
    if (raw || part.startsWith('<!--') || !HAS_TEXT_ATTR.test(part)) return part;
    return convertTag(part, market);
  });
}
