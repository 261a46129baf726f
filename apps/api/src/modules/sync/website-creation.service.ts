import { Injectable } from '@nestjs/common';
import { API_ERRORS, createWebsiteSchema, isSyncTestBody, syncTestCreateSchema, type CreateWebsiteResponse, type GenerationEvent, type SyncTestCreateResponse } from '@cod/contracts';
import { ForbiddenError } from '../../common/errors/domain-error.js';
import type { CallResult } from '../../common/http/ndjson.js';
import { validateBody } from '../../common/pipes/contract.pipe.js';
import { WebsiteGenerator } from '../generation/index.js';
import type { User } from '../users/index.js';
import { SyncTestService } from './sync-test.service.js';

/**
 * POST /api/sync/create-website: a seller's create payload makes a website (201); the developer sync
 * tool's test variant (`{urls, …}`, admins only) makes an inactive test site and checks the deployments (200).
 */
@Injectable()
export class WebsiteCreation {
  constructor(
    private readonly generator: WebsiteGenerator,
    private readonly syncTest: SyncTestService,
  ) {}

  async create(user: User, body: unknown, onEvent: (event: GenerationEvent) => void): Promise<CallResult<CreateWebsiteResponse | SyncTestCreateResponse>> {
    if (isSyncTestBody(body)) {
      if (user.role !== 'admin') throw new ForbiddenError(API_ERRORS.developerToolsAdminOnly);
      return { status: 200, body: await this.syncTest.create(user, validateBody(syncTestCreateSchema, body)) };
    }
    return { status: 201, body: await this.generator.create(user, validateBody(createWebsiteSchema, body), { onEvent }) };
  }
}
