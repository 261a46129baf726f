import { bootIslands } from './islands/registry.js';
import './islands/shared/index.js';
import './islands/product/index.js';
import './islands/thank-you/index.js';
import './islands/storefront/index.js';

// Every page: bring the marked parts of the server-rendered page to life.
bootIslands();
