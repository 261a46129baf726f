import { getPageData } from '../islands/registry.js';

/**
 * A fixed message in the page's variant of the language, for the islands (order form, upsell
 * offers, toasts): the server put the converted messages into the page data (`texts`) on Bosnian
 * and Montenegrin pages; elsewhere, and for any text it does not list, the text as it is.
 */
export function marketText(text: string): string {
  return getPageData().texts?.[text] ?? text;
}
