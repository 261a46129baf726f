// Islands of the storefront (/prodavnica).
import './storefront.js';
