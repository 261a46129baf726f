import { QueryClient } from '@tanstack/react-query';

/**
 * Data-fetching defaults of spec 000 §7/§9: cached data never goes stale, no refetch on focus,
 * no retries, no polling (screens that need a refresh interval set it on their own query).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
