import type { CheerioAPI } from 'cheerio';
import type { ElementNode } from './dom.js';
import type { ProductFindings } from './product-findings.js';
import { htmlToText } from './text.js';
import { PRODUCT_TYPES, productFromSchema, type SchemaNode } from './schema-product.js';

const URL_ATTRIBUTE: Record<string, string> = {
  img: 'src', audio: 'src', video: 'src', source: 'src', embed: 'src', iframe: 'src', track: 'src',
  a: 'href', area: 'href', link: 'href', object: 'data', data: 'value', meter: 'value', time: 'datetime',
};

/** The value of an itemprop element by the microdata rules, with the common `content` attribute first. */
function propertyValue($: CheerioAPI, el: ElementNode): string {
  const node = $(el);
  const content = node.attr('content');
  if (content !== undefined) return content;
  const tag = el.tagName.toLowerCase();
  if (tag === 'img') {
    const src = node.attr('src') ?? '';
    return src && !src.startsWith('data:') ? src : (node.attr('data-src') ?? node.attr('data-lazy-src') ?? src);
  }
  const attribute = URL_ATTRIBUTE[tag];
  // Block structure survives, so a description keeps its paragraphs and list items their line breaks.
  return (attribute ? node.attr(attribute) : undefined) ?? htmlToText(node.html() ?? '');
}

function typeName(itemtype: string | undefined): string {
  return (itemtype ?? '').trim().split(/\s+/)[0]?.split('/').pop() ?? '';
}

/** An itemscope element as a schema.org-shaped node; nested itemscopes become nested nodes. */
function readItem($: CheerioAPI, root: ElementNode): SchemaNode {
  const values: Record<string, unknown[]> = {};
  const visit = (parent: ElementNode) => {
    for (const child of $(parent).children().toArray()) {
      const node = $(child);
      const isScope = node.attr('itemscope') !== undefined;
      const names = (node.attr('itemprop') ?? '').split(/\s+/).filter(Boolean);
      if (names.length) {
        const value = isScope ? readItem($, child) : propertyValue($, child);
        for (const name of names) (values[name] ??= []).push(value);
      }
      if (!isScope) visit(child);
    }
  };
  visit(root);
  const item: SchemaNode = { '@type': typeName($(root).attr('itemtype')) };
  for (const [name, list] of Object.entries(values)) item[name] = list.length === 1 ? list[0] : list;
  return item;
}

function isProductScope($: CheerioAPI, el: ElementNode): boolean {
  return PRODUCT_TYPES.has(typeName($(el).attr('itemtype')).toLowerCase());
}

/** Reads the page's outermost schema.org/Product microdata item. */
export function readMicrodata($: CheerioAPI, baseUrl: string): ProductFindings | null {
  const root = $('[itemscope][itemtype]')
    .toArray()
    .find((el) => isProductScope($, el) && !$(el).parents('[itemscope][itemtype]').toArray().some((p) => isProductScope($, p)));
  if (!root) return null;
  const item = readItem($, root);
  return productFromSchema(item, (value) => value, 'microdata', baseUrl);
}
