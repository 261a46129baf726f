import {
  API,
  type AdminDashboardStats,
  type CreateClientRequest,
  type MessageResponse,
  type UserResponse,
} from '@cod/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.js';

/** Every admin query key starts with 'admin', so one prefix invalidation refreshes the whole panel. */
export const adminKeys = {
  all: ['admin'] as const,
  clients: () => [...adminKeys.all, 'clients'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
};

export const adminClientsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: adminKeys.clients(), queryFn: () => api.get<UserResponse[]>(API.admin.clients) });

export const adminUsersQuery = (api: ApiClient) =>
  queryOptions({ queryKey: adminKeys.users(), queryFn: () => api.get<UserResponse[]>(API.admin.users) });

export const adminStatsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: adminKeys.stats(), queryFn: () => api.get<AdminDashboardStats>(API.admin.stats) });

export const createClient = (api: ApiClient, body: CreateClientRequest) => api.post<UserResponse>(API.admin.clients, body);

export const setUserStatus = (api: ApiClient, id: number, isActive: boolean) =>
  api.patch<UserResponse>(API.admin.userStatus(id), { isActive });

/** PATCH /api/admin/users/{id}/permissions: whether a client runs its own orders. */
export const setUserPermissions = (api: ApiClient, id: number, manageOwnOrders: boolean) =>
  api.patch<UserResponse>(API.admin.userPermissions(id), { manageOwnOrders });

export const resetUserPassword = (api: ApiClient, id: number, newPassword: string) =>
  api.patch<MessageResponse>(API.admin.userResetPassword(id), { newPassword });

export const deleteUser = (api: ApiClient, id: number) => api.delete<MessageResponse>(API.admin.user(id));
