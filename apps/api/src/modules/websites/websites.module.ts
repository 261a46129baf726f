import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ImagesModule } from '../images/index.js';
import { OrderableSites } from './orderable-sites.cache.js';
import { Website } from './website.entity.js';
import { WebsitesController } from './websites.controller.js';
import { WebsiteVersionsRepository } from './website-versions.repository.js';
import { WebsitesRepository } from './websites.repository.js';
import { WebsitesService } from './websites.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Website]), ImagesModule],
  controllers: [WebsitesController],
  providers: [WebsitesRepository, WebsiteVersionsRepository, WebsitesService, OrderableSites],
  exports: [WebsitesService, OrderableSites],
})
export class WebsitesModule {}
