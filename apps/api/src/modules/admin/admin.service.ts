import { Injectable } from '@nestjs/common';
import {
  API_ERRORS,
  API_SUCCESS,
  SELLER_ORDERS_MESSAGES,
  userActionsFor,
  type AdminDashboardStats,
  type CreateClientRequest,
  type MessageResponse,
  type UserResponse,
} from '@cod/contracts';
import { ForbiddenError, InvalidInputError } from '../../common/errors/domain-error.js';
import { SessionsService } from '../auth/index.js';
import { DomainsService } from '../domains/index.js';
import { OrderStatsReader } from '../orders/index.js';
import { toUserResponse, UsersService, type User } from '../users/index.js';
import { WebsitesService } from '../websites/index.js';

/** Account management by the admin; who may be changed is decided by `userActionsFor` (libs/contracts). */
@Injectable()
export class AdminService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly websites: WebsitesService,
    private readonly domains: DomainsService,
    private readonly orders: OrderStatsReader,
  ) {}

  async clients(): Promise<UserResponse[]> {
    return (await this.users.list('client')).map((u) => toUserResponse(u));
  }

  async allUsers(): Promise<UserResponse[]> {
    return (await this.users.list()).map((u) => toUserResponse(u));
  }

  async createClient(body: CreateClientRequest): Promise<UserResponse> {
    return toUserResponse(await this.users.create({ ...body, role: 'client' }));
  }

  async setStatus(actor: User, id: number, isActive: boolean): Promise<UserResponse> {
    const target = await this.users.getById(id);
    if (!userActionsFor(actor, target).toggleStatus) throw new ForbiddenError(API_ERRORS.protectedUserStatus);
    const updated = await this.users.setActive(id, isActive);
    if (!isActive) await this.sessions.revoke({ userId: id });
    // A deactivated seller's pages and orders stop (their data stays): every process drops what it keeps of them.
    await Promise.all([this.websites.ownerPagesChanged(id), this.domains.sellerStatusChanged(id)]);
    return toUserResponse(updated);
  }

  /** Whether a client runs its own orders (an admin always does: nothing to set). */
  async setPermissions(id: number, manageOwnOrders: boolean): Promise<UserResponse> {
    const target = await this.users.getById(id);
    if (target.role !== 'client') throw new InvalidInputError(SELLER_ORDERS_MESSAGES.permissionForClients);
    return toUserResponse(await this.users.setManageOwnOrders(id, manageOwnOrders));
  }

  async resetPassword(actor: User, id: number, newPassword: string): Promise<MessageResponse> {
    const target = await this.users.getById(id);
    if (!userActionsFor(actor, target).resetPassword) throw new ForbiddenError(API_ERRORS.protectedUserReset);
    await this.users.setPassword(id, newPassword);
    // Whoever held the old password is signed out everywhere (the acting admin keeps a self-reset session).
    await this.sessions.revoke({ userId: id });
    return { message: API_SUCCESS.passwordReset };
  }

  async deleteUser(actor: User, id: number): Promise<MessageResponse> {
    const target = await this.users.getById(id);
    if (!userActionsFor(actor, target).delete) throw new ForbiddenError(API_ERRORS.protectedUserDelete);
    await this.users.remove(id);
    // Its session rows went with it; its open event streams end now too.
    await this.sessions.revoke({ userId: id });
    return { message: API_SUCCESS.userDeleted };
  }

  async stats(): Promise<AdminDashboardStats> {
    const [totalClients, totalUsers, totalWebsites, orders] = await Promise.all([
      this.users.count('client'),
      this.users.count(),
      this.websites.count(),
      this.orders.counts(),
    ]);
    return { totalClients, totalUsers, totalWebsites, ...orders };
  }
}
