import { bootIslands, getPageData } from './islands/registry.js';
import './islands/shared/index.js';
import './islands/product/index.js';
import './islands/thank-you/index.js';
import './islands/storefront/index.js';
import { loadOwnerTools } from './owner/loader.js';

// Every page: bring the marked parts of the server-rendered page to life.
bootIslands();
// A product page's owner (signed in here) gets edit mode; for visitors this is one storage read.
loadOwnerTools(getPageData());
