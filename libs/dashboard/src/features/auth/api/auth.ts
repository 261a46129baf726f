import { API, type LoginRequest, type LoginResponse, type MessageResponse, type UserResponse } from '@cod/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.js';

export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};

/** GET /api/auth/me: the signed-in user, or null when not signed in (401). */
export function fetchMe(api: ApiClient): Promise<UserResponse | null> {
  return api.get<UserResponse>(API.auth.me, { nullOn401: true });
}

export const meQuery = (api: ApiClient) => queryOptions({ queryKey: authKeys.me(), queryFn: () => fetchMe(api) });

/** POST /api/auth/login. */
export function loginRequest(api: ApiClient, body: LoginRequest): Promise<Partial<LoginResponse> | null> {
  return api.post<Partial<LoginResponse> | null>(API.auth.login, body);
}

/** POST /api/auth/logout (no body). */
export function logoutRequest(api: ApiClient): Promise<MessageResponse | null> {
  return api.post<MessageResponse | null>(API.auth.logout);
}
