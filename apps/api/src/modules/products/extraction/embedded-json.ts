import type { CheerioAPI } from 'cheerio';
import { scriptTexts } from './dom.js';
import { parseLenientJson, readAssignedJson } from './lenient-json.js';
import { findingsOrNull, type ProductFindings } from './product-findings.js';
import { findProductLikeObject, productLikeFindings } from './product-like-object.js';

/** Globals in which single-page apps hand their server state to the browser. */
const STATE_NAMES = [
  '__INITIAL_STATE__', '__PRELOADED_STATE__', '__NUXT__', '__APOLLO_STATE__', '__APP_STATE__', '__STATE__', '__DATA__',
  '__INITIAL_DATA__', '__SERVER_DATA__',
];
const STATE_GLOBALS = `(?:window\\.|self\\.|var |let |const )?(?:${STATE_NAMES.join('|')})`;

function stateDocuments($: CheerioAPI): unknown[] {
  const json = scriptTexts($, ['application/json'], (script) => {
    // Shopify's product JSON is read by the Shopify method.
    const id = script.attr('id') ?? '';
    return script.attr('data-product-json') === undefined && !/^ProductJson|^product-json$/i.test(id);
  }).map(parseLenientJson);
  const assigned = scriptTexts($, ['', 'text/javascript', 'application/javascript', 'module'])
    .filter((script) => /__[A-Z_]+__\s*=/.test(script))
    .map((script) => readAssignedJson(script, STATE_GLOBALS));
  return [...json, ...assigned].filter((doc) => doc !== undefined && doc !== null);
}

/** Marketplace and SPA pages: __NEXT_DATA__, window.__INITIAL_STATE__, __NUXT__, other JSON scripts. */
export function readEmbeddedJson($: CheerioAPI, baseUrl: string): ProductFindings | null {
  const documents = stateDocuments($);
  if (documents.length === 0) return null;
  const product = findProductLikeObject(documents);
  return product ? findingsOrNull(productLikeFindings(product, baseUrl)) : null;
}
