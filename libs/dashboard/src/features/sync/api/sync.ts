import { API, type CrossSyncTestResponse, type SyncTestCreateRequest, type SyncTestCreateResponse } from '@cod/contracts';
import type { ApiClient } from '../../../api/client.js';

/** The test variant of POST /api/sync/create-website (spec 000 §7): a plain JSON answer. */
export const syncTestCreate = (api: ApiClient, body: SyncTestCreateRequest) =>
  api.post<SyncTestCreateResponse>(API.sync.createWebsite, body);

/** POST /api/cross-sync/test: the server calls every configured deployment (SYNC_TARGETS). */
export const crossSyncTest = (api: ApiClient, userEmail: string) =>
  api.post<CrossSyncTestResponse>(API.sync.crossSyncTest, { userEmail });
