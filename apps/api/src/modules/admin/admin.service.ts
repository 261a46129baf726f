import { ForbiddenException, Injectable } from '@nestjs/common';
import {
  API_ERRORS,
  API_SUCCESS,
  userActionsFor,
  type AdminDashboardStats,
  type CreateClientRequest,
  type MessageResponse,
  type UserResponse,
} from '@cod/contracts';
import { DataSource } from 'typeorm';
import { tableExists } from '../../database/table-exists.js';
import { SessionsService } from '../auth/sessions.service.js';
import type { User } from '../users/user.entity.js';
import { toUserResponse } from '../users/user.mapper.js';
import { UsersService } from '../users/users.service.js';

/** Account management by the admin; who may be changed is decided by `userActionsFor` (libs/contracts). */
@Injectable()
export class AdminService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly dataSource: DataSource,
  ) {}

  async clients(): Promise<UserResponse[]> {
    return (await this.users.list('client')).map(toUserResponse);
  }

  async allUsers(): Promise<UserResponse[]> {
    return (await this.users.list()).map(toUserResponse);
  }

  async createClient(body: CreateClientRequest): Promise<UserResponse> {
    return toUserResponse(await this.users.create({ ...body, role: 'client' }));
  }

  async setStatus(actor: User, id: number, isActive: boolean): Promise<UserResponse> {
    const target = await this.users.getById(id);
    if (!userActionsFor(actor, target).toggleStatus) throw new ForbiddenException(API_ERRORS.protectedUserStatus);
    const updated = await this.users.setActive(id, isActive);
    if (!isActive) await this.sessions.revokeAllOf(id);
    return toUserResponse(updated);
  }

  async resetPassword(actor: User, id: number, newPassword: string): Promise<MessageResponse> {
    const target = await this.users.getById(id);
    if (!userActionsFor(actor, target).resetPassword) throw new ForbiddenException(API_ERRORS.protectedUserReset);
    await this.users.setPassword(id, newPassword);
    // Whoever held the old password is signed out everywhere (the acting admin keeps a self-reset session).
    await this.sessions.revokeAllOf(id);
    return { message: API_SUCCESS.passwordReset };
  }

  async deleteUser(actor: User, id: number): Promise<MessageResponse> {
    const target = await this.users.getById(id);
    if (!userActionsFor(actor, target).delete) throw new ForbiddenException(API_ERRORS.protectedUserDelete);
    await this.users.remove(id);
    return { message: API_SUCCESS.userDeleted };
  }

  async stats(): Promise<AdminDashboardStats> {
    const [totalClients, totalUsers, totalWebsites, totalOrders, pendingOrders] = await Promise.all([
      this.users.count('client'),
      this.users.count(),
      this.countRows('websites'),
      this.countRows('orders'),
      this.countRows('orders', `status = 'pending'`),
    ]);
    return { totalClients, totalUsers, totalWebsites, totalOrders, pendingOrders };
  }

  /**
   * Real row counts of tables that later migrations add (websites, orders); 0 while a table does
   * not exist yet. Table and condition are constants of this file, never user input.
   */
  private async countRows(table: 'websites' | 'orders', where?: string): Promise<number> {
    if (!(await tableExists(this.dataSource, table))) return 0;
    const [{ n }] = await this.dataSource.query(`SELECT count(*)::int AS n FROM ${table}${where ? ` WHERE ${where}` : ''}`);
    return n;
  }
}
