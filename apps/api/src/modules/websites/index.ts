export { WebsitesModule } from './websites.module.js';
export { WebsitesService } from './websites.service.js';
export { OrderableSites, type OrderableSite } from './orderable-sites.cache.js';
export { liveSite } from './live-site.js';
export { Website, type WebsiteSource } from './website.entity.js';
export { toPublicListItem, toWebsiteResponse } from './website.mapper.js';
