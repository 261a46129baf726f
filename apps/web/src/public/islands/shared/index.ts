import { getPageData } from '../registry.js';
import './accordion.js';
import './carousel.js';
import './countdown.js';
import './proof.js';
import { watchBrokenImages } from './image-fallback.js';
import { initPixel } from './pixel.js';

// Behaviour every public page has.
watchBrokenImages();
initPixel(getPageData().pixelId);
