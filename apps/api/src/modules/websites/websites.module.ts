import { Module } from '@nestjs/common';
import { WebsitesController } from './websites.controller.js';

@Module({ controllers: [WebsitesController] })
export class WebsitesModule {}
