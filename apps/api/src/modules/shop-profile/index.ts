export { ShopProfileModule } from './shop-profile.module.js';
export { ShopProfileService } from './shop-profile.service.js';
