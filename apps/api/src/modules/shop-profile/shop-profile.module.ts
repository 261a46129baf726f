import { Module } from '@nestjs/common';
import { ShopProfileController } from './shop-profile.controller.js';
import { ShopProfileService } from './shop-profile.service.js';
import { ShopProfilesRepository } from './shop-profiles.repository.js';

/** The seller's shop identity and terms, shown on every public page of theirs. */
@Module({
  controllers: [ShopProfileController],
  providers: [ShopProfilesRepository, ShopProfileService],
  exports: [ShopProfileService],
})
export class ShopProfileModule {}
