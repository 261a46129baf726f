import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { API, productReadRequestSchema, routeOf, type ProductReadRequest, type ProductReadResponse } from '@cod/contracts';
import { ContractPipe } from '../../common/pipes/contract.pipe.js';
import { CurrentUser } from '../auth/index.js';
import type { User } from '../users/index.js';
import { ProductReadService } from './product-read.service.js';

@Controller()
export class ProductsController {
  constructor(private readonly products: ProductReadService) {}

  /** POST /api/products/read {url, targetMarket} → what the product page says, for the builder's form (signed in). */
  @Post(routeOf(API.products.read))
  @HttpCode(200)
  read(@CurrentUser() user: User, @Body(new ContractPipe(productReadRequestSchema)) body: ProductReadRequest): Promise<ProductReadResponse> {
    return this.products.read(user, body);
  }
}
