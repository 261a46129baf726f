import { API, type UpdateWebsiteRequest, type WebsiteResponse } from '@cod/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.js';

/** What the console's lists read of a website (GET /api/websites answers whole `WebsiteResponse`s). */
export type WebsiteSummary = Pick<WebsiteResponse, 'id' | 'title' | 'customUrl' | 'isActive' | 'createdAt'>;

export const websiteKeys = {
  all: ['websites'] as const,
  list: () => [...websiteKeys.all, 'all'] as const,
  /** GET /api/websites/my */
  my: () => [...websiteKeys.all, 'my'] as const,
};

/** GET /api/websites: all websites (admin). */
export const allWebsitesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: websiteKeys.list(), queryFn: () => api.get<WebsiteSummary[]>(API.websites.all) });

/** GET /api/websites/my: the signed-in user's websites (builder grid). */
export const myWebsitesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: websiteKeys.my(), queryFn: () => api.get<WebsiteResponse[]>(API.websites.my) });

/** PUT /api/websites/id/{id}: a save (the editor's body, or one field such as isActive). */
export const saveWebsite = (api: ApiClient, id: string | number, body: UpdateWebsiteRequest) => api.put<WebsiteResponse>(API.websites.byId(id), body);

/** DELETE /api/websites/id/{id}: only a site without orders. */
export const deleteWebsite = (api: ApiClient, id: string | number) => api.delete<{ success: boolean; message: string }>(API.websites.byId(id));
