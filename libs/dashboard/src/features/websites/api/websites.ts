import { API, type PublicWebsiteListItem, type WebsiteResponse } from '@cod/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.js';

/**
 * The fields the console reads from a website row. The full website entity arrives with the
 * builder (a later issue); until then only these optional fields are relied upon.
 */
export interface WebsiteSummary {
  id: number | string;
  title?: string | null;
  productName?: string | null;
  customUrl?: string | null;
  isActive?: boolean | null;
  createdAt?: string | null;
}

export const websiteKeys = {
  all: ['websites'] as const,
  list: () => [...websiteKeys.all, 'all'] as const,
  /** GET /api/websites/my */
  my: () => [...websiteKeys.all, 'my'] as const,
  /** GET /api/websites/public-list */
  publicList: () => [...websiteKeys.all, 'public-list'] as const,
  public: (customUrl: string) => [...websiteKeys.all, 'public', customUrl] as const,
};

/** Path of the public website lookup (document 2). */
export const publicWebsitePath = (customUrl: string) => `/api/websites/public?url=${encodeURIComponent(customUrl)}`;

/** GET /api/websites: all websites (admin). */
export const allWebsitesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: websiteKeys.list(), queryFn: () => api.get<WebsiteSummary[]>(API.websites.all) });

/** GET /api/websites/public?url=…: a published website by its custom URL (public). */
export const publicWebsiteQuery = (api: ApiClient, customUrl: string) =>
  queryOptions({
    queryKey: websiteKeys.public(customUrl),
    queryFn: () => api.get<WebsiteSummary | null>(publicWebsitePath(customUrl)),
  });

/** Path of the storefront list (document 2). */
export const PUBLIC_LIST_PATH = '/api/websites/public-list';

/** GET /api/websites/my: the signed-in user's websites (builder grid). */
export const myWebsitesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: websiteKeys.my(), queryFn: () => api.get<WebsiteResponse[]>(API.websites.my) });

/** GET /api/websites/public-list: the storefront list (public). */
export const publicListQuery = (api: ApiClient) =>
  queryOptions({ queryKey: websiteKeys.publicList(), queryFn: () => api.get<PublicWebsiteListItem[]>(PUBLIC_LIST_PATH) });
