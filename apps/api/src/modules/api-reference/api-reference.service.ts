import { Injectable } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { PublicUrl } from '../../config/public-url.js';
import { readContractTypes } from './contract-types.js';
import { nestRoutes } from './nest-routes.js';
import { openApiDocument } from './openapi-document.js';

const VERSION = '1';

/** The OpenAPI document, made once per process (routes, rules and types are fixed at build time). */
@Injectable()
export class ApiReferenceService {
  private document?: string;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
    private readonly publicUrl: PublicUrl,
  ) {}

  json(): string {
    return (this.document ??= JSON.stringify(
      openApiDocument({ routes: nestRoutes(this.discovery, this.reflector), types: readContractTypes(), serverUrl: this.publicUrl.base(), version: VERSION }),
    ));
  }
}
