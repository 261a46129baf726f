import { API, type ChangePasswordRequest, type MessageResponse } from '@cod/contracts';
import type { ApiClient } from '../../../api/client.js';

/** POST /api/auth/change-password. */
export const changePassword = (api: ApiClient, body: ChangePasswordRequest) =>
  api.post<MessageResponse | null>(API.auth.changePassword, body);
