import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UpsellProduct } from './upsell-product.entity.js';
import { UpsellsController } from './upsells.controller.js';
import { UpsellProductsRepository } from './upsell-products.repository.js';
import { UpsellsService } from './upsells.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([UpsellProduct])],
  controllers: [UpsellsController],
  providers: [UpsellProductsRepository, UpsellsService],
  exports: [UpsellsService],
})
export class UpsellsModule {}
