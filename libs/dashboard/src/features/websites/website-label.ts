import type { WebsiteSummary } from './api/websites.js';

/** How a website is named in lists: its title, else its custom URL, else its id. */
export function websiteLabel(site: WebsiteSummary): string {
  // Optional chaining keeps a row the server sent without a title or address listable.
  return site.title?.trim() || site.customUrl?.trim() || `#${site.id}`;
}
