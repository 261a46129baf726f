import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import {
  API_ERRORS,
  createClientSchema,
  resetPasswordSchema,
  updateUserStatusSchema,
  type CreateClientRequest,
  type ResetPasswordRequest,
  type UpdateUserStatusRequest,
} from '@cod/contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ContractPipe } from '../../common/pipes/contract.pipe.js';
import { IdPipe } from '../../common/pipes/id.pipe.js';
import type { User } from '../users/user.entity.js';
import { AdminService } from './admin.service.js';

const userId = new IdPipe(API_ERRORS.invalidUserId);

@Controller('admin')
@Roles(['admin'], API_ERRORS.adminOnly)
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Get('clients')
  clients() {
    return this.admin.clients();
  }

  @Post('clients')
  createClient(@Body(new ContractPipe(createClientSchema)) body: CreateClientRequest) {
    return this.admin.createClient(body);
  }

  @Get('users')
  users() {
    return this.admin.allUsers();
  }

  @Get('dashboard/stats')
  stats() {
    return this.admin.stats();
  }

  @Patch('users/:id/status')
  setStatus(
    @CurrentUser() actor: User,
    @Param('id', userId) id: number,
    @Body(new ContractPipe(updateUserStatusSchema)) body: UpdateUserStatusRequest,
  ) {
    return this.admin.setStatus(actor, id, body.isActive);
  }

  @Patch('users/:id/reset-password')
  resetPassword(
    @CurrentUser() actor: User,
    @Param('id', userId) id: number,
    @Body(new ContractPipe(resetPasswordSchema)) body: ResetPasswordRequest,
  ) {
    return this.admin.resetPassword(actor, id, body.newPassword);
  }

  @Delete('users/:id')
  remove(@CurrentUser() actor: User, @Param('id', userId) id: number) {
    return this.admin.deleteUser(actor, id);
  }
}
