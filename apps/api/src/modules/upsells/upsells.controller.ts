import { Controller, Get, Param } from '@nestjs/common';
import { API, routeOf, WEBSITE_MESSAGES } from '@cod/contracts';
import { Public } from '../../common/decorators/public.decorator.js';
import { IdPipe } from '../../common/pipes/id.pipe.js';
import { toUpsellResponse } from './upsell.mapper.js';
import { UpsellsService } from './upsells.service.js';

@Controller()
export class UpsellsController {
  constructor(private readonly upsells: UpsellsService) {}

  /** GET /api/upsell/products/{websiteId}: public, active offers only. */
  @Public()
  @Get(routeOf(API.upsells.products(':websiteId')))
  async products(@Param('websiteId', new IdPipe(WEBSITE_MESSAGES.invalidWebsiteId)) websiteId: number) {
    return (await this.upsells.publicOffers(websiteId)).map(toUpsellResponse);
  }
}
