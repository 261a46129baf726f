export { WebsitesModule } from './websites.module.js';
export { WebsitesService } from './websites.service.js';
export { OrderableSites } from './orderable-sites.cache.js';
export type { OrderableSite } from './websites.repository.js';
export { liveSite } from './live-site.js';
export type { Website, WebsiteSource } from './website.entity.js';
export { toPublicListItem, toWebsiteResponse } from './website.mapper.js';
