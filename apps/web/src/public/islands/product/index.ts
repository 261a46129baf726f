// The product page's islands (templates/): order popup, embedded order form, offer picker, pixel events.
import './order-popup.js';
import './order-embedded.js';
import './qty-picker.js';
import './product-view.js';
import './back-link.js';
