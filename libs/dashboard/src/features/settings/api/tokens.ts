import { API, type ApiTokenItem, type CreateApiTokenRequest, type CreateApiTokenResponse, type MessageResponse } from '@cod/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.js';

export const apiTokenKeys = {
  all: ['api-tokens'] as const,
  list: () => [...apiTokenKeys.all, 'list'] as const,
};

/** GET /api/tokens: the signed-in user's personal API tokens, newest first (never the secret). */
export const apiTokensQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: apiTokenKeys.list(),
    queryFn: ({ signal }) => api.get<ApiTokenItem[]>(API.tokens.root, { signal }),
  });

/** POST /api/tokens: a new token; the answer is the only place its secret is ever shown. */
export const createApiToken = (api: ApiClient, body: CreateApiTokenRequest) => api.post<CreateApiTokenResponse>(API.tokens.root, body);

/** DELETE /api/tokens/{id}: revoke (it stops working at once). */
export const revokeApiToken = (api: ApiClient, id: number) => api.delete<MessageResponse | null>(API.tokens.one(id));
