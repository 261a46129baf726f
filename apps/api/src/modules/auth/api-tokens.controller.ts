import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { API, API_TOKEN_MESSAGES, createApiTokenSchema, routeOf, type CreateApiTokenRequest } from '@cod/contracts';
import { ContractPipe } from '../../common/pipes/contract.pipe.js';
import { IdPipe } from '../../common/pipes/id.pipe.js';
import type { User } from '../users/index.js';
import { ApiTokensService } from './api-tokens.service.js';
import { CurrentUser } from './current-user.decorator.js';

const tokenId = new IdPipe(API_TOKEN_MESSAGES.notFound);

/** The signed-in user's personal API tokens (a token cannot manage tokens: no @Scopes). */
@Controller()
export class ApiTokensController {
  constructor(private readonly tokens: ApiTokensService) {}

  @Get(routeOf(API.tokens.root))
  list(@CurrentUser() user: User) {
    return this.tokens.list(user.id);
  }

  @Post(routeOf(API.tokens.root))
  create(@CurrentUser() user: User, @Body(new ContractPipe(createApiTokenSchema)) body: CreateApiTokenRequest) {
    return this.tokens.create(user.id, body);
  }

  @Delete(routeOf(API.tokens.one(':id')))
  @HttpCode(200)
  revoke(@CurrentUser() user: User, @Param('id', tokenId) id: number) {
    return this.tokens.revoke(user.id, id);
  }
}
