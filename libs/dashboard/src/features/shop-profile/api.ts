import { API, type ShopProfileRequest, type ShopProfileResponse } from '@cod/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context.js';
import type { ApiClient } from '../../api/client.js';
import { useSessionStore } from '../auth/session-store.js';

export const shopProfileKeys = {
  all: ['shop-profile'] as const,
  /** The signed-in seller's own profile (per user: a different sign-in never reads another's cache). */
  mine: (userId: number | undefined) => [...shopProfileKeys.all, userId ?? 0] as const,
};

/** GET /api/user/shop-profile: the seller's shop identity and terms, with `complete` and `missing`. */
export const shopProfileQuery = (api: ApiClient, userId: number | undefined) =>
  queryOptions({
    queryKey: shopProfileKeys.mine(userId),
    queryFn: ({ signal }) => api.get<ShopProfileResponse>(API.shopProfile.profile, { signal }),
  });

/** PUT /api/user/shop-profile: a field left out keeps its value, null clears it; answers the saved profile. */
export const saveShopProfile = (api: ApiClient, body: ShopProfileRequest) => api.put<ShopProfileResponse>(API.shopProfile.profile, body);

/** The signed-in seller's shop profile (not read when `enabled` is false). */
export function useShopProfile({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  const userId = useSessionStore((s) => s.user?.id);
  return useQuery({ ...shopProfileQuery(api, userId), enabled: enabled && userId !== undefined });
}
