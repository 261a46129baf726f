import { Module } from '@nestjs/common';
import { ShopProfileController } from './shop-profile.controller.js';
import { ShopProfileService } from './shop-profile.service.js';

/** The seller's shop identity and terms, shown on every public page of theirs. */
@Module({
  controllers: [ShopProfileController],
  providers: [ShopProfileService],
  exports: [ShopProfileService],
})
export class ShopProfileModule {}
