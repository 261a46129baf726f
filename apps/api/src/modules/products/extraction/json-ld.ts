import type { CheerioAPI } from 'cheerio';
import { scriptTexts } from './dom.js';
import { parseLenientJson } from './lenient-json.js';
import { emptyFindings, type ProductFindings } from './product-findings.js';
import { ARTICLE_TYPES, PRODUCT_TYPES, isSchemaNode, productFromSchema, schemaTypes, type SchemaNode } from './schema-product.js';

/** Keys under which a Product names other products; a Product found there is not the page's product. */
const OTHER_PRODUCT_KEYS = /^(?:isRelatedTo|isSimilarTo|isAccessoryOrSparePartFor|isConsumableFor|hasVariant|itemListElement|item)$/;

interface Candidate {
  node: SchemaNode;
  viaOtherProduct: boolean;
  order: number;
}

function collectNodes(root: unknown): { candidates: Candidate[]; ids: Map<string, SchemaNode>; article: boolean } {
  const candidates: Candidate[] = [];
  const ids = new Map<string, SchemaNode>();
  let article = false;
  let visited = 0;
  const visit = (value: unknown, viaOtherProduct: boolean, depth: number) => {
    if (depth > 20 || visited++ > 10_000) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, viaOtherProduct, depth + 1);
      return;
    }
    if (!isSchemaNode(value)) return;
    const id = value['@id'];
    if (typeof id === 'string' && Object.keys(value).length > 1 && !ids.has(id)) ids.set(id, value);
    const types = schemaTypes(value);
    if (types.some((t) => PRODUCT_TYPES.has(t))) candidates.push({ node: value, viaOtherProduct, order: candidates.length });
    if (types.some((t) => ARTICLE_TYPES.has(t))) article = true;
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'object' && child !== null) visit(child, viaOtherProduct || OTHER_PRODUCT_KEYS.test(key), depth + 1);
    }
  };
  visit(root, false, 0);
  return { candidates, ids, article };
}

function score({ node, viaOtherProduct }: Candidate): number {
  return (node.name ? 2 : 0) + (node.offers ? 3 : 0) + (node.image ? 1 : 0) + (node.description ? 1 : 0) - (viaOtherProduct ? 10 : 0);
}

/** Reads every <script type="application/ld+json"> and returns the page's main Product. */
export function readJsonLd($: CheerioAPI, baseUrl: string): ProductFindings | null {
  const documents = scriptTexts($, ['application/ld+json'])
    .map(parseLenientJson)
    .filter((doc) => doc !== undefined);
  if (documents.length === 0) return null;
  const { candidates, ids, article } = collectNodes(documents);
  const deref = (value: unknown): unknown => {
    if (isSchemaNode(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1) {
      return ids.get(value['@id']) ?? value;
    }
    return value;
  };
  const best = [...candidates].sort((a, b) => score(b) - score(a) || a.order - b.order)[0];
  if (!best) {
    if (!article) return null;
    return { ...emptyFindings('json-ld'), pageType: 'article' };
  }
  return productFromSchema(best.node, deref, 'json-ld', baseUrl);
}
