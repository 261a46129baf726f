export { PublicPagesModule } from './public-pages.module.js';
export { PublicPagesService } from './public-pages.service.js';
