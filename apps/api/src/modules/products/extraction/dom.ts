import type { Cheerio, CheerioAPI } from 'cheerio';

const selectElements = ($: CheerioAPI) => $('a');
/** A cheerio selection of elements (the type `$('selector')` returns). */
export type ElementSelection = ReturnType<typeof selectElements>;
/** One element node, typed without depending on cheerio's internal DOM package. */
export type ElementNode = ElementSelection extends Cheerio<infer T> ? T : never;

/** Elements outside the page's product content: site chrome and lists of other products. */
export const CHROME_SELECTOR = 'header, nav, footer, aside, [role="navigation"], [role="banner"], [role="contentinfo"]';
const OTHER_PRODUCTS = /related|similar|recommend|upsell|up-sells|cross-sell|crosssell|recently|viewed|slicni|slični|preporu|mega-?menu/i;

const outsideByDocument = new WeakMap<CheerioAPI, Set<ElementNode>>();

/** Every element inside site chrome or a list of other products, computed once per document. */
function outsideElements($: CheerioAPI): Set<ElementNode> {
  let outside = outsideByDocument.get($);
  if (!outside) {
    const found = new Set<ElementNode>();
    const containers = [
      ...$(CHROME_SELECTOR).toArray(),
      ...$('[class], [id]')
        .toArray()
        .filter((el) => OTHER_PRODUCTS.test(`${$(el).attr('class') ?? ''} ${$(el).attr('id') ?? ''}`)),
    ];
    for (const container of containers) {
      if (found.has(container)) continue;
      found.add(container);
      for (const inner of $(container).find('*').toArray()) found.add(inner);
    }
    outside = found;
    outsideByDocument.set($, outside);
  }
  return outside;
}

export function isOutsideProductContent($: CheerioAPI, el: ElementNode): boolean {
  return outsideElements($).has(el);
}

/** The page's base URL (a <base href> wins over the page URL). */
export function baseUrlOf($: CheerioAPI, pageUrl: string): string {
  const href = $('base[href]').first().attr('href');
  if (!href) return pageUrl;
  try {
    return new URL(href, pageUrl).href;
  } catch {
    return pageUrl;
  }
}

/** Text of every <script> whose type is one of `types` (case-insensitive; '' means no type attribute). */
export function scriptTexts($: CheerioAPI, types: string[], filter?: (script: ElementSelection) => boolean): string[] {
  return $('script')
    .toArray()
    .map((el) => $(el))
    .filter((script) => types.includes((script.attr('type') ?? '').trim().toLowerCase()) && (!filter || filter(script)))
    .map((script) => script.text());
}
