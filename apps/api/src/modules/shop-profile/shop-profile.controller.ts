import { Body, Controller, Get, Put } from '@nestjs/common';
import { API, routeOf, shopProfileSchema, type ShopProfileRequest } from '@cod/contracts';
import { ContractPipe } from '../../common/pipes/contract.pipe.js';
import { CurrentAuth, type AuthContext } from '../auth/index.js';
import { ShopProfileService } from './shop-profile.service.js';

/** The signed-in seller's own shop identity and terms. */
@Controller()
export class ShopProfileController {
  constructor(private readonly profiles: ShopProfileService) {}

  @Get(routeOf(API.shopProfile.profile))
  get(@CurrentAuth() auth: AuthContext) {
    return this.profiles.get(auth.user.id);
  }

  @Put(routeOf(API.shopProfile.profile))
  update(@CurrentAuth() auth: AuthContext, @Body(new ContractPipe(shopProfileSchema)) body: ShopProfileRequest) {
    return this.profiles.update(auth.user.id, body);
  }
}
