import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import {
  API,
  API_ERRORS,
  routeOf,
  createClientSchema,
  resetPasswordSchema,
  updateUserPermissionsSchema,
  updateUserStatusSchema,
  type UpdateUserPermissionsRequest,
  type CreateClientRequest,
  type ResetPasswordRequest,
  type UpdateUserStatusRequest,
} from '@cod/contracts';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ContractPipe } from '../../common/pipes/contract.pipe.js';
import { IdPipe } from '../../common/pipes/id.pipe.js';
import { CurrentUser } from '../auth/index.js';
import type { User } from '../users/index.js';
import { AdminService } from './admin.service.js';

const userId = new IdPipe(API_ERRORS.invalidUserId);

@Controller()
@Roles(['admin'], API_ERRORS.adminOnly)
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Get(routeOf(API.admin.clients))
  clients() {
    return this.admin.clients();
  }

  @Post(routeOf(API.admin.clients))
  createClient(@Body(new ContractPipe(createClientSchema)) body: CreateClientRequest) {
    return this.admin.createClient(body);
  }

  @Get(routeOf(API.admin.users))
  users() {
    return this.admin.allUsers();
  }

  @Get(routeOf(API.admin.stats))
  stats() {
    return this.admin.stats();
  }

  @Patch(routeOf(API.admin.userStatus(':id')))
  setStatus(
    @CurrentUser() actor: User,
    @Param('id', userId) id: number,
    @Body(new ContractPipe(updateUserStatusSchema)) body: UpdateUserStatusRequest,
  ) {
    return this.admin.setStatus(actor, id, body.isActive);
  }

  @Patch(routeOf(API.admin.userPermissions(':id')))
  setPermissions(@Param('id', userId) id: number, @Body(new ContractPipe(updateUserPermissionsSchema)) body: UpdateUserPermissionsRequest) {
    return this.admin.setPermissions(id, body.manageOwnOrders);
  }

  @Patch(routeOf(API.admin.userResetPassword(':id')))
  resetPassword(
    @CurrentUser() actor: User,
    @Param('id', userId) id: number,
    @Body(new ContractPipe(resetPasswordSchema)) body: ResetPasswordRequest,
  ) {
    return this.admin.resetPassword(actor, id, body.newPassword);
  }

  @Delete(routeOf(API.admin.user(':id')))
  remove(@CurrentUser() actor: User, @Param('id', userId) id: number) {
    return this.admin.deleteUser(actor, id);
  }
}
