import {
  API,
  type DomainChangeResponse,
  type DomainResponse,
  type DomainTestDnsResponse,
  type UserDomainChangeResponse,
  type UserDomainResponse,
} from '@cod/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.js';
import { dashboardKeys } from '../../client/api/dashboard.js';

export const domainKeys = {
  all: ['domains'] as const,
  /** GET /api/user/domain */
  single: () => [...domainKeys.all, 'single'] as const,
  /** GET /api/domains */
  list: () => [...domainKeys.all, 'list'] as const,
};

/** GET /api/user/domain (spec 000 §3 User domain): `domain` null when none yet. */
export const userDomainQuery = (api: ApiClient) =>
  queryOptions({ queryKey: domainKeys.single(), queryFn: ({ signal }) => api.get<UserDomainResponse>(API.domains.userDomain, { signal }) });

/** GET /api/domains (spec 000 §3 Domain). */
export const domainListQuery = (api: ApiClient) =>
  queryOptions({ queryKey: domainKeys.list(), queryFn: ({ signal }) => api.get<DomainResponse[]>(API.domains.list, { signal }) });

export const addUserDomain = (api: ApiClient, domain: string) =>
  api.post<UserDomainChangeResponse | null>(API.domains.userDomain, { domain });
export const verifyUserDomain = (api: ApiClient) => api.post<UserDomainChangeResponse | null>(API.domains.userDomainVerify);
export const removeUserDomain = (api: ApiClient) => api.delete<UserDomainChangeResponse | null>(API.domains.userDomain);

export const addDomain = (api: ApiClient, host: string) => api.post<DomainChangeResponse | null>(API.domains.list, { host });
export const verifyDomain = (api: ApiClient, host: string) => api.post<DomainChangeResponse | null>(API.domains.verify, { host });
export const setPrimaryDomain = (api: ApiClient, domainId: number) =>
  api.post<DomainChangeResponse | null>(API.domains.primary, { domainId });
export const refreshDomain = (api: ApiClient, host: string) => api.post<DomainChangeResponse | null>(API.domains.refresh, { host });
export const testDomainDns = (api: ApiClient, host: string) => api.post<DomainTestDnsResponse | null>(API.domains.testDns, { host });
export const removeDomain = (api: ApiClient, host: string) => api.delete<DomainChangeResponse | null>(API.domains.one(host));

/** After a single-domain change (spec 000 §7 "reloads domain and dashboard"). */
export function refreshAfterUserDomainChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: domainKeys.single() }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.sync() }),
  ]);
}
