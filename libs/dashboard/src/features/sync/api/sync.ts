import type { CrossSyncTestResponse, SyncTestCreateRequest, SyncTestCreateResponse } from '@cod/contracts';
import type { ApiClient } from '../../../api/client.js';
import { CREATE_WEBSITE_PATH } from '../../builder/api/builder.js';

export const CROSS_SYNC_TEST_PATH = '/api/cross-sync/test';

/** The test variant of POST /api/sync/create-website (spec 000 §7): a plain JSON answer. */
export const syncTestCreate = (api: ApiClient, body: SyncTestCreateRequest) =>
  api.post<SyncTestCreateResponse>(CREATE_WEBSITE_PATH, body);

/** POST /api/cross-sync/test: the server calls every configured deployment (SYNC_TARGETS). */
export const crossSyncTest = (api: ApiClient, userEmail: string) =>
  api.post<CrossSyncTestResponse>(CROSS_SYNC_TEST_PATH, { userEmail });
