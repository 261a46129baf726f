export { ImagesModule } from './images.module.js';
export { ImagesService, type ImportResult } from './images.service.js';
