import { registerIsland } from '../registry.js';
import { funnel } from '../shared/funnel.js';
import { track } from '../shared/pixel.js';

/** `data-island="product-view"` (the product page's root): ViewContent once per page view (spec 001 §7), and the funnel's view. */
registerIsland('product-view', (_el, _props, page) => {
  funnel('view');
  track('ViewContent', {
    content_ids: [page.productId],
    content_type: 'product',
    content_name: page.productName,
    value: page.price,
    currency: page.currency ?? 'RSD',
  });
});
