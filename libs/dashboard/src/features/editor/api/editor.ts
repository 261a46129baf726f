import {
  API,
  type RewritableField,
  type RewriteResponse,
  type TestimonialsResponse,
  type UpdateWebsiteRequest,
  type WebsiteResponse,
  type WebsiteVersionItem,
} from '@cod/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, type ApiClient } from '../../../api/client.js';
import { websiteKeys } from '../../websites/api/websites.js';
export { saveWebsite } from '../../websites/api/websites.js';

export const editorKeys = {
  site: (id: string) => [...websiteKeys.all, 'id', id] as const,
  versions: (id: string) => [...websiteKeys.all, 'id', id, 'versions'] as const,
};

/** GET /api/websites/id/{id}: the site for the editor (owner or admin). */
export const editorSiteQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: editorKeys.site(id), queryFn: () => api.get<WebsiteResponse>(API.websites.byId(id)), retry: false });

export const versionsQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: editorKeys.versions(id), queryFn: () => api.get<WebsiteVersionItem[]>(API.websites.versions(id)) });

export const restoreVersion = (api: ApiClient, id: string | number, versionId: number) =>
  api.post<WebsiteResponse>(API.websites.restoreVersion(id, versionId));

export const rewriteField = (api: ApiClient, id: string | number, field: RewritableField) =>
  api.post<RewriteResponse>(API.websites.rewrite(id), { field });

export const loadTestimonials = (api: ApiClient, name: string, category: string) =>
  api.get<TestimonialsResponse>(API.testimonials(name, category));

/** POST …/preview: the public page's HTML for an unsaved body (the live preview). */
export async function previewHtml(api: ApiClient, id: string | number, body: UpdateWebsiteRequest, signal?: AbortSignal): Promise<string> {
  const res = await api.send('POST', API.websites.preview(id), { body, accept: 'text/html', signal });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, text, res.statusText);
  return text;
}
