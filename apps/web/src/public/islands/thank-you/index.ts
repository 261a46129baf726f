// Islands of the thank-you pages (/hvala…).
import './upsell-offers.js';
import './auto-close.js';
