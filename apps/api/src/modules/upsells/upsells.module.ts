import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UpsellProduct } from './upsell-product.entity.js';
import { UpsellsController } from './upsells.controller.js';
import { UpsellsService } from './upsells.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([UpsellProduct])],
  controllers: [UpsellsController],
  providers: [UpsellsService],
  exports: [UpsellsService],
})
export class UpsellsModule {}
