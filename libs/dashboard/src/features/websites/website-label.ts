import type { WebsiteSummary } from './api/websites.js';

/** How a website is named in lists: title, else product name, else its custom URL. */
export function websiteLabel(site: WebsiteSummary): string {
  return site.title?.trim() || site.productName?.trim() || site.customUrl?.trim() || `#${site.id}`;
}
